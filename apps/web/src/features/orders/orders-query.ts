import { ORDER_LIST_FURTHER_FILTERS, ORDER_TABLE_PAGE_SIZES } from '@cargolens/domain/orders';
import type { OrderBookmarkData } from '@cargolens/domain/settings';
import type { QueryValue } from '../../app/api/api-client';
import {
  apiPaging,
  changeListQuery,
  DEFAULT_PAGE_SIZE,
  type ListSort,
  readList,
  readSort,
  sortParam,
} from '../../app/list-query';

export const SORT_FIELDS = [
  'createdAt',
  'reference',
  'clientReference',
  'departureDate',
  'arrivalDate',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const PAGE_SIZES = ORDER_TABLE_PAGE_SIZES;
/** platform-core.txt §9; a user's saved "order table hits per page" replaces it. */
const DEFAULT_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The filters of the "more filters" panel, kept in the address bar under their API name and with the value the
 * API takes (a comma list for several choices, an ISO instant for a date).
 */
export const MORE_FILTERS = ORDER_LIST_FURTHER_FILTERS;
export type MoreFilter = (typeof MORE_FILTERS)[number];
export type MoreFilters = Partial<Record<MoreFilter, string>>;

export interface OrdersQuery {
  page: number;
  size: number;
  sort: ListSort<SortField>;
  status: string[];
  mode: string[];
  tags: string[];
  search: string;
  more: MoreFilters;
}

export const DEFAULT_ORDERS_QUERY: OrdersQuery = {
  page: 1,
  size: DEFAULT_SIZE,
  sort: { column: 'createdAt', direction: 'descending' },
  status: [],
  mode: [],
  tags: [],
  search: '',
  more: {},
};

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const isPageSize = (size: number) => (PAGE_SIZES as readonly number[]).includes(size);

/** A sort as the API spells it (`-departureDate`), from the address bar or a bookmark. */
const sortOf = (sort: string | undefined): OrdersQuery['sort'] =>
  readSort(new URLSearchParams({ sort: sort ?? '' }), SORT_FIELDS, DEFAULT_ORDERS_QUERY.sort);

function readMore(get: (name: MoreFilter) => string | null | undefined): MoreFilters {
  const more: MoreFilters = {};
  for (const name of MORE_FILTERS) {
    const value = get(name)?.trim();
    if (value) more[name] = value;
  }
  return more;
}

/**
 * The list state lives in the address bar so a view can be shared, reloaded and navigated back to. Without a
 * size in the address, the user's saved rows per page apply.
 */
export function readOrdersQuery(params: URLSearchParams, defaultSize: number = DEFAULT_SIZE): OrdersQuery {
  const fallbackSize = isPageSize(defaultSize) ? defaultSize : DEFAULT_SIZE;
  const size = positive(params.get('size'), fallbackSize);
  return {
    page: positive(params.get('page'), 1),
    size: isPageSize(size) ? size : fallbackSize,
    sort: readSort(params, SORT_FIELDS, DEFAULT_ORDERS_QUERY.sort),
    status: readList(params, 'status'),
    mode: readList(params, 'mode'),
    tags: readList(params, 'tags'),
    search: params.get('q')?.trim() ?? '',
    more: readMore((name) => params.get(name)),
  };
}

/** Only what differs from the defaults is written, to keep shared links short. */
export function writeOrdersQuery(query: OrdersQuery): URLSearchParams {
  const params = new URLSearchParams();
  const sort = sortParam(query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_SIZE) params.set('size', String(query.size));
  if (sort !== '-createdAt') params.set('sort', sort);
  if (query.status.length) params.set('status', query.status.join(','));
  if (query.mode.length) params.set('mode', query.mode.join(','));
  if (query.tags.length) params.set('tags', query.tags.join(','));
  if (query.search) params.set('q', query.search);
  for (const name of MORE_FILTERS) {
    const value = query.more[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** The GET /api/orders query of decision 0001. */
export function toApiQuery(query: OrdersQuery): Record<string, QueryValue> {
  const api: Record<string, QueryValue> = {
    ...apiPaging(query),
    sort: sortParam(query.sort),
    'filter[status]': query.status.join(','),
    'filter[transportMode]': query.mode.join(','),
    'filter[tags]': query.tags.join(','),
    'filter[search]': query.search,
  };
  for (const name of MORE_FILTERS) api[`filter[${name}]`] = query.more[name] ?? '';
  return api;
}

/** Any change other than paging starts again from the first page. */
export const changeOrdersQuery = changeListQuery<OrdersQuery>;

/** How many filters are set, the search included. */
export function filterCount(query: OrdersQuery): number {
  return (
    query.status.length +
    query.mode.length +
    query.tags.length +
    (query.search ? 1 : 0) +
    Object.keys(query.more).length
  );
}

/** The list's filters and sort as an "order bookmarks" setting keeps them: API names, API values. */
export function bookmarkOf(query: OrdersQuery): OrderBookmarkData {
  const filters: OrderBookmarkData['filters'] = { ...query.more };
  if (query.status.length) filters.status = query.status.join(',');
  if (query.mode.length) filters.transportMode = query.mode.join(',');
  if (query.tags.length) filters.tags = query.tags.join(',');
  if (query.search) filters.search = query.search;
  return { filters, sort: sortParam(query.sort) };
}

/** The list a bookmark describes, from its first page, at the rows per page in use. */
export function queryOfBookmark(bookmark: OrderBookmarkData, size: number): OrdersQuery {
  const { filters } = bookmark;
  const lists = new URLSearchParams({
    status: filters.status ?? '',
    mode: filters.transportMode ?? '',
    tags: filters.tags ?? '',
  });
  return {
    page: 1,
    size,
    sort: sortOf(bookmark.sort),
    status: readList(lists, 'status'),
    mode: readList(lists, 'mode'),
    tags: readList(lists, 'tags'),
    search: filters.search?.trim() ?? '',
    more: readMore((name) => filters[name]),
  };
}
