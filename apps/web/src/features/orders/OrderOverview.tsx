import { useTranslation } from 'react-i18next';
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
      <section className="panel detail-grid__stops" aria-labelledby="stops-title">
        <h2 id="stops-title" className="panel__title">
          {t('order.stops')}
        </h2>
        <StopTimeline stops={stops} />
      </section>
      <div className="detail-grid__side">
        <OrderSummary order={order} />
        {order.tour?.id && <TourAssignmentPanels tourId={order.tour.id} />}
        <section className="panel" aria-labelledby="goods-title">
          <h2 id="goods-title" className="panel__title">
            {t('order.goods')}
          </h2>
          <GoodsTable goods={order.goods ?? []} />
        </section>
      </div>
    </div>
  );
}
