// The orders list (shipment-domain §2 "Order list columns", platform-core §3 "Order and tour search-field
// mapping"): which columns and filters exist, what a user sees before choosing, and how many rows a page holds.
// The API validates saved choices against these lists and the web app builds its table and filters from them.

/**
 * Columns the data model can fill, in their default order. The spec's attachment, document count, issue,
 * order thread count, site, workflow incident names and workflow start wait for documents, messages and
 * workflows (decision 0040); `createdAt` is ours.
 */
export const ORDER_LIST_COLUMNS = [
  'reference',
  'clientReference',
  'status',
  'transportMode',
  'departure',
  'arrival',
  'nextStopPoint',
  'nextStopPointIssue',
  'timeline',
  'tags',
  'ownerName',
  'charteringName',
  'tourReference',
  'mean',
  'meanName',
  'goods',
  'consignmentReference',
  'bookingReferences',
  'billOfLading',
  'containerReference',
  'createdAt',
  'actions',
] as const;
export type OrderListColumn = (typeof ORDER_LIST_COLUMNS)[number];

/** What a user who never chose sees: the columns of the list before it had a chooser, plus the ETA. */
export const DEFAULT_VISIBLE_ORDER_COLUMNS: readonly OrderListColumn[] = [
  'reference',
  'clientReference',
  'status',
  'transportMode',
  'departure',
  'arrival',
  'nextStopPointIssue',
  'tags',
  'createdAt',
  'actions',
];

/** The row header: always shown, so every row keeps a name for assistive technology. */
export const ALWAYS_VISIBLE_ORDER_COLUMN: OrderListColumn = 'reference';

/** The filters of the list's "more filters" panel: places, dates, mean, cargo, parties, next-stop ETA state. */
export const ORDER_LIST_FURTHER_FILTERS = [
  'departureName',
  'departureTown',
  'departurePostalCode',
  'departureCountry',
  'departureFrom',
  'departureBefore',
  'arrivalName',
  'arrivalTown',
  'arrivalPostalCode',
  'arrivalCountry',
  'arrivalFrom',
  'arrivalBefore',
  'meanLabel',
  'meanMode',
  'cargoType',
  'charteredName',
  'ownerName',
  'contractNumber',
  'consignmentReference',
  'cargoDescription',
  'nextStopPointEtaState',
] as const;

/**
 * Filters of GET /orders, by the name inside `filter[…]`. A saved filter set (an "order bookmarks" setting)
 * keeps these names with the values the list sends.
 */
export const ORDER_LIST_FILTERS = [
  'status',
  'transportMode',
  'tourStatus',
  'tags',
  'search',
  'organization',
  ...ORDER_LIST_FURTHER_FILTERS,
] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

/** Rows per page the list offers ("order table hits per page"); 20 is the platform default (§9). */
export const ORDER_TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** How many orders one bulk action may name: one page of the list at its largest. */
export const MAX_BULK_ORDERS = 100;
