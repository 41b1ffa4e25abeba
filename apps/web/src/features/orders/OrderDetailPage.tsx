import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../app/api/api-error';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { LoadError, Loading } from '../../ui/Status';
import { useCan } from '../account/use-permissions';
import { TourAssignmentActions } from '../tours/assignment';
import { OrderActions } from './OrderActions';
import { OrderDetailTabs } from './OrderDetailTabs';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ShareLinkButton } from './share/ShareLinkDialog';
import { transportModeKey } from './status-display';
import { TagList } from './TagList';
import { useOrder } from './use-orders';
import './orders.css';

export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const mayShare = useCan('orders.share');
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
            {/* The tracking link is the ordering party's to give (decision 0105). */}
            {canModify && mayShare && <ShareLinkButton orderId={data.id} />}
            {canModify && <OrderActions order={data} />}
          </div>
        }
      />
      <OrderDetailTabs order={data} />
    </>
  );
}
