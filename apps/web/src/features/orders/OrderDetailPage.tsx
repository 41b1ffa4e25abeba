import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../app/api/api-error';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { LoadError, Loading } from '../../ui/Status';
import { TourAssignmentActions, TourAssignmentPanels } from '../tours/assignment';
import { GoodsTable } from './GoodsTable';
import { OrderActions } from './OrderActions';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderSummary } from './OrderSummary';
import { StopTimeline } from './StopTimeline';
import { transportModeKey } from './status-display';
import { TagList } from './TagList';
import { useOrder } from './use-orders';
import './orders.css';

export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  useDocumentTitle(order.data?.reference ?? t('orders.title'));

  const back = (
    <Link to="/orders" className="back-link">
      <Icon name="chevronLeft" size={16} />
      {t('order.back')}
    </Link>
  );
  if (order.isPending) return <Loading />;
  if (order.isError) {
    return (
      <>
        {back}
        <LoadError
          message={isApiError(order.error, 404) ? t('order.notFound') : undefined}
          onRetry={isApiError(order.error, 404) ? undefined : () => void order.refetch()}
        />
      </>
    );
  }
  const data = order.data;
  const stops = [...(data.stops ?? [])].sort((a, b) => a.sequence - b.sequence);
  // Only the ordering party (or the back office) changes or cancels an order; its carrier follows it.
  const canModify = data.permissions.includes('MODIFY');
  // Chartering and pairing belong to the order's tour: the carrier may act on them too.
  const tourId = data.tour?.id;
  return (
    <>
      {back}
      <PageHeader
        title={data.reference}
        meta={
          <span className="order-head">
            <OrderStatusBadge status={data.currentStatus} />
            <Badge tone="gray">{t(`transportMode.${transportModeKey(data.transportMode)}`)}</Badge>
            <TagList tags={data.tags ?? []} />
          </span>
        }
        actions={
          <div className="order-actions">
            {tourId && <TourAssignmentActions tourId={tourId} />}
            {canModify && <OrderActions order={data} />}
          </div>
        }
      />
      <div className="detail-grid">
        <section className="panel detail-grid__stops" aria-labelledby="stops-title">
          <h2 id="stops-title" className="panel__title">
            {t('order.stops')}
          </h2>
          <StopTimeline stops={stops} />
        </section>
        <div className="detail-grid__side">
          <OrderSummary order={data} />
          {tourId && <TourAssignmentPanels tourId={tourId} />}
          <section className="panel" aria-labelledby="goods-title">
            <h2 id="goods-title" className="panel__title">
              {t('order.goods')}
            </h2>
            <GoodsTable goods={data.goods ?? []} />
          </section>
        </div>
      </div>
    </>
  );
}
