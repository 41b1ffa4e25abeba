// The features of a user's profile (shipment-domain §6): what resources, tags and the other administration
// screens check before letting a non-administrator change anything.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function profileFeatures(db: Kysely<Database>, userId: number): Promise<string[]> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_profiles', 'user_profiles.id', 'users.user_profile_id')
    .select('user_profiles.features')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row?.features ?? [];
}
