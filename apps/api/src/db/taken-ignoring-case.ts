// Whether a name kept unique whatever the case of its letters (an organization's, a portfolio's, an agency's in
// its organization, a username, an email) is already held: the check a form answers before the write.
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

type NamedTable = 'agencies' | 'organizations' | 'portfolios' | 'users';

export async function takenIgnoringCase<T extends NamedTable>(
  db: Kysely<Database>,
  taken: { table: T; column: keyof Database[T] & string; value: string },
  within: { organizationId?: number | undefined; exceptId?: number | undefined } = {},
): Promise<boolean> {
  // One statement for several tables: Kysely cannot type a column of a table chosen at run time, sql.ref names it.
  let query = db.selectFrom(taken.table as NamedTable).select('id');
  if (within.organizationId !== undefined)
    query = query.where(sql.ref('organization_id'), '=', within.organizationId);
  query = query.where((eb) => eb(eb.fn('lower', [sql.ref(taken.column)]), '=', taken.value.toLowerCase()));
  if (within.exceptId !== undefined) query = query.where('id', '<>', within.exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
