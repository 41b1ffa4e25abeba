// Which tours the scope sees, and the list's filters on them. A tour is seen by its owner and by the carrier
// organization it is chartered to (tours.carrier_organization_id); the back office sees every tour. What a tour
// shows of its orders is what the caller may see of them, by the orders' own scope.
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';

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
export function visibleOrder(scope: TenantScope) {
  return scope.allOrganizations
    ? sql<boolean>`true`
    : sql<boolean>`(o.organization_id = ${scope.organizationId} OR o.carrier_organization_id = ${scope.organizationId})`;
}

/** The tours the scope sees that match the filters, unselected: the list pages them, the global map filters with it. */
export function filterTours(db: Kysely<Database>, scope: TenantScope, filters: TourFilters) {
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
  // The text filters: a tour matches one when any of its searches contains the text.
  const textFilters: Array<[string | undefined, (eb: ToursEb, pattern: string) => Expression<SqlBool>[]]> = [
    [
      filters.search,
      (eb, pattern) => [
        eb('t.reference', 'ilike', pattern),
        sql<boolean>`EXISTS (SELECT 1 FROM orders o WHERE ${ordersOfTour} AND (o.reference ILIKE ${pattern}
          OR o.client_reference ILIKE ${pattern} OR o.consignment_reference ILIKE ${pattern}))`,
      ],
    ],
    [
      filters.carrier,
      (eb, pattern) => [
        eb('t.unknown_carrier_name', 'ilike', pattern),
        sql<boolean>`EXISTS (SELECT 1 FROM organizations c WHERE c.id = t.carrier_organization_id AND c.name ILIKE ${pattern})`,
        sql<boolean>`EXISTS (SELECT 1 FROM agencies a WHERE a.id = t.carrier_agency_id AND a.name ILIKE ${pattern})`,
      ],
    ],
    [
      filters.mean,
      (eb, pattern) => [
        eb('t.vehicle', 'ilike', pattern),
        sql<boolean>`EXISTS (SELECT 1 FROM resources r WHERE r.id = t.resource_id AND r.label ILIKE ${pattern})`,
      ],
    ],
  ];
  for (const [text, searches] of textFilters) {
    if (!text) continue;
    const pattern = containsPattern(text);
    query = query.where((eb) => eb.or(searches(eb, pattern)));
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
