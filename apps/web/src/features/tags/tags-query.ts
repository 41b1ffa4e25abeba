import type { QueryValue } from '../../app/api/api-client';

export const TAG_SORT_FIELDS = ['label', 'createdAt'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;

export interface TagsQuery {
  page: number;
  size: number;
  sort: { column: TagSortField; direction: 'ascending' | 'descending' };
  search: string;
}

export const DEFAULT_TAGS_QUERY: TagsQuery = {
  page: 1,
  size: DEFAULT_SIZE,
  sort: { column: 'label', direction: 'ascending' },
  search: '',
};

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const sortParam = (query: TagsQuery) =>
  `${query.sort.direction === 'descending' ? '-' : ''}${query.sort.column}`;

export function readTagsQuery(params: URLSearchParams): TagsQuery {
  const sort = params.get('sort') ?? '';
  const column = sort.replace(/^-/, '') as TagSortField;
  const size = positive(params.get('size'), DEFAULT_SIZE);
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    sort: TAG_SORT_FIELDS.includes(column)
      ? { column, direction: sort.startsWith('-') ? 'descending' : 'ascending' }
      : DEFAULT_TAGS_QUERY.sort,
    search: params.get('q')?.trim() ?? '',
  };
}

export function writeTagsQuery(query: TagsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_SIZE) params.set('size', String(query.size));
  if (sortParam(query) !== 'label') params.set('sort', sortParam(query));
  if (query.search) params.set('q', query.search);
  return params;
}

export function changeTagsQuery(query: TagsQuery, change: Partial<TagsQuery>): TagsQuery {
  const paging = Object.keys(change).every((key) => key === 'page');
  return { ...query, ...change, page: paging ? (change.page ?? query.page) : 1 };
}

export function toApiQuery(query: TagsQuery): Record<string, QueryValue> {
  return {
    'page[number]': query.page,
    'page[size]': query.size,
    sort: sortParam(query),
    'filter[search]': query.search,
  };
}
