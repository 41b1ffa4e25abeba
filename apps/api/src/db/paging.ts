// One page of a list and the number of rows matching its filters, in parallel: the page query carries the
// sort (ending with a unique column, so pages never overlap), the count query only the filters.
import { type SelectQueryBuilder, sql } from 'kysely';

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
