// Settings and homepage widgets belong to one user: a delete names the user as well as the row, so no one deletes
// another user's, and says whether there was such a row (404 otherwise).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function removeOwnRow(
  db: Kysely<Database>,
  table: 'homepage_widgets' | 'user_settings',
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
