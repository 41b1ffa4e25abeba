// The global map's filters live in the address bar, with the Tours page's names (status, mode, q, carrier, mean,
// from, to) so a filtered view can be shared and moved between the two pages, plus the next stop's delay state.
import { STOP_DELAY_STATES, type StopDelayState } from '@cargolens/domain/delay';
import { isGpsPositionShown, TOUR_STATUSES } from '@cargolens/domain/tours';
import type { QueryValue } from '../../app/api/api-client';
import { readList } from '../../app/list-query';
import { readToursQuery, type ToursQuery, toApiQuery, writeToursQuery } from '../tours/tours-query';

/** The map shows running tours only: its status filter offers those (shipment-domain §4). */
export const MAP_TOUR_STATUSES = TOUR_STATUSES.filter(isGpsPositionShown);
/** A whole fleet in one call (the API's largest page). */
export const MAP_PAGE_SIZE = 2000;

export interface MapToursQuery extends ToursQuery {
  delay: StopDelayState[];
}

export function readMapToursQuery(params: URLSearchParams): MapToursQuery {
  const tours = readToursQuery(params);
  return {
    ...tours,
    status: tours.status.filter((status) => (MAP_TOUR_STATUSES as readonly string[]).includes(status)),
    delay: readList(params, 'delay', STOP_DELAY_STATES) as StopDelayState[],
  };
}

export function writeMapToursQuery(query: MapToursQuery): URLSearchParams {
  const params = writeToursQuery({ ...query, view: null, page: 1 });
  // Paging and sort mean nothing on a map.
  params.delete('page');
  params.delete('size');
  params.delete('sort');
  if (query.delay.length) params.set('delay', query.delay.join(','));
  return params;
}

/** GET /api/map/tours: the Tours page's filters, the delay state, one large page. */
export function toMapApiQuery(query: MapToursQuery): Record<string, QueryValue> {
  const { include: _include, sort: _sort, ...filters } = toApiQuery(query, 'tours.orders');
  return {
    ...filters,
    'page[number]': 1,
    'page[size]': MAP_PAGE_SIZE,
    'filter[delayState]': query.delay.join(','),
  };
}
