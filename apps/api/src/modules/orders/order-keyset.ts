// Keyset paging over the orders list's sort (exports read every match page by page): each page starts after the
// last row of the one before, so page n costs what page 1 costs, where an offset would read n pages to skip them.
import { type AliasedRawBuilder, type Expression, type SqlBool, sql } from 'kysely';
import type { OrderSort } from './repository';
import { SORT_COLUMNS } from './sort-orders';

/** Where a page ended: the last row's id and its sort values, as PostgreSQL's text. */
export interface KeysetPosition {
  id: number;
  keys: (string | null)[];
}

/**
 * The sort values to select with each page, as text: a timestamp keeps its microseconds, which a JavaScript Date
 * would round away (and a row within the same millisecond would then be skipped or read twice).
 */
export function sortKeySelections(sort: OrderSort[]): AliasedRawBuilder<string | null, string>[] {
  return sort.map((s, i) => sql<string | null>`${sql.ref(SORT_COLUMNS[s.field].column)}::text`.as(`k${i}`));
}

interface Key {
  column: string;
  nullable: boolean;
  descending: boolean;
  value: string | number | null;
}

/** Rows strictly after `last` in the list's order (nulls last both ways, as the sort indexes of 0002). */
export function afterPosition(sort: OrderSort[], last: KeysetPosition): Expression<SqlBool> {
  const keys: Key[] = sort.map((s, i) => ({
    column: SORT_COLUMNS[s.field].column,
    nullable: SORT_COLUMNS[s.field].nullable,
    descending: s.direction === 'desc',
    value: last.keys[i] ?? null,
  }));
  // The id breaks ties in the direction of the first sort, as listPage orders it.
  keys.push({ column: 'o.id', nullable: false, descending: sort[0]?.direction === 'desc', value: last.id });
  const ref = (k: Key) => sql.ref(k.column);
  const first = keys[0]!;
  if (keys.every((k) => !k.nullable && k.value !== null && k.descending === first.descending)) {
    // A row comparison is an index bound (orders_created_idx, orders_reference_idx): the common case.
    const columns = sql.join(keys.map(ref));
    const values = sql.join(keys.map((k) => sql.val(k.value)));
    return first.descending
      ? sql<SqlBool>`(${columns}) < (${values})`
      : sql<SqlBool>`(${columns}) > (${values})`;
  }
  const equal = (k: Key) => (k.value === null ? sql`${ref(k)} IS NULL` : sql`${ref(k)} = ${k.value}`);
  const beyond = (k: Key) => {
    // Nothing sorts after a null but other nulls, which the later keys order.
    if (k.value === null) return sql`false`;
    const strict = k.descending ? sql`${ref(k)} < ${k.value}` : sql`${ref(k)} > ${k.value}`;
    return k.nullable ? sql`(${strict} OR ${ref(k)} IS NULL)` : strict;
  };
  const branches = keys.map(
    (k, i) => sql`(${sql.join([...keys.slice(0, i).map(equal), beyond(k)], sql` AND `)})`,
  );
  return sql<SqlBool>`(${sql.join(branches, sql` OR `)})`;
}
