// The search fields of the lists match a fragment anywhere in a column (ILIKE '%fragment%'): what the user typed
// is matched literally, so a `%` or `_` in a reference is not a wildcard.
import type { ExpressionBuilder, ReferenceExpression } from 'kysely';

export function containsPattern(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of these columns contains the fragment (a list's search box over several fields). */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly ReferenceExpression<DB, TB>[],
  fragment: string,
) {
  const pattern = containsPattern(fragment);
  return eb.or(columns.map((column) => eb(column, 'ilike', pattern)));
}
