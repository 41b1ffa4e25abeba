// Whether a value an organization's rows keep unique (a tag's label, a tour's reference, a place's external id)
// is already held by one of them: the check that tells a user before a write, or that picks another value.
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** The tables whose rows belong to one organization and carry a serial id. */
type OwnedTable = 'places' | 'tags' | 'tours';

export async function takenInOrganization<T extends OwnedTable>(
  db: Kysely<Database>,
  taken: { table: T; column: keyof Database[T] & string; value: string },
  organizationId: number,
  exceptId?: number,
): Promise<boolean> {
  // One statement for several tables: Kysely cannot type a column of a table chosen at run time, sql.ref names it.
  let query = db
    .selectFrom(taken.table as OwnedTable)
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql.ref(taken.column), '=', taken.value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
