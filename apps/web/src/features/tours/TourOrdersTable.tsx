import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { transportModeKey } from '../orders/status-display';
import { StopPointSummary } from './StopPointSummary';
import type { TourOrder } from './types';

/** The orders of the tour the caller may see; each row opens the order. */
export function TourOrdersTable({ orders }: { orders: TourOrder[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <Table aria-label={t('tour.ordersLabel')} className="table table--orders">
        <TableHeader>
          <Column isRowHeader className="table__column">
            {t('tour.orderReference')}
          </Column>
          <Column className="table__column">{`${t('tour.orderStatus')} · ${t('tour.orderMode')}`}</Column>
          <Column className="table__column">{t('tour.orderFrom')}</Column>
          <Column className="table__column">{t('tour.orderTo')}</Column>
        </TableHeader>
        <TableBody
          items={orders}
          renderEmptyState={() => <p className="table__empty">{t('tour.noOrders')}</p>}
        >
          {(order) => (
            <Row
              id={order.id}
              href={`/orders/${order.id}`}
              className="table__row"
              textValue={order.reference}
            >
              <Cell className="table__cell">
                <span className="reference">{order.reference}</span>
                {order.clientReference && <span className="place__sub">{order.clientReference}</span>}
              </Cell>
              <Cell className="table__cell">
                <span className="status-cell">
                  <OrderStatusBadge status={order.currentStatus} />
                  <span className="place__sub">
                    {t(`transportMode.${transportModeKey(order.transportMode)}`)}
                  </span>
                </span>
              </Cell>
              <Cell className="table__cell">
                <StopPointSummary point={order.departure} />
              </Cell>
              <Cell className="table__cell">
                <StopPointSummary point={order.arrival} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
