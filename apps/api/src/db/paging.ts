// One page of a list and the number of rows matching its filters, in parallel: the page query carries the
// sort (ending with a unique column, so pages never overlap), the count query only the filters.
import { type SelectQueryBuilder, type StringReference, sql } from 'kysely';

export interface PageRequest {
  /** 1-based. */
  number: number;
  size: number;
}

export async function fetchPage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB>(
  rows: SelectQueryBuilder<DB, TB, O>,
  matching: SelectQueryBuilder<CDB, CTB, object>,
  page: PageRequest,
): Promise<{ items: O[]; total: number }> {
  const [items, count] = await Promise.all([
    rows
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
    // Kysely cannot resolve a selection on a generic table set; $castTo states the one column selected.
    matching
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .$castTo<{ total: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export interface SortKey<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/**
 * One page of a list sorted as its caller asked: each sort key by the column it names, then `unique` so pages
 * never overlap; `nullsLast` for lists whose sortable columns may be empty.
 */
export function fetchSortedPage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, F extends string>(
  rows: SelectQueryBuilder<DB, TB, O>,
  matching: SelectQueryBuilder<CDB, CTB, object>,
  order: {
    sort: readonly SortKey<F>[];
    columns: Record<F, StringReference<DB, TB>>;
    unique: StringReference<DB, TB>;
    nullsLast?: boolean;
  },
  page: PageRequest,
): Promise<{ items: O[]; total: number }> {
  let sorted = rows;
  for (const { field, direction } of order.sort)
    sorted = sorted.orderBy(order.columns[field], (o) =>
      order.nullsLast ? o[direction]().nullsLast() : o[direction](),
    );
  return fetchPage(sorted.orderBy(order.unique), matching, page);
}
