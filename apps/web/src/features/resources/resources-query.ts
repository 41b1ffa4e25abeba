import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import type { QueryValue } from '../../app/api/api-client';
import {
  isActiveFilter,
  readSearchedList,
  readStatus,
  type SearchedList,
  type StatusFilter,
  searchedListDefaults,
  writeSearchedList,
  writeStatus,
} from '../../app/api/searched-list-query';
import { apiPaging, changeListQuery, readList, sortParam } from '../../app/list-query';

export { STATUS_FILTERS } from '../../app/api/searched-list-query';
export { PAGE_SIZES } from '../../app/list-query';

export const RESOURCE_SORT_FIELDS = ['label', 'mode', 'externalId', 'yearOfManufacturing'] as const;
export type ResourceSortField = (typeof RESOURCE_SORT_FIELDS)[number];

export interface ResourcesQuery extends SearchedList<ResourceSortField> {
  mode: string[];
  type: string[];
  status: StatusFilter;
}

export const DEFAULT_RESOURCES_QUERY: ResourcesQuery = {
  ...searchedListDefaults<ResourceSortField>({ column: 'label', direction: 'ascending' }),
  mode: [],
  type: [],
  status: 'all',
};

/** The list state lives in the address bar, like the orders list: shareable, reloadable, back-navigable. */
export function readResourcesQuery(params: URLSearchParams): ResourcesQuery {
  return {
    ...readSearchedList(params, RESOURCE_SORT_FIELDS, DEFAULT_RESOURCES_QUERY.sort),
    mode: readList(params, 'mode', RESOURCE_MODES),
    type: readList(params, 'type', RESOURCE_TYPES),
    status: readStatus(params),
  };
}

export function writeResourcesQuery(query: ResourcesQuery): URLSearchParams {
  return writeSearchedList(query, DEFAULT_RESOURCES_QUERY.sort, (params) => {
    if (query.mode.length) params.set('mode', query.mode.join(','));
    if (query.type.length) params.set('type', query.type.join(','));
    writeStatus(params, query.status);
  });
}

/** Any change but paging goes back to the first page: the old page number means nothing for new filters. */
export const changeResourcesQuery = changeListQuery<ResourcesQuery>;

export function toApiQuery(query: ResourcesQuery): Record<string, QueryValue> {
  return {
    ...apiPaging(query),
    sort: `${sortParam(query.sort)}${query.sort.column === 'label' ? '' : ',label'}`,
    'filter[mode]': query.mode.join(','),
    'filter[type]': query.type.join(','),
    'filter[isActive]': isActiveFilter(query.status),
    'filter[search]': query.search,
  };
}
