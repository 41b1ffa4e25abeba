// Which orders a tenant sees, as a condition on `orders as o`: the domain's canSeeOrder written for the database
// (its test walks both against the same orders).
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';

type OrdersEb = ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>;

/** Which of a tenant's two disjoint shares to read: what it owns, what it carries for others, or both. */
export type Share = 'owned' | 'carried' | 'both';

export function scopeOrders(
  eb: OrdersEb,
  scope: TenantScope,
  organizationId: number | undefined,
  share: Share = 'both',
) {
  if (scope.allOrganizations)
    return organizationId === undefined ? eb.lit(true) : eb('o.organization_id', '=', organizationId);
  const owned = eb('o.organization_id', '=', scope.organizationId);
  if (share === 'owned') return owned;
  const carried = eb.and([
    eb('o.carrier_organization_id', '=', scope.organizationId),
    eb('o.organization_id', '<>', scope.organizationId),
  ]);
  // A carrier sees the orders it carries as well as its own.
  return share === 'carried' ? carried : eb.or([owned, carried]);
}
