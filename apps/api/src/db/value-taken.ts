// Whether a value kept unique (a tag's label, a tour's reference, a place's external id in their organization; an
// organization's, a portfolio's or an agency's name, a username, an email, whatever the case of their letters) is
// already held: the check a form answers before the write, or that picks another value.
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

type UniqueValueTable = 'agencies' | 'organizations' | 'places' | 'portfolios' | 'tags' | 'tours' | 'users';

export async function valueTaken<T extends UniqueValueTable>(
  db: Kysely<Database>,
  taken: { table: T; column: keyof Database[T] & string; value: string; ignoringCase?: boolean },
  within: { organizationId?: number | undefined; exceptId?: number | undefined } = {},
): Promise<boolean> {
  // One statement for several tables: Kysely cannot type a column of a table chosen at run time, sql.ref names it.
  let query = db.selectFrom(taken.table as UniqueValueTable).select('id');
  if (within.organizationId !== undefined)
    query = query.where(sql.ref('organization_id'), '=', within.organizationId);
  query = taken.ignoringCase
    ? query.where((eb) => eb(eb.fn('lower', [sql.ref(taken.column)]), '=', taken.value.toLowerCase()))
    : query.where(sql.ref(taken.column), '=', taken.value);
  if (within.exceptId !== undefined) query = query.where('id', '<>', within.exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
