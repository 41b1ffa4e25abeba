// One page of the orders list and the total of matches: ids first from the filters and the sort, then their
// details in one statement.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { countMatchingOrders } from './count-matching-orders';
import { countableFromSummary, countOrdersFromSummary } from './count-orders-from-summary';
import { filterOrders, type OrderFilters } from './filter-orders';
import { findOrderDetailsInOrder } from './order-details-query';
import { matchesNothing, resolveFilterNames } from './resolve-filter-names';
import { type OrderSort, sortOrders } from './sort-orders';

export async function listOrdersPage(
  db: Kysely<Database>,
  scope: TenantScope,
  filters: OrderFilters,
  tagIdGroups: number[][],
  sort: OrderSort[],
  page: { number: number; size: number },
) {
  if (tagIdGroups.some((ids) => ids.length === 0)) return { rows: [], total: 0 };
  const resolved = await resolveFilterNames(db, filters);
  if (matchesNothing(filters, resolved)) return { rows: [], total: 0 };
  const idsQuery = sortOrders(filterOrders(db, scope, filters, tagIdGroups, resolved).select('o.id'), sort);
  const offset = (page.number - 1) * page.size;
  const pageQuery = idsQuery.limit(page.size).offset(offset);
  let ids: { id: number }[];
  let total: number;
  if (countableFromSummary(filters, tagIdGroups, resolved)) {
    [ids, total] = await Promise.all([
      pageQuery.execute(),
      countOrdersFromSummary(db, scope, filters, resolved),
    ]);
  } else {
    // Counting a search or a tag filter reads every match again (a trigram scan costs tens of milliseconds
    // at a million orders); a page that is not full is the last one, and its rows already give the total.
    ids = await pageQuery.execute();
    const lastPage = ids.length < page.size && (ids.length > 0 || offset === 0);
    total = lastPage
      ? offset + ids.length
      : await countMatchingOrders(db, scope, filters, tagIdGroups, resolved);
  }
  return {
    rows: await findOrderDetailsInOrder(
      db,
      ids.map((r) => r.id),
    ),
    total,
  };
}
