import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import type { QueryValue } from '../../app/api/api-client';

export const RESOURCE_SORT_FIELDS = ['label', 'mode', 'externalId', 'yearOfManufacturing'] as const;
export type ResourceSortField = (typeof RESOURCE_SORT_FIELDS)[number];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;
export const STATUS_FILTERS = ['all', 'active', 'deactivated'] as const;

export interface ResourcesQuery {
  page: number;
  size: number;
  sort: { column: ResourceSortField; direction: 'ascending' | 'descending' };
  mode: string[];
  type: string[];
  status: (typeof STATUS_FILTERS)[number];
  search: string;
}

export const DEFAULT_RESOURCES_QUERY: ResourcesQuery = {
  page: 1,
  size: DEFAULT_SIZE,
  sort: { column: 'label', direction: 'ascending' },
  mode: [],
  type: [],
  status: 'all',
  search: '',
};

const listOf = (value: string | null, allowed: readonly string[]) =>
  (value ?? '').split(',').filter((item) => allowed.includes(item));
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The list state lives in the address bar, like the orders list: shareable, reloadable, back-navigable. */
export function readResourcesQuery(params: URLSearchParams): ResourcesQuery {
  const sort = params.get('sort') ?? '';
  const column = sort.replace(/^-/, '') as ResourceSortField;
  const size = positive(params.get('size'), DEFAULT_SIZE);
  const status = params.get('status') as ResourcesQuery['status'];
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    sort: RESOURCE_SORT_FIELDS.includes(column)
      ? { column, direction: sort.startsWith('-') ? 'descending' : 'ascending' }
      : DEFAULT_RESOURCES_QUERY.sort,
    mode: listOf(params.get('mode'), RESOURCE_MODES),
    type: listOf(params.get('type'), RESOURCE_TYPES),
    status: STATUS_FILTERS.includes(status) ? status : 'all',
    search: params.get('q')?.trim() ?? '',
  };
}

const sortParam = (query: ResourcesQuery) =>
  `${query.sort.direction === 'descending' ? '-' : ''}${query.sort.column}`;

export function writeResourcesQuery(query: ResourcesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_SIZE) params.set('size', String(query.size));
  if (sortParam(query) !== 'label') params.set('sort', sortParam(query));
  if (query.mode.length) params.set('mode', query.mode.join(','));
  if (query.type.length) params.set('type', query.type.join(','));
  if (query.status !== 'all') params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  return params;
}

/** Any change but paging goes back to the first page: the old page number means nothing for new filters. */
export function changeResourcesQuery(query: ResourcesQuery, change: Partial<ResourcesQuery>): ResourcesQuery {
  const paging = Object.keys(change).every((key) => key === 'page');
  return { ...query, ...change, page: paging ? (change.page ?? query.page) : 1 };
}

export function toApiQuery(query: ResourcesQuery): Record<string, QueryValue> {
  return {
    'page[number]': query.page,
    'page[size]': query.size,
    sort: `${sortParam(query)}${query.sort.column === 'label' ? '' : ',label'}`,
    'filter[mode]': query.mode.join(','),
    'filter[type]': query.type.join(','),
    'filter[isActive]': query.status === 'all' ? undefined : String(query.status === 'active'),
    'filter[search]': query.search,
  };
}
