import type { QueryValue } from '../../app/api/api-client';
import {
  apiPaging,
  changeListQuery,
  DEFAULT_PAGE_SIZE,
  type ListSort,
  readPaging,
  readSort,
  sortParam,
  writePaging,
  writeSort,
} from '../../app/list-query';

export { PAGE_SIZES } from '../../app/list-query';

export const TAG_SORT_FIELDS = ['label', 'createdAt'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];

export interface TagsQuery {
  page: number;
  size: number;
  sort: ListSort<TagSortField>;
  search: string;
}

export const DEFAULT_TAGS_QUERY: TagsQuery = {
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: { column: 'label', direction: 'ascending' },
  search: '',
};

export function readTagsQuery(params: URLSearchParams): TagsQuery {
  return {
    ...readPaging(params),
    sort: readSort(params, TAG_SORT_FIELDS, DEFAULT_TAGS_QUERY.sort),
    search: params.get('q')?.trim() ?? '',
  };
}

export function writeTagsQuery(query: TagsQuery): URLSearchParams {
  const params = new URLSearchParams();
  writePaging(params, query);
  writeSort(params, query.sort, DEFAULT_TAGS_QUERY.sort);
  if (query.search) params.set('q', query.search);
  return params;
}

export const changeTagsQuery = changeListQuery<TagsQuery>;

export function toApiQuery(query: TagsQuery): Record<string, QueryValue> {
  return {
    ...apiPaging(query),
    sort: sortParam(query.sort),
    'filter[search]': query.search,
  };
}
