import type { OrderListColumn } from '@cargolens/domain/orders';
import {
  Cell,
  Checkbox,
  Collection,
  Column,
  Row,
  type Selection,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { SortableColumn } from '../../ui/SortableColumn';
import { useFormats } from '../preferences/use-formats';
import { type CellContext, COLUMN_SORT, NOWRAP_COLUMNS, orderCell } from './order-columns';
import type { OrdersQuery, SortField } from './orders-query';
import type { Order } from './types';

interface OrdersTableProps {
  orders: Order[];
  /** The columns to show, in order. */
  columns: readonly OrderListColumn[];
  sort: OrdersQuery['sort'];
  onSort: (sort: OrdersQuery['sort']) => void;
  busy: boolean;
  selected: Selection;
  onSelect: (selection: Selection) => void;
  actions: CellContext['actions'];
}

/** A column as the table knows it: sortable ones carry their API sort as id, so the header reports it. */
const tableColumn = (column: OrderListColumn) => ({ id: COLUMN_SORT[column] ?? column, column });

function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className="checkbox">
      <span className="checkbox__box" aria-hidden="true" />
    </Checkbox>
  );
}

/**
 * Rows are links: click, or arrows then Enter, opens the order. Each row has a checkbox (Space toggles it);
 * once some are selected, clicking a row selects it too. Sortable headers answer Enter and Space.
 */
export function OrdersTable({
  orders,
  columns,
  sort,
  onSort,
  busy,
  selected,
  onSelect,
  actions,
}: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const items = columns.map(tableColumn);
  const format = useFormats();
  const context: CellContext = { t, lang: i18n.language, format, actions };
  return (
    <DataTable<SortField>
      label={t('orders.tableLabel')}
      sort={sort}
      onSort={onSort}
      busy={busy}
      variant="table--orders"
      selectionMode="multiple"
      selectionBehavior="toggle"
      selectedKeys={selected}
      onSelectionChange={onSelect}
    >
      <TableHeader>
        <Column className="table__column table__column--select">
          <SelectionCheckbox />
        </Column>
        <Collection items={items}>
          {({ id, column }) => (
            <SortableColumn
              id={id}
              isRowHeader={column === 'reference'}
              allowsSorting={COLUMN_SORT[column] !== undefined}
            >
              {t(`orderList.columns.${column}`)}
            </SortableColumn>
          )}
        </Collection>
      </TableHeader>
      <TableBody
        items={orders}
        // Rows are cached by id: a change of columns, language or display preferences must render them again.
        dependencies={[columns, i18n.language, format]}
        renderEmptyState={() => <p className="table__empty">{t('orders.empty')}</p>}
      >
        {(order) => (
          <Row
            id={order.id}
            href={`/orders/${order.id}`}
            className="table__row"
            textValue={order.reference}
            columns={items}
          >
            <Cell className="table__cell table__cell--select">
              <SelectionCheckbox />
            </Cell>
            <Collection items={items}>
              {({ column }) => (
                <Cell className={`table__cell${NOWRAP_COLUMNS.has(column) ? ' table__cell--nowrap' : ''}`}>
                  {orderCell(column, order, context)}
                </Cell>
              )}
            </Collection>
          </Row>
        )}
      </TableBody>
    </DataTable>
  );
}
