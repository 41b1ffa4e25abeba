// The only SQL of the maps (decision 0145). The global map reads the tours the caller sees through the Tours
// page's own filter query, joined to each truck's one latest-position row, so a fleet of thousands is one
// indexed read and never a scan of the positions. Next and last stops are what the tracking worker stored
// (is_next_stop, is_done: decision 0065), never re-derived here.
import { type Kysely, sql } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { TourFilters, ToursRepository } from '../tours';

export interface MapTourFilters extends TourFilters {
  /** Tours shown: the statuses the truck's position is shown in (isGpsPositionShown). */
  statuses: string[];
  /** ETA statuses of the next stop; null stands for a next stop without one, or no next stop. */
  nextStopEtaStatuses?: { statuses: string[]; orNone: boolean };
}

export function createTourMapRepository(db: Kysely<Database>, matching: ToursRepository['matching']) {
  return {
    async mapTours(scope: TenantScope, filters: MapTourFilters, page: PageRequest) {
      const { nextStopEtaStatuses: wanted, ...tourFilters } = filters;
      const base = matching(scope, tourFilters)
        .where('t.resource_id', 'is not', null)
        .leftJoin('stops as ns', (join) =>
          join.onRef('ns.tour_id', '=', 't.id').on('ns.is_next_stop', '=', true),
        );
      const matched = wanted
        ? base.where((eb) =>
            eb.or([
              eb('ns.eta_status', 'in', wanted.statuses.length ? wanted.statuses : ['']),
              ...(wanted.orNone ? [eb('ns.eta_status', 'is', null)] : []),
            ]),
          )
        : base;
      const rows = matched
        .innerJoin('resources as mean', 'mean.id', 't.resource_id')
        .innerJoin('organizations as owner', 'owner.id', 't.organization_id')
        .leftJoin('organizations as carrier', 'carrier.id', 't.carrier_organization_id')
        .leftJoin('latest_positions as lp', 'lp.resource_id', 't.resource_id')
        .select([
          't.id',
          't.reference',
          't.status',
          'owner.name as owner_name',
          sql<string | null>`coalesce(carrier.name, t.unknown_carrier_name)`.as('chartered_name'),
          'mean.label as mean_label',
          'lp.lat',
          'lp.lng',
          'lp.recorded_at',
          'ns.name as next_name',
          'ns.town as next_town',
          'ns.country as next_country',
          'ns.timezone as next_timezone',
          'ns.planned_start as next_planned_start',
          'ns.planned_end as next_planned_end',
          // The ETA the stop shows, stored beside the delay status judged on it (decision 0224).
          'ns.shown_eta as next_eta',
          'ns.eta_status as next_eta_status',
        ])
        .orderBy('t.id');
      return fetchPage(rows, matched.select('t.id'), page);
    },

    /** The last stop done of each tour, by itinerary order. */
    async lastStopsOf(tourIds: number[]) {
      if (tourIds.length === 0) return [];
      return db
        .selectFrom('stops')
        .distinctOn('tour_id')
        .select(['tour_id', 'name', 'town', 'country', 'timezone', 'arrived_at'])
        .where('tour_id', 'in', tourIds)
        .where('is_done', '=', true)
        .orderBy('tour_id')
        .orderBy('sequence', 'desc')
        .execute();
    },

    /** The order's tour and paired resource, when the scope sees the order (owned or carried). */
    orderTour(scope: TenantScope, orderId: number) {
      let query = db
        .selectFrom('orders as o')
        .leftJoin('tours as t', 't.id', 'o.tour_id')
        .leftJoin('resources as mean', 'mean.id', 't.resource_id')
        .select([
          'o.id',
          't.id as tour_id',
          't.status',
          't.start_at',
          't.resource_id',
          'mean.label as mean_label',
        ])
        .where('o.id', '=', orderId);
      if (!scope.allOrganizations)
        query = query.where((eb) =>
          eb.or([
            eb('o.organization_id', '=', scope.organizationId),
            eb('o.carrier_organization_id', '=', scope.organizationId),
          ]),
        );
      return query.executeTakeFirst();
    },

    /** When a tour's stops were planned and reached: the bounds of its time span. */
    spanOf(tourId: number) {
      return db
        .selectFrom('stops')
        .select([
          sql<Date | null>`min(coalesce(planned_start, planned_end))`.as('first_planned'),
          sql<Date | null>`min(arrived_at)`.as('first_arrival'),
          sql<Date | null>`max(coalesce(left_at, arrived_at))`.as('last_departure'),
        ])
        .where('tour_id', '=', tourId)
        .executeTakeFirstOrThrow();
    },

    /** The newest `limit` positions of a resource in [from, to], oldest first. */
    async trackOf(resourceId: number, from: Date, to: Date, limit: number) {
      const newestFirst = await db
        .selectFrom('positions')
        .select(['recorded_at', 'lat', 'lng'])
        .where('resource_id', '=', resourceId)
        .where('recorded_at', '>=', from)
        .where('recorded_at', '<=', to)
        .orderBy('recorded_at', 'desc')
        .limit(limit)
        .execute();
      return newestFirst.reverse();
    },

    latestOf(resourceId: number) {
      return db
        .selectFrom('latest_positions')
        .select(['recorded_at', 'lat', 'lng', 'speed'])
        .where('resource_id', '=', resourceId)
        .executeTakeFirst();
    },
  };
}

export type TourMapRepository = ReturnType<typeof createTourMapRepository>;
export type MapTourRow = Awaited<ReturnType<TourMapRepository['mapTours']>>['items'][number];
export type LastStopRow = Awaited<ReturnType<TourMapRepository['lastStopsOf']>>[number];
