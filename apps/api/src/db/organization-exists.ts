// Whether an organization the back office names (acting on behalf, decision 0004) exists, so a create for a
// missing one answers 404 instead of breaking a foreign key.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function organizationExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
