// The addresses list's state lives in the address bar, like the orders list's.
import { changeListQuery, readPaging, writePaging } from '../../app/list-query';

export { PAGE_SIZES } from '../../app/list-query';

export interface PlacesQuery {
  page: number;
  size: number;
  search: string;
  /** Show deactivated places too. */
  inactive: boolean;
}

export function readPlacesQuery(params: URLSearchParams): PlacesQuery {
  return {
    ...readPaging(params),
    search: params.get('q')?.trim() ?? '',
    inactive: params.get('inactive') === '1',
  };
}

export function writePlacesQuery(query: PlacesQuery): URLSearchParams {
  const params = new URLSearchParams();
  writePaging(params, query);
  if (query.search) params.set('q', query.search);
  if (query.inactive) params.set('inactive', '1');
  return params;
}

/** Any change but paging goes back to the first page. */
export const changePlacesQuery = changeListQuery<PlacesQuery>;
