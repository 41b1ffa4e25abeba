// The features of a user's profile (shipment-domain §6: permissions come from the user profile's active
// features), read by every module that checks one.
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
