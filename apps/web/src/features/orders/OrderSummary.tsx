import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { tourDetailsPath } from '../tours/tour-display';
import { tourStatusKey } from './status-display';
import type { Order } from './types';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__entry">
      <dt className="facts__label">{label}</dt>
      <dd className="facts__value">{children}</dd>
    </div>
  );
}

export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const none = t('order.none');
  const tourReference = order.tour?.reference ?? order.tourReference;
  const tourStatus = order.tour?.status ?? order.tourStatus;
  return (
    <section className="panel" aria-labelledby="summary-title">
      <h2 id="summary-title" className="panel__title">
        {t('order.summary')}
      </h2>
      <dl className="facts">
        <Entry label={t('order.clientReference')}>{order.clientReference || none}</Entry>
        <Entry label={t('order.consignmentReference')}>{order.consignmentReference || none}</Entry>
        <Entry label={t('order.contractNumber')}>{order.contractNumber || none}</Entry>
        <Entry label={t('order.owner')}>{order.ownerName || none}</Entry>
        <Entry label={t('order.chartered')}>{order.charteredName || none}</Entry>
        <Entry label={t('order.tour')}>
          {tourReference ? (
            <span className="facts__inline">
              <Link to={tourDetailsPath(tourReference)}>{tourReference}</Link>
              {tourStatus && <Badge tone="blue">{t(`tourStatus.${tourStatusKey(tourStatus)}`)}</Badge>}
            </span>
          ) : (
            none
          )}
        </Entry>
        <Entry label={t('order.cargoDescription')}>{order.cargoDescription || none}</Entry>
        {order.comments && <Entry label={t('order.comments')}>{order.comments}</Entry>}
      </dl>
    </section>
  );
}
