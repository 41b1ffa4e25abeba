import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { withOrganizationName } from '../../db/tenant-rows';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findUser(id: number) {
      return withOrganizationName(db.selectFrom('users'), 'users')
        .where('users.id', '=', id)
        .where('users.deactivated_at', 'is', null)
        .executeTakeFirst();
    },
    findOrganization(id: number) {
      return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findUserProfile(id: number) {
      return withOrganizationName(db.selectFrom('user_profiles'), 'user_profiles')
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
