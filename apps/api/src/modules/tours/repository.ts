// The SQL for reading tours (the row of a tour's parties and pair is chartering's: tour-assignment-query.ts).
// A tour is seen by its owner and by the carrier organization it is chartered to (tours.carrier_organization_id);
// the back office sees every tour. What a tour shows of its orders is what the caller may see of them, by the
// orders' own scope.
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';
import { tourDetailsQuery } from '../chartering';

export interface TourSort {
  field: 'createdAt' | 'reference' | 'startAt' | 'status';
  direction: 'asc' | 'desc';
}

export interface TourFilters {
  statuses?: string[];
  transportModes?: string[];
  charteringStatuses?: string[];
  pairingStatuses?: string[];
  search?: string;
  carrier?: string;
  mean?: string;
  from?: Date;
  to?: Date;
  organizationId?: number;
}

const SORT_COLUMNS = {
  createdAt: { column: 't.created_at', nullable: false },
  reference: { column: 't.reference', nullable: false },
  startAt: { column: 't.start_at', nullable: true },
  status: { column: 't.status', nullable: false },
} as const;

export type ToursEb = ExpressionBuilder<Database & { t: Database['tours'] }, 't'>;

export function visibleTours(eb: ToursEb, scope: TenantScope, organizationId?: number) {
  if (scope.allOrganizations)
    return organizationId === undefined ? eb.lit(true) : eb('t.organization_id', '=', organizationId);
  // A carrier sees the tours chartered to it as well as its own, and nothing else of the shipper's.
  return eb.or([
    eb('t.organization_id', '=', scope.organizationId),
    eb('t.carrier_organization_id', '=', scope.organizationId),
  ]);
}

/** The orders scope (decision 0004): owned, or carried by the caller. */
function visibleOrder(scope: TenantScope) {
  return scope.allOrganizations
    ? sql<boolean>`true`
    : sql<boolean>`(o.organization_id = ${scope.organizationId} OR o.carrier_organization_id = ${scope.organizationId})`;
}

export function createToursRepository(db: Kysely<Database>) {
  function matching(scope: TenantScope, filters: TourFilters) {
    let query = db.selectFrom('tours as t').where((eb) => visibleTours(eb, scope, filters.organizationId));
    if (filters.statuses) query = query.where('t.status', 'in', filters.statuses as never[]);
    if (filters.charteringStatuses)
      query = query.where('t.chartering_status', 'in', filters.charteringStatuses as never[]);
    if (filters.pairingStatuses) query = query.where('t.pairing_status', 'in', filters.pairingStatuses);
    const ordersOfTour = sql<boolean>`o.tour_id = t.id AND ${visibleOrder(scope)}`;
    if (filters.transportModes) {
      const modes = filters.transportModes;
      query = query.where(
        sql<boolean>`EXISTS (SELECT 1 FROM orders o WHERE ${ordersOfTour} AND o.transport_mode = ANY(${modes}::text[]))`,
      );
    }
    if (filters.search) {
      const pattern = containsPattern(filters.search);
      query = query.where((eb) =>
        eb.or([
          eb('t.reference', 'ilike', pattern),
          sql<boolean>`EXISTS (SELECT 1 FROM orders o WHERE ${ordersOfTour} AND (o.reference ILIKE ${pattern}
            OR o.client_reference ILIKE ${pattern} OR o.consignment_reference ILIKE ${pattern}))`,
        ]),
      );
    }
    if (filters.carrier) {
      const pattern = containsPattern(filters.carrier);
      query = query.where((eb) =>
        eb.or([
          eb('t.unknown_carrier_name', 'ilike', pattern),
          sql<boolean>`EXISTS (SELECT 1 FROM organizations c WHERE c.id = t.carrier_organization_id AND c.name ILIKE ${pattern})`,
          sql<boolean>`EXISTS (SELECT 1 FROM agencies a WHERE a.id = t.carrier_agency_id AND a.name ILIKE ${pattern})`,
        ]),
      );
    }
    if (filters.mean) {
      const pattern = containsPattern(filters.mean);
      query = query.where((eb) =>
        eb.or([
          eb('t.vehicle', 'ilike', pattern),
          sql<boolean>`EXISTS (SELECT 1 FROM resources r WHERE r.id = t.resource_id AND r.label ILIKE ${pattern})`,
        ]),
      );
    }
    if (filters.from || filters.to) {
      // A tour is in the period when one of its stops is planned in it (an open window counts by its one end).
      const from = filters.from ?? null;
      const to = filters.to ?? null;
      query = query.where(
        sql<boolean>`EXISTS (SELECT 1 FROM stops s WHERE s.tour_id = t.id
          AND (${from}::timestamptz IS NULL OR coalesce(s.planned_end, s.planned_start) >= ${from}::timestamptz)
          AND (${to}::timestamptz IS NULL OR coalesce(s.planned_start, s.planned_end) <= ${to}::timestamptz))`,
      );
    }
    return query;
  }

  return {
    /** The tours the scope sees that match the filters, unselected: the global map (modules/tour-map) filters with it. */
    matching,

    async listPage(scope: TenantScope, filters: TourFilters, sort: TourSort[], page: PageRequest) {
      const base = matching(scope, filters);
      let sorted = base.select('t.id');
      for (const s of sort) {
        const { column, nullable } = SORT_COLUMNS[s.field];
        // Tours without a start go last both ways.
        sorted = sorted.orderBy(column, (ob) => {
          const directed = s.direction === 'desc' ? ob.desc() : ob.asc();
          return nullable ? directed.nullsLast() : directed;
        });
      }
      const { items, total } = await fetchPage(
        sorted.orderBy('t.id', sort[0]?.direction ?? 'desc'),
        base,
        page,
      );
      // The page's details by key, in the page's order.
      const ids = items.map((row) => row.id);
      const rows = ids.length ? await tourDetailsQuery(db).where('t.id', 'in', ids).execute() : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { tours: ids.flatMap((id) => byId.get(id) ?? []), total };
    },

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

    async referenceExists(organizationId: number, reference: string): Promise<boolean> {
      const row = await db
        .selectFrom('tours')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every stop of these tours, in itinerary order. */
    stopsOf(tourIds: number[]) {
      if (tourIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('stops')
        .selectAll()
        .where('tour_id', 'in', tourIds)
        .orderBy('tour_id')
        .orderBy('sequence')
        .execute();
    },

    /** The orders of these tours the scope may see, oldest first. */
    ordersOf(scope: TenantScope, tourIds: number[]) {
      if (tourIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('orders as o')
        .select([
          'o.id',
          'o.tour_id',
          'o.reference',
          'o.client_reference',
          'o.consignment_reference',
          'o.current_status',
          'o.transport_mode',
          'o.loading_stop_id',
          'o.delivery_stop_id',
          'o.created_at',
        ])
        .where('o.tour_id', 'in', tourIds)
        .where(visibleOrder(scope))
        .orderBy('o.created_at')
        .orderBy('o.id')
        .execute();
    },

    /** What the visible orders do at these stops. */
    orderStopsOf(scope: TenantScope, stopIds: number[]) {
      if (stopIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_stops as os')
        .innerJoin('orders as o', 'o.id', 'os.order_id')
        .select(['os.stop_id', 'os.order_id', 'os.activity', 'o.reference'])
        .where('os.stop_id', 'in', stopIds)
        .where(visibleOrder(scope))
        .orderBy('os.stop_id')
        .orderBy('o.reference')
        .execute();
    },

    /**
     * The tour's history, oldest first, with the names its details point at. A carrier reads it from the last
     * time one of its agencies was asked: the shipper's dealings with other carriers are none of its business
     * (decision 0050).
     */
    eventsOf(tour: { id: number; organization_id: number }, scope: TenantScope) {
      const idIn = (key: string, alias = 'e') =>
        sql<number | null>`CASE WHEN ${sql.ref(`${alias}.details`)}->>${key} ~ '^[0-9]{1,9}$'
          THEN (${sql.ref(`${alias}.details`)}->>${key})::int END`;
      const carrierSince =
        scope.allOrganizations || tour.organization_id === scope.organizationId
          ? null
          : db
              .selectFrom('tour_events as asked')
              .innerJoin('agencies as aa', (join) =>
                join.on(sql<boolean>`aa.id = ${idIn('agencyId', 'asked')}`),
              )
              .select((eb) => eb.fn.coalesce(eb.fn.max('asked.id'), sql<number>`0`).as('since'))
              .where('asked.tour_id', '=', tour.id)
              .where('asked.name', '=', 'chartering_requested')
              .where('aa.organization_id', '=', scope.organizationId);
      let query = db
        .selectFrom('tour_events as e')
        .leftJoin('users as u', 'u.id', 'e.user_id')
        .leftJoin('organizations as actor', 'actor.id', 'e.actor_organization_id')
        .leftJoin('agencies as a', (join) => join.on(sql<boolean>`a.id = ${idIn('agencyId')}`))
        .leftJoin('resources as r', (join) => join.on(sql<boolean>`r.id = ${idIn('resourceId')}`))
        .select([
          'e.id',
          'e.name',
          'e.occurred_at',
          'e.details',
          sql<string | null>`nullif(concat_ws(' ', u.firstname, u.lastname), '')`.as('user_name'),
          'actor.name as actor_organization_name',
          'a.name as agency_name',
          'r.label as resource_label',
        ])
        .where('e.tour_id', '=', tour.id)
        .orderBy('e.occurred_at')
        .orderBy('e.id');
      if (carrierSince) query = query.where('e.id', '>=', carrierSince);
      return query.execute();
    },

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
