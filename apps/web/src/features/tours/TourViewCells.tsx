// The view column of the Tours page: a tour's orders (tours.orders) or its stop points (tours.waypoints).
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { stopStateDisplay } from '../orders/status-display';
import { useFormats } from '../preferences/use-formats';
import type { TourListItem } from './types';

export function TourOrdersCell({ tour }: { tour: TourListItem }) {
  const { t } = useTranslation();
  const orders = tour.orders ?? [];
  if (orders.length === 0) return <span className="muted">{t('tours.noOrders')}</span>;
  return (
    <ul className="tour-orders" aria-label={t('tours.orderCount', { count: orders.length })}>
      {orders.map((order) => (
        <li key={order.id} className="tour-orders__item">
          <span className="tour-orders__reference">{order.reference}</span>
          <OrderStatusBadge status={order.currentStatus} />
          <span className="place__sub">
            {[order.departure?.town, order.arrival?.town].filter(Boolean).join(' → ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TourWaypointsCell({ tour }: { tour: TourListItem }) {
  const { t } = useTranslation();
  const format = useFormats();
  const stops = tour.stops ?? [];
  return (
    <ol className="waypoints" aria-label={t('tours.stopCount', { count: stops.length })}>
      {stops.map((stop) => {
        // The domain's state, stored by the API (decision 0065).
        const state = stopStateDisplay(stop.summaryState);
        return (
          <li
            key={stop.id}
            className={`waypoint waypoint--${state.marker}${stop.isNextStop ? ' waypoint--next' : ''}`}
          >
            <span className="waypoint__marker" aria-hidden="true">
              {stop.sequence}
            </span>
            <span className="waypoint__body">
              <span className="waypoint__name">
                {stop.name}
                {stop.isNextStop && <Badge tone="blue">{t('tours.nextStop')}</Badge>}
                {state.tone && <Badge tone={state.tone}>{t(`stopState.${state.key}`)}</Badge>}
              </span>
              <span className="place__sub">
                {stop.activity ? `${t(`activity.${stop.activity}`)} · ` : ''}
                {stop.town}, {stop.country}
              </span>
              <span className="place__sub">
                {format.window(stop.plannedStart, stop.plannedEnd, stop.timezone) || '—'}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
