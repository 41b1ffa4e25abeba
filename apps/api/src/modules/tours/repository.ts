// The SQL for reading tours (the row of a tour's parties and pair is chartering's: tour-assignment-query.ts).
// A tour is seen by its owner and by the carrier organization it is chartered to (tours.carrier_organization_id);
// the back office sees every tour. What a tour shows of its orders is what the caller may see of them, by the
// orders' own scope. The longer queries are files of their own; this factory hands them the database.
import { type Kysely, sql } from 'kysely';
import type { PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import { valueTaken } from '../../db/value-taken';
import type { TenantScope } from '../../kernel/tenant-scope';
import { tourDetailsQuery } from '../chartering';
import { filterTours, type TourFilters, visibleTours } from './filter-tours';
import { findTourEvents } from './find-tour-events';
import { listToursPage, type TourSort } from './list-tours-page';
import { findTourOrderStops, findTourOrders, findTourStops } from './tour-lookups';

export { type TourFilters, type ToursEb, visibleTours } from './filter-tours';
export type { TourSort } from './list-tours-page';

export function createToursRepository(db: Kysely<Database>) {
  return {
    /** The tours the scope sees that match the filters, unselected: the global map (modules/tour-map) filters with it. */
    matching: (scope: TenantScope, filters: TourFilters) => filterTours(db, scope, filters),

    listPage: (scope: TenantScope, filters: TourFilters, sort: TourSort[], page: PageRequest) =>
      listToursPage(db, scope, filters, sort, page),

    /** One tour the scope sees, or undefined: another organization's tour is not there. */
    find(scope: TenantScope, id: number) {
      return tourDetailsQuery(db)
        .where((eb) => visibleTours(eb, scope))
        .where('t.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The tour of that reference the scope sees. A reference is unique per organization only, so the
     * caller's own tour wins over one chartered to it, and `organizationId` (back office) picks the owner.
     */
    findByReference(scope: TenantScope, reference: string, organizationId?: number) {
      return tourDetailsQuery(db)
        .where((eb) => visibleTours(eb, scope, organizationId))
        .where('t.reference', '=', reference)
        .orderBy(sql`t.organization_id = ${scope.organizationId}`, 'desc')
        .orderBy('t.created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    referenceExists: (organizationId: number, reference: string) =>
      valueTaken(db, { table: 'tours', column: 'reference', value: reference }, { organizationId }),

    /** Every stop of these tours, in itinerary order. */
    stopsOf: (tourIds: number[]) => findTourStops(db, tourIds),

    /** The orders of these tours the scope may see, oldest first. */
    ordersOf: (scope: TenantScope, tourIds: number[]) => findTourOrders(db, scope, tourIds),

    /** What the visible orders do at these stops. */
    orderStopsOf: (scope: TenantScope, stopIds: number[]) => findTourOrderStops(db, scope, stopIds),

    /**
     * The tour's history, oldest first, with the names its details point at. A carrier reads it from the last
     * time one of its agencies was asked (decision 0050).
     */
    eventsOf: (tour: { id: number; organization_id: number }, scope: TenantScope) =>
      findTourEvents(db, tour, scope),

    /** The caller's user-profile features and its organization's features (shipment-domain §6). */
    async callerFeatures(userId: number) {
      const row = await db
        .selectFrom('users as u')
        .innerJoin('organizations as org', 'org.id', 'u.organization_id')
        .leftJoin('user_profiles as p', 'p.id', 'u.user_profile_id')
        .select(['p.features as profile_features', 'org.features as organization_features'])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      return {
        profile: row?.profile_features ?? [],
        organization: row?.organization_features ?? [],
      };
    },
  };
}

export type ToursRepository = ReturnType<typeof createToursRepository>;
export type TourRow = NonNullable<Awaited<ReturnType<ToursRepository['find']>>>;
export type TourStopRow = Awaited<ReturnType<ToursRepository['stopsOf']>>[number];
export type TourOrderRow = Awaited<ReturnType<ToursRepository['ordersOf']>>[number];
export type OrderStopRow = Awaited<ReturnType<ToursRepository['orderStopsOf']>>[number];
export type TourEventRow = Awaited<ReturnType<ToursRepository['eventsOf']>>[number];
