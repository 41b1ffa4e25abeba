// The addresses list's state lives in the address bar, like the orders list's.
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;

export interface PlacesQuery {
  page: number;
  size: number;
  search: string;
  /** Show deactivated places too. */
  inactive: boolean;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readPlacesQuery(params: URLSearchParams): PlacesQuery {
  const size = positive(params.get('size'), DEFAULT_SIZE);
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    search: params.get('q')?.trim() ?? '',
    inactive: params.get('inactive') === '1',
  };
}

export function writePlacesQuery(query: PlacesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_SIZE) params.set('size', String(query.size));
  if (query.search) params.set('q', query.search);
  if (query.inactive) params.set('inactive', '1');
  return params;
}

/** Any change but paging goes back to the first page. */
export function changePlacesQuery(query: PlacesQuery, change: Partial<PlacesQuery>): PlacesQuery {
  const next = { ...query, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}
