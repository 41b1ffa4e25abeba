// The only SQL of the maps (decision 0145). The global map reads the tours the caller sees through the Tours
// page's own filter query, joined to each truck's one latest-position row, so a fleet of thousands is one
// indexed read and never a scan of the positions. Next and last stops are what the tracking worker stored
// (is_next_stop, is_done: decision 0065), never re-derived here.
import { type Kysely, sql } from 'kysely';
import type { PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { ToursRepository } from '../tours';
import { listMapTours, type MapTourFilters } from './list-map-tours';

export type { MapTourFilters } from './list-map-tours';

export function createTourMapRepository(db: Kysely<Database>, matching: ToursRepository['matching']) {
  return {
    mapTours: (scope: TenantScope, filters: MapTourFilters, page: PageRequest) =>
      listMapTours(matching, scope, filters, page),

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
