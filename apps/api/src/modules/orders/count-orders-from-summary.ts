// The list's count from order_counts (migration 0003, kept by triggers in the writing transaction): a few rows
// per tenant instead of every matching order, when the filters are all among what it is keyed on.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { OrderFilters } from './filter-orders';
import type { ResolvedIds } from './resolve-filter-names';

/** What order_counts is keyed on (migrations 0003, 0016): any other filter needs the rows. */
const COUNTED_FILTERS: ReadonlySet<string> = new Set([
  'statuses',
  'transportModes',
  'tourStatuses',
  'organizationId',
]);

/** The ordering party is the counters' organization, once its name resolved to a list of ids. */
export function countableFromSummary(
  filters: OrderFilters,
  tagIdGroups: number[][],
  resolved: ResolvedIds,
): boolean {
  return (
    tagIdGroups.length === 0 &&
    Object.entries(filters).every(
      ([name, value]) =>
        value === undefined ||
        COUNTED_FILTERS.has(name) ||
        (name === 'ownerName' && Array.isArray(resolved.ownerIds)),
    )
  );
}

/** Same scope rules as scopeOrders. */
export async function countOrdersFromSummary(
  db: Kysely<Database>,
  scope: TenantScope,
  filters: OrderFilters,
  resolved: ResolvedIds,
): Promise<number> {
  let query = db.selectFrom('order_counts as c').select((eb) => eb.fn.sum<number>('c.n').as('n'));
  if (scope.allOrganizations) {
    if (filters.organizationId !== undefined)
      query = query.where('c.organization_id', '=', filters.organizationId);
  } else {
    const own = scope.organizationId;
    query = query.where((eb) =>
      eb.or([
        eb('c.organization_id', '=', own),
        eb.and([eb('c.carrier_organization_id', '=', own), eb('c.organization_id', '<>', own)]),
      ]),
    );
  }
  if (filters.statuses) query = query.where('c.current_status', 'in', filters.statuses);
  if (filters.transportModes) query = query.where('c.transport_mode', 'in', filters.transportModes);
  if (filters.tourStatuses) query = query.where('c.tour_status', 'in', filters.tourStatuses);
  if (Array.isArray(resolved.ownerIds)) query = query.where('c.organization_id', 'in', resolved.ownerIds);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
