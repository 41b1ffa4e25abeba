// Every match of the list in its order, a page at a time, each after the last (keyset): what an export reads.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { filterOrders, type OrderFilters } from './filter-orders';
import { findOrderDetailsInOrder } from './order-details-query';
import { afterPosition, type KeysetPosition, sortKeySelections } from './order-keyset';
import { matchesNothing, resolveFilterNames } from './resolve-filter-names';
import { type OrderSort, sortOrders } from './sort-orders';

export async function* streamOrderPages(
  db: Kysely<Database>,
  scope: TenantScope,
  filters: OrderFilters,
  tagIdGroups: number[][],
  sort: OrderSort[],
  size: number,
) {
  if (tagIdGroups.some((ids) => ids.length === 0)) return;
  const resolved = await resolveFilterNames(db, filters);
  if (matchesNothing(filters, resolved)) return;
  let after: KeysetPosition | undefined;
  for (;;) {
    let query = filterOrders(db, scope, filters, tagIdGroups, resolved);
    if (after) query = query.where(afterPosition(sort, after));
    const ids = (await sortOrders(query.select('o.id').select(sortKeySelections(sort)), sort)
      .limit(size)
      .execute()) as Array<{ id: number } & Record<string, string | null>>;
    if (ids.length > 0)
      yield await findOrderDetailsInOrder(
        db,
        ids.map((r) => r.id),
      );
    const last = ids.at(-1);
    if (!last || ids.length < size) return;
    after = { id: last.id, keys: sort.map((_, i) => last[`k${i}`] ?? null) };
  }
}
