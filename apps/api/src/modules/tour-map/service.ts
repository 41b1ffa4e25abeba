// The maps' use cases (decision 0145), over internal ids (decision 0222). What "recent", "shown" and "late" mean is the domain's: gpsRecency,
// isGpsPositionShown and stopDelayState are called here, never re-derived in SQL or in the web app.
import { ETA_STATUSES, gpsRecency, type StopDelayState, stopDelayState } from '@cargolens/domain/delay';
import { AppError } from '@cargolens/domain/errors';
import { isGpsPositionShown, isTourFinished, TOUR_STATUSES } from '@cargolens/domain/tours';
import type { PageRequest } from '../../db/paging';
import { organizationFilterId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { TourFilters } from '../tours';
import type { TourMapRepository } from './repository';
import { TRACK_POINTS_MAX } from './schemas';

const DAY_MS = 86_400_000;
/** The tours whose trucks the map shows: running ones (shipment-domain §4). */
const SHOWN_STATUSES = TOUR_STATUSES.filter(isGpsPositionShown);

export interface MapToursInput {
  filters: Omit<TourFilters, 'organizationId'> & { organization?: number; delayStates?: StopDelayState[] };
  page: PageRequest;
}

/** The ETA statuses whose delay state is among `states` (the domain's mapping, read the other way). */
function etaStatusesOf(states: StopDelayState[]) {
  return {
    statuses: ETA_STATUSES.filter((status) => states.includes(stopDelayState(status))),
    // A next stop without a status, or no next stop at all, has no usable ETA.
    orNone: states.includes(stopDelayState(null)),
  };
}

export function createTourMapService(repository: TourMapRepository, clock: () => number = Date.now) {
  return {
    async mapTours(scope: TenantScope, input: MapToursInput) {
      const { organization, delayStates, statuses, ...filters } = input.filters;
      const now = new Date(clock());
      const shown = statuses ? SHOWN_STATUSES.filter((s) => statuses.includes(s)) : [...SHOWN_STATUSES];
      // Only tours that are not running were asked for: none of them is on the map.
      if (shown.length === 0) return { total: 0, items: [] };
      const { items, total } = await repository.mapTours(
        scope,
        {
          ...filters,
          organizationId: organizationFilterId(scope, organization),
          statuses: shown,
          ...(delayStates ? { nextStopEtaStatuses: etaStatusesOf(delayStates) } : {}),
        },
        input.page,
      );
      const lastStops = new Map(
        (await repository.lastStopsOf(items.map((row) => row.id))).map((stop) => [stop.tour_id, stop]),
      );
      return {
        total,
        items: items.map((row) => ({
          ...row,
          recency: gpsRecency(row.recorded_at, now),
          lastStop: lastStops.get(row.id) ?? null,
        })),
      };
    },

    /**
     * The order's tour's resource positions over the tour's time span: from the earliest of its start, its
     * first planned stop and its first arrival, to the last departure of a finished tour, or now.
     */
    async orderTrack(scope: TenantScope, orderId: number) {
      const order = await repository.orderTour(scope, orderId);
      if (!order) throw new AppError('http.not_found', { detail: 'Order not found' });
      const now = new Date(clock());
      const none = { order, from: null, to: null, points: [], truncated: false, position: null };
      if (order.tour_id === null || order.resource_id === null)
        return { ...none, recency: gpsRecency(null, now) };
      const span = await repository.spanOf(order.tour_id);
      const to = (isTourFinished(order.status) && span.last_departure) || now;
      const starts = [order.start_at, span.first_planned, span.first_arrival].filter(
        (date): date is Date => date !== null,
      );
      const from = starts.length
        ? new Date(Math.min(...starts.map((date) => date.getTime())))
        : new Date(to.getTime() - DAY_MS);
      const [points, latest] = await Promise.all([
        from <= to ? repository.trackOf(order.resource_id, from, to, TRACK_POINTS_MAX + 1) : [],
        repository.latestOf(order.resource_id),
      ]);
      const truncated = points.length > TRACK_POINTS_MAX;
      const position = latest && isGpsPositionShown(order.status) ? latest : null;
      return {
        order,
        from,
        to,
        points: truncated ? points.slice(1) : points,
        truncated,
        position,
        recency: gpsRecency(position?.recorded_at, now),
      };
    },
  };
}

export type TourMapService = ReturnType<typeof createTourMapService>;
export type MapTourItem = Awaited<ReturnType<TourMapService['mapTours']>>['items'][number];
export type OrderTrack = Awaited<ReturnType<TourMapService['orderTrack']>>;
