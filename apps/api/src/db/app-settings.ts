import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Reads a shared setting, creating it with `create()` the first time; concurrent first starts agree on one value. */
export async function getOrCreateSetting(
  db: Kysely<Database>,
  key: string,
  create: () => string,
): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
