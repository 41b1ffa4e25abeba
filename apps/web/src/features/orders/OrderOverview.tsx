import { useTranslation } from 'react-i18next';
import { Panel } from '../../ui/Panel';
import { TourAssignmentPanels } from '../tours/assignment';
import { GoodsTable } from './GoodsTable';
import { OrderSummary } from './OrderSummary';
import { StopTimeline } from './StopTimeline';
import type { Order, Stop } from './types';

/** The order's stops as a timeline, its summary and its goods: the tab an order opens on. */
export function OrderOverview({ order, stops }: { order: Order; stops: Stop[] }) {
  const { t } = useTranslation();
  return (
    <div className="detail-grid">
      <Panel id="stops-title" title={t('order.stops')} className="panel detail-grid__stops">
        <StopTimeline stops={stops} />
      </Panel>
      <div className="detail-grid__side">
        <OrderSummary order={order} />
        {order.tour?.id && <TourAssignmentPanels tourId={order.tour.id} />}
        <Panel id="goods-title" title={t('order.goods')}>
          <GoodsTable goods={order.goods ?? []} />
        </Panel>
      </div>
    </div>
  );
}
