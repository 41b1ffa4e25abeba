// The address-bar state every paged list shares (page, page size, sort, comma lists): read leniently, so a
// hand-edited or outdated link falls back to defaults instead of failing, and written only where it differs
// from the defaults, so shared links stay short.

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20; // platform-core.txt §9

export type SortDirection = 'ascending' | 'descending';
export interface ListSort<F extends string> {
  column: F;
  direction: SortDirection;
}

export interface Paging {
  page: number;
  size: number;
}

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readPaging(params: URLSearchParams): Paging {
  const size = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writePaging(params: URLSearchParams, paging: Paging): void {
  if (paging.page !== 1) params.set('page', String(paging.page));
  if (paging.size !== DEFAULT_PAGE_SIZE) params.set('size', String(paging.size));
}

/** The administration tabs' default order. */
export const BY_NAME: ListSort<'name'> = { column: 'name', direction: 'ascending' };

/** `sort=-createdAt` as the API spells it. */
export function sortParam<F extends string>(sort: ListSort<F>): string {
  return `${sort.direction === 'descending' ? '-' : ''}${sort.column}`;
}

export function readSort<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  fallback: ListSort<F>,
): ListSort<F> {
  const raw = params.get('sort') ?? '';
  const column = raw.replace(/^-/, '') as F;
  if (!fields.includes(column)) return fallback;
  return { column, direction: raw.startsWith('-') ? 'descending' : 'ascending' };
}

/** A comma list from the address bar; with `allowed`, unknown items are dropped. */
export function readList(params: URLSearchParams, name: string, allowed?: readonly string[]): string[] {
  const items = (params.get(name) ?? '').split(',').filter(Boolean);
  return allowed ? items.filter((item) => allowed.includes(item)) : items;
}

/** Any change but paging starts again from the first page: the old page number means nothing for it. */
export function changeListQuery<Q extends Paging>(query: Q, change: Partial<Q>): Q {
  const next = { ...query, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** `sort` in the address bar, unless it is the list's default order. */
export function writeSort<F extends string>(
  params: URLSearchParams,
  sort: ListSort<F>,
  fallback: ListSort<F>,
): void {
  if (sortParam(sort) !== sortParam(fallback)) params.set('sort', sortParam(sort));
}

/** A page of a list as the API asks for it (JSON:API `page[number]` and `page[size]`). */
export function apiPaging(paging: Paging): { 'page[number]': number; 'page[size]': number } {
  return { 'page[number]': paging.page, 'page[size]': paging.size };
}
