import type { QueryValue } from '../../app/api/api-client';

export const SORT_FIELDS = ['createdAt', 'reference', 'departureDate', 'arrivalDate'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'ascending' | 'descending';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20; // platform-core.txt §9

export interface OrdersQuery {
  page: number;
  size: number;
  sort: { column: SortField; direction: SortDirection };
  status: string[];
  mode: string[];
  tags: string[];
  search: string;
}

export const DEFAULT_ORDERS_QUERY: OrdersQuery = {
  page: 1,
  size: DEFAULT_SIZE,
  sort: { column: 'createdAt', direction: 'descending' },
  status: [],
  mode: [],
  tags: [],
  search: '',
};

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The list state lives in the address bar so a view can be shared, reloaded and navigated back to. */
export function readOrdersQuery(params: URLSearchParams): OrdersQuery {
  const sort = params.get('sort') ?? '';
  const column = sort.replace(/^-/, '') as SortField;
  const size = positive(params.get('size'), DEFAULT_SIZE);
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    sort: SORT_FIELDS.includes(column)
      ? { column, direction: sort.startsWith('-') ? 'descending' : 'ascending' }
      : DEFAULT_ORDERS_QUERY.sort,
    status: list(params.get('status')),
    mode: list(params.get('mode')),
    tags: list(params.get('tags')),
    search: params.get('q')?.trim() ?? '',
  };
}

/** Only what differs from the defaults is written, to keep shared links short. */
export function writeOrdersQuery(query: OrdersQuery): URLSearchParams {
  const params = new URLSearchParams();
  const sort = sortParam(query);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_SIZE) params.set('size', String(query.size));
  if (sort !== '-createdAt') params.set('sort', sort);
  if (query.status.length) params.set('status', query.status.join(','));
  if (query.mode.length) params.set('mode', query.mode.join(','));
  if (query.tags.length) params.set('tags', query.tags.join(','));
  if (query.search) params.set('q', query.search);
  return params;
}

/** The GET /api/orders query of decision 0001. */
export function toApiQuery(query: OrdersQuery): Record<string, QueryValue> {
  return {
    'page[number]': query.page,
    'page[size]': query.size,
    sort: sortParam(query),
    'filter[status]': query.status.join(','),
    'filter[transportMode]': query.mode.join(','),
    'filter[tags]': query.tags.join(','),
    'filter[search]': query.search,
  };
}

/** Any change other than paging starts again from the first page. */
export function changeOrdersQuery(query: OrdersQuery, change: Partial<OrdersQuery>): OrdersQuery {
  const next = { ...query, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

function sortParam({ sort }: OrdersQuery): string {
  return `${sort.direction === 'descending' ? '-' : ''}${sort.column}`;
}
