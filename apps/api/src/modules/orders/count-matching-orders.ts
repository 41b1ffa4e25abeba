// Counting the owned and the carried shares apart lets each count walk its own composite index (often
// index-only), where "owner OR carrier" would visit every matching row of the table.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { filterOrders, type OrderFilters } from './filter-orders';
import type { ResolvedIds } from './resolve-filter-names';
import type { Share } from './scope-orders';

export async function countMatchingOrders(
  db: Kysely<Database>,
  scope: TenantScope,
  filters: OrderFilters,
  tagIdGroups: number[][],
  resolved: ResolvedIds,
): Promise<number> {
  const countOf = (share: Share) =>
    filterOrders(db, scope, filters, tagIdGroups, resolved, share).select((eb) =>
      eb.fn.countAll<number>().as('n'),
    );
  // One round trip for both shares.
  const row = await db
    .selectNoFrom([
      countOf(scope.allOrganizations ? 'both' : 'owned').as('owned'),
      (scope.allOrganizations ? sql<number>`0` : countOf('carried')).as('carried'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.owned ?? 0) + Number(row.carried ?? 0);
}
