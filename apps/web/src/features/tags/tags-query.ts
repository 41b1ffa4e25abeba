import type { QueryValue } from '../../app/api/api-client';
import {
  readSearchedList,
  type SearchedList,
  searchedListDefaults,
  writeSearchedList,
} from '../../app/api/searched-list-query';
import { apiPaging, changeListQuery, sortParam } from '../../app/list-query';

export { PAGE_SIZES } from '../../app/list-query';

export const TAG_SORT_FIELDS = ['label', 'createdAt'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];

export type TagsQuery = SearchedList<TagSortField>;

export const DEFAULT_TAGS_QUERY: TagsQuery = searchedListDefaults({
  column: 'label',
  direction: 'ascending',
});

export function readTagsQuery(params: URLSearchParams): TagsQuery {
  return readSearchedList(params, TAG_SORT_FIELDS, DEFAULT_TAGS_QUERY.sort);
}

export function writeTagsQuery(query: TagsQuery): URLSearchParams {
  return writeSearchedList(query, DEFAULT_TAGS_QUERY.sort);
}

export const changeTagsQuery = changeListQuery<TagsQuery>;

export function toApiQuery(query: TagsQuery): Record<string, QueryValue> {
  return {
    ...apiPaging(query),
    sort: sortParam(query.sort),
    'filter[search]': query.search,
  };
}
