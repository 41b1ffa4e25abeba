// Sorting and paging of the list queries (decision 0001: page[number], page[size], sort): one way for every
// repository, so lists order their ties, empty values and totals alike.
import { type SelectQueryBuilder, sql } from 'kysely';

export interface PageRequest {
  readonly number: number;
  readonly size: number;
}

export interface SortKey<F extends string> {
  readonly field: F;
  readonly direction: 'asc' | 'desc';
}

/** The column behind a sort field; a nullable one sorts its empty values last in both directions. */
export type SortColumns<F extends string> = Record<F, string | { column: string; nullable: true }>;

/**
 * `rows` in the order of `sort`, then by `tiebreaker` (a unique column) so that equal keys keep one order
 * from page to page and no row is shown twice or skipped.
 */
export function sortedRows<DB, TB extends keyof DB, O, F extends string>(
  rows: SelectQueryBuilder<DB, TB, O>,
  sort: readonly SortKey<F>[],
  columns: SortColumns<F>,
  tiebreaker: { column: string; direction?: 'asc' | 'desc' },
): SelectQueryBuilder<DB, TB, O> {
  let sorted = rows;
  for (const key of sort) {
    const spec = columns[key.field];
    const column = typeof spec === 'string' ? spec : spec.column;
    const nullable = typeof spec !== 'string';
    sorted = sorted.orderBy(sql.ref(column), (ob) => {
      const directed = key.direction === 'desc' ? ob.desc() : ob.asc();
      return nullable ? directed.nullsLast() : directed;
    });
  }
  return sorted.orderBy(sql.ref(tiebreaker.column), tiebreaker.direction ?? 'asc');
}

/**
 * One page of `rows` and the number of rows `matching` finds (the same filters, nothing selected), read
 * together.
 */
export async function fetchPage<MDB, MTB extends keyof MDB, M, DB, TB extends keyof DB, O>(
  matching: SelectQueryBuilder<MDB, MTB, M>,
  rows: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
): Promise<{ items: O[]; total: number }> {
  const [items, count] = await Promise.all([
    rows
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
    matching.clearSelect().select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number((count as { total: string }).total) };
}
