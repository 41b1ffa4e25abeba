import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findUser(id: number) {
      return db
        .selectFrom('users')
        .innerJoin('organizations', 'organizations.id', 'users.organization_id')
        .selectAll('users')
        .select('organizations.name as organization_name')
        .where('users.id', '=', id)
        .where('users.deactivated_at', 'is', null)
        .executeTakeFirst();
    },
    findOrganization(id: number) {
      return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findUserProfile(id: number) {
      return db
        .selectFrom('user_profiles')
        .innerJoin('organizations', 'organizations.id', 'user_profiles.organization_id')
        .selectAll('user_profiles')
        .select('organizations.name as organization_name')
        .where('user_profiles.id', '=', id)
        .executeTakeFirst();
    },
    async updateDisplayPreferences(id: number, changes: { lang?: string; timezone?: string }) {
      if (Object.keys(changes).length === 0) return;
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
