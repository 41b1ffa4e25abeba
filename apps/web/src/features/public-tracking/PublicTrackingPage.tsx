// The public tracking page (platform-core §2 "public ETA page", decision 0105): whoever holds an order's link
// follows it without signing in — status, each stop's ETA and delay, and the truck's last position unless the
// link is light. A dead link says so plainly; nothing else of the organization is on the page.
import { type ReactNode, useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error';
import { changeLanguage } from '../../app/i18n';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/format';
import { LoadError, Loading } from '../../ui/Status';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { tourStatusKey } from '../orders/status-display';
import { PublicStops } from './PublicStops';
import { publicPageLanguage } from './public-language';
import { TruckPosition } from './TruckPosition';
import { usePublicEta } from './use-public-eta';
import './public-tracking.css';

function DeadLink({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className="panel empty-state public-dead" data-testid="public-dead-link">
      <h1 className="public-dead__title">{title}</h1>
      <p className="empty-state__text">{text}</p>
      {children}
    </section>
  );
}

export function PublicTrackingPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const lang = search.get('lang');
  useEffect(() => {
    void changeLanguage(publicPageLanguage(lang, navigator.languages ?? [navigator.language]));
  }, [lang]);
  const eta = usePublicEta(token);
  const reference = eta.data?.reference;
  useDocumentTitle(reference ? t('publicLink.page.title', { reference }) : t('publicLink.page.name'));

  let content: ReactNode;
  if (eta.isPending) content = <Loading />;
  else if (eta.isError) {
    if (isApiError(eta.error, 404))
      content = (
        <DeadLink title={t('publicLink.page.notFoundTitle')} text={t('publicLink.page.notFoundText')} />
      );
    else if (isApiError(eta.error, 410))
      content = <DeadLink title={t('publicLink.page.goneTitle')} text={t('publicLink.page.goneText')} />;
    else if (isApiError(eta.error, 429))
      content = (
        <DeadLink title={t('publicLink.page.busyTitle')} text={t('publicLink.page.busyText')}>
          <Button className="button button--secondary" onPress={() => void eta.refetch()}>
            {t('app.retry')}
          </Button>
        </DeadLink>
      );
    else content = <LoadError onRetry={() => void eta.refetch()} />;
  } else {
    const order = eta.data;
    content = (
      <>
        <header className="public-order">
          <p className="public-order__eyebrow">{t('publicLink.page.name')}</p>
          <h1 className="public-order__title">
            {t('publicLink.page.title', { reference: order.reference })}
          </h1>
          <div className="public-order__badges">
            <OrderStatusBadge status={order.status} />
            {order.tourStatus && (
              <Badge tone="gray">
                {t('publicLink.page.tour', { status: t(`tourStatus.${tourStatusKey(order.tourStatus)}`) })}
              </Badge>
            )}
            {order.isCancelled && <Badge tone="red">{t('publicLink.page.cancelled')}</Badge>}
          </div>
        </header>
        <PublicStops stops={order.stops} />
        {!order.isLight && <TruckPosition position={order.position} tourStatus={order.tourStatus} />}
        <p className="public-updated muted">
          {t('publicLink.page.updatedAt', { time: formatDateTime(order.generatedAt, i18n.language) })}
        </p>
      </>
    );
  }

  return (
    <div className="public-page">
      <div className="public-page__bar">
        <span className="public-page__brand">{t('app.name')}</span>
      </div>
      <main className="public-page__main">{content}</main>
    </div>
  );
}
