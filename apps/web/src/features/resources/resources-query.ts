import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import type { QueryValue } from '../../app/api/api-client';
import {
  apiPaging,
  changeListQuery,
  DEFAULT_PAGE_SIZE,
  type ListSort,
  readList,
  readPaging,
  readSort,
  sortParam,
  writePaging,
  writeSort,
} from '../../app/list-query';

export { PAGE_SIZES } from '../../app/list-query';

export const RESOURCE_SORT_FIELDS = ['label', 'mode', 'externalId', 'yearOfManufacturing'] as const;
export type ResourceSortField = (typeof RESOURCE_SORT_FIELDS)[number];
export const STATUS_FILTERS = ['all', 'active', 'deactivated'] as const;

export interface ResourcesQuery {
  page: number;
  size: number;
  sort: ListSort<ResourceSortField>;
  mode: string[];
  type: string[];
  status: (typeof STATUS_FILTERS)[number];
  search: string;
}

export const DEFAULT_RESOURCES_QUERY: ResourcesQuery = {
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: { column: 'label', direction: 'ascending' },
  mode: [],
  type: [],
  status: 'all',
  search: '',
};

/** The list state lives in the address bar, like the orders list: shareable, reloadable, back-navigable. */
export function readResourcesQuery(params: URLSearchParams): ResourcesQuery {
  const status = params.get('status') as ResourcesQuery['status'];
  return {
    ...readPaging(params),
    sort: readSort(params, RESOURCE_SORT_FIELDS, DEFAULT_RESOURCES_QUERY.sort),
    mode: readList(params, 'mode', RESOURCE_MODES),
    type: readList(params, 'type', RESOURCE_TYPES),
    status: STATUS_FILTERS.includes(status) ? status : 'all',
    search: params.get('q')?.trim() ?? '',
  };
}

export function writeResourcesQuery(query: ResourcesQuery): URLSearchParams {
  const params = new URLSearchParams();
  writePaging(params, query);
  writeSort(params, query.sort, DEFAULT_RESOURCES_QUERY.sort);
  if (query.mode.length) params.set('mode', query.mode.join(','));
  if (query.type.length) params.set('type', query.type.join(','));
  if (query.status !== 'all') params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  return params;
}

/** Any change but paging goes back to the first page: the old page number means nothing for new filters. */
export const changeResourcesQuery = changeListQuery<ResourcesQuery>;

export function toApiQuery(query: ResourcesQuery): Record<string, QueryValue> {
  return {
    ...apiPaging(query),
    sort: `${sortParam(query.sort)}${query.sort.column === 'label' ? '' : ',label'}`,
    'filter[mode]': query.mode.join(','),
    'filter[type]': query.type.join(','),
    'filter[isActive]': query.status === 'all' ? undefined : String(query.status === 'active'),
    'filter[search]': query.search,
  };
}
