// The data of the orders list's settings: the column chooser, saved filter sets and rows per page. Writers are
// checked strictly (settingDataIssues); readers are lenient, because a setting saved by an older version may
// name a column or filter that no longer exists, and a user must never lose the list over it.
import {
  ALWAYS_VISIBLE_ORDER_COLUMN,
  DEFAULT_VISIBLE_ORDER_COLUMNS,
  ORDER_LIST_COLUMNS,
  ORDER_LIST_FILTERS,
  ORDER_TABLE_PAGE_SIZES,
  type OrderListColumn,
  type OrderListFilter,
} from '../orders/order-list';

export interface ColumnChoice {
  id: OrderListColumn;
  visible: boolean;
}

/** orderTableColumns: every column in the user's order, each shown or hidden. */
export interface OrderTableColumnsData {
  columns: ColumnChoice[];
}

/** orderBookmarks: a named filter set, with the values GET /orders takes in `filter[name]`, and its sort. */
export interface OrderBookmarkData {
  filters: Partial<Record<OrderListFilter, string>>;
  sort?: string;
}

/** orderTableHitsPerPage. */
export interface OrderTableHitsPerPageData {
  hitsPerPage: (typeof ORDER_TABLE_PAGE_SIZES)[number];
}

export const DEFAULT_ORDER_COLUMNS: readonly ColumnChoice[] = ORDER_LIST_COLUMNS.map((id) => ({
  id,
  visible: DEFAULT_VISIBLE_ORDER_COLUMNS.includes(id),
}));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isColumn = (id: unknown): id is OrderListColumn =>
  typeof id === 'string' && (ORDER_LIST_COLUMNS as readonly string[]).includes(id);

/**
 * The columns to show, in order: the saved choice without unknown or repeated ids, then the columns it does not
 * name (added since it was saved) with their default visibility, and the row header always shown.
 */
export function readOrderTableColumns(data: unknown): ColumnChoice[] {
  const saved = isRecord(data) && Array.isArray(data.columns) ? data.columns : [];
  const chosen: ColumnChoice[] = [];
  for (const entry of saved) {
    if (!isRecord(entry) || !isColumn(entry.id) || chosen.some((c) => c.id === entry.id)) continue;
    chosen.push({ id: entry.id, visible: entry.visible !== false });
  }
  for (const column of DEFAULT_ORDER_COLUMNS)
    if (!chosen.some((c) => c.id === column.id)) chosen.push(column);
  return chosen.map((c) => (c.id === ALWAYS_VISIBLE_ORDER_COLUMN ? { ...c, visible: true } : c));
}

/** A saved filter set: known filter names with text values, and its sort when it has one. */
export function readOrderBookmark(data: unknown): OrderBookmarkData {
  const filters: OrderBookmarkData['filters'] = {};
  const raw = isRecord(data) && isRecord(data.filters) ? data.filters : {};
  for (const name of ORDER_LIST_FILTERS) {
    const value = raw[name];
    if (typeof value === 'string' && value.trim() !== '') filters[name] = value;
  }
  const sort = isRecord(data) && typeof data.sort === 'string' && data.sort ? data.sort : undefined;
  return sort ? { filters, sort } : { filters };
}

/** Rows per page when the user saved one the list offers, else undefined (the list's default applies). */
export function readHitsPerPage(data: unknown): OrderTableHitsPerPageData['hitsPerPage'] | undefined {
  const value = isRecord(data) ? data.hitsPerPage : undefined;
  return ORDER_TABLE_PAGE_SIZES.find((size) => size === value);
}
