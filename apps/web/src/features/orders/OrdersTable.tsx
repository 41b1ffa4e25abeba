import { Cell, Column, type ColumnProps, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/format';
import { OrderStatusBadge } from './OrderStatusBadge';
import type { OrdersQuery, SortField } from './orders-query';
import { etaDisplay, transportModeKey } from './status-display';
import { TagList } from './TagList';
import type { Order, StopSummary } from './types';

interface OrdersTableProps {
  orders: Order[];
  sort: OrdersQuery['sort'];
  onSort: (sort: OrdersQuery['sort']) => void;
  busy: boolean;
}

function SortableColumn({ children, ...props }: ColumnProps & { children: string }) {
  return (
    <Column {...props} className="table__column">
      {({ allowsSorting, sortDirection }) => (
        <span className="table__column-label">
          {children}
          {allowsSorting && (
            <span
              className={`sort-indicator sort-indicator--${sortDirection ?? 'none'}`}
              aria-hidden="true"
            />
          )}
        </span>
      )}
    </Column>
  );
}

function Place({ place, lang }: { place: StopSummary | null | undefined; lang: string }) {
  if (!place) return <span className="muted">—</span>;
  return (
    <span className="place">
      <span className="place__name" title={place.name}>
        {place.name}
      </span>
      <span className="place__sub">{[place.town, place.country].filter(Boolean).join(', ')}</span>
      {place.plannedStart && (
        <span className="place__sub">{formatDateTime(place.plannedStart, lang, place.timezone)}</span>
      )}
    </span>
  );
}

function OrderRow({ order, lang }: { order: Order; lang: string }) {
  const { t } = useTranslation();
  const eta = etaDisplay(order.nextStopPointEtaState);
  return (
    <Row id={order.id} href={`/orders/${order.id}`} className="table__row" textValue={order.reference}>
      <Cell className="table__cell">
        <span className="reference-cell">
          <span className="reference">{order.reference}</span>
          {order.clientReference && <span className="place__sub">{order.clientReference}</span>}
          <TagList tags={order.tags ?? []} />
        </span>
      </Cell>
      <Cell className="table__cell">
        <span className="status-cell">
          <OrderStatusBadge status={order.currentStatus} />
          <span className="place__sub status-mode">
            {t(`transportMode.${transportModeKey(order.transportMode)}`)}
          </span>
        </span>
      </Cell>
      <Cell className="table__cell">
        <Place place={order.departure} lang={lang} />
      </Cell>
      <Cell className="table__cell">
        <Place place={order.arrival} lang={lang} />
      </Cell>
      <Cell className="table__cell">
        {order.nextStopPointEtaState ? (
          <Badge tone={eta.tone} dot>
            {t(`eta.${eta.key}`)}
          </Badge>
        ) : (
          <span className="muted">—</span>
        )}
      </Cell>
      <Cell className="table__cell">
        <span className="created">{formatDateTime(order.createdAt, lang)}</span>
      </Cell>
    </Row>
  );
}

/** Rows are links: click, or arrows then Enter, opens the order. Sortable headers answer Enter and Space. */
export function OrdersTable({ orders, sort, onSort, busy }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-scroll" aria-busy={busy}>
      <Table
        aria-label={t('orders.tableLabel')}
        className={`table table--orders${busy ? ' table--busy' : ''}`}
        sortDescriptor={sort}
        onSortChange={({ column, direction }) => onSort({ column: column as SortField, direction })}
      >
        <TableHeader>
          <SortableColumn id="reference" isRowHeader allowsSorting>
            {t('orders.columns.reference')}
          </SortableColumn>
          <SortableColumn id="status">{`${t('orders.columns.status')} · ${t('orders.columns.mode')}`}</SortableColumn>
          <SortableColumn id="departureDate" allowsSorting>
            {t('orders.columns.departure')}
          </SortableColumn>
          <SortableColumn id="arrivalDate" allowsSorting>
            {t('orders.columns.arrival')}
          </SortableColumn>
          <SortableColumn id="eta">{t('orders.columns.eta')}</SortableColumn>
          <SortableColumn id="createdAt" allowsSorting>
            {t('orders.columns.createdAt')}
          </SortableColumn>
        </TableHeader>
        <TableBody
          items={orders}
          renderEmptyState={() => <p className="table__empty">{t('orders.empty')}</p>}
        >
          {(order) => <OrderRow order={order} lang={i18n.language} />}
        </TableBody>
      </Table>
    </div>
  );
}
