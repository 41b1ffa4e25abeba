// The Tours page's state lives in the address bar, like the orders list's: the view, the filters, the sort
// and the page can be shared, reloaded and navigated back to.

import { DEFAULT_TOURS_VIEW, isToursView, type ToursView } from '@cargolens/domain/settings';
import { TOUR_STATUSES } from '@cargolens/domain/tours';
import type { QueryValue } from '../../app/api/api-client';
import {
  apiPaging,
  changeListQuery,
  type ListSort,
  type Paging,
  readList,
  readPaging,
  readSort,
  sortParam,
  writePaging,
  writeSort,
} from '../../app/list-query';
import { FILTER_MODES } from '../orders/status-display';

export { DEFAULT_TOURS_VIEW, TOURS_VIEWS, type ToursView } from '@cargolens/domain/settings';

export const TOUR_SORT_FIELDS = ['reference', 'startAt', 'createdAt'] as const;
export type TourSortField = (typeof TOUR_SORT_FIELDS)[number];
const DEFAULT_SORT: ListSort<TourSortField> = { column: 'createdAt', direction: 'descending' };

export interface ToursQuery extends Paging {
  /** The view chosen in the address bar; null follows the user's setting. */
  view: ToursView | null;
  sort: ListSort<TourSortField>;
  status: string[];
  mode: string[];
  search: string;
  carrier: string;
  mean: string;
  /** Days (YYYY-MM-DD) a stop must be planned between. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');
const text = (value: string | null) => value?.trim() ?? '';

/** The view to show: the one in the address bar, else the user's setting, else tours.orders. */
export function effectiveView(query: ToursQuery, setting: string | null | undefined): ToursView {
  if (query.view) return query.view;
  return isToursView(setting) ? setting : DEFAULT_TOURS_VIEW;
}

export function readToursQuery(params: URLSearchParams): ToursQuery {
  const view = params.get('view');
  return {
    ...readPaging(params),
    view: isToursView(view) ? view : null,
    sort: readSort(params, TOUR_SORT_FIELDS, DEFAULT_SORT),
    status: readList(params, 'status', TOUR_STATUSES),
    mode: readList(params, 'mode', FILTER_MODES),
    search: text(params.get('q')),
    carrier: text(params.get('carrier')),
    mean: text(params.get('mean')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function writeToursQuery(query: ToursQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.view) params.set('view', query.view);
  writePaging(params, query);
  writeSort(params, query.sort, DEFAULT_SORT);
  if (query.status.length) params.set('status', query.status.join(','));
  if (query.mode.length) params.set('mode', query.mode.join(','));
  if (query.search) params.set('q', query.search);
  if (query.carrier) params.set('carrier', query.carrier);
  if (query.mean) params.set('mean', query.mean);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

export const changeToursQuery = changeListQuery<ToursQuery>;

/** A day's bounds in the browser's time zone, as the instants the API filters on. */
function dayStart(value: string): string | undefined {
  return value ? new Date(`${value}T00:00:00`).toISOString() : undefined;
}
function dayEnd(value: string): string | undefined {
  return value ? new Date(`${value}T23:59:59.999`).toISOString() : undefined;
}

/** GET /api/tours (decision 0045): the view is the include. */
export function toApiQuery(query: ToursQuery, view: ToursView): Record<string, QueryValue> {
  return {
    ...apiPaging(query),
    sort: sortParam(query.sort),
    include: view === 'tours.orders' ? 'orders' : 'stops',
    'filter[status]': query.status.join(','),
    'filter[transportMode]': query.mode.join(','),
    'filter[search]': query.search,
    'filter[carrier]': query.carrier,
    'filter[mean]': query.mean,
    'filter[from]': dayStart(query.from),
    'filter[to]': dayEnd(query.to),
  };
}
