// The address-bar state of an administration list (tags, users, resources): paging, sort and the search
// (`q`), with the list's own filters written between the sort and the search; and the active/deactivated
// filter the users and resources lists share, as the API filters it (`filter[isActive]`).
import {
  DEFAULT_PAGE_SIZE,
  type ListSort,
  type Paging,
  readPaging,
  readSort,
  writePaging,
  writeSort,
} from '../list-query';

export interface SearchedList<F extends string> extends Paging {
  sort: ListSort<F>;
  search: string;
}

/** The first page of a list, at the default size, in its default order, unsearched. */
export function searchedListDefaults<F extends string>(sort: ListSort<F>): SearchedList<F> {
  return { page: 1, size: DEFAULT_PAGE_SIZE, sort, search: '' };
}

export function readSearchedList<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  fallback: ListSort<F>,
): SearchedList<F> {
  return {
    ...readPaging(params),
    sort: readSort(params, fields, fallback),
    search: params.get('q')?.trim() ?? '',
  };
}

/** Only what differs from the defaults is written, the list's own filters (`filters`) before the search. */
export function writeSearchedList<F extends string>(
  query: SearchedList<F>,
  fallback: ListSort<F>,
  filters: (params: URLSearchParams) => void = () => undefined,
): URLSearchParams {
  const params = new URLSearchParams();
  writePaging(params, query);
  writeSort(params, query.sort, fallback);
  filters(params);
  if (query.search) params.set('q', query.search);
  return params;
}

export const STATUS_FILTERS = ['all', 'active', 'deactivated'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function readStatus(params: URLSearchParams): StatusFilter {
  const status = params.get('status') as StatusFilter;
  return STATUS_FILTERS.includes(status) ? status : 'all';
}

export function writeStatus(params: URLSearchParams, status: StatusFilter): void {
  if (status !== 'all') params.set('status', status);
}

/** `filter[isActive]`: nothing for every item. */
export function isActiveFilter(status: StatusFilter): string | undefined {
  return status === 'all' ? undefined : String(status === 'active');
}
