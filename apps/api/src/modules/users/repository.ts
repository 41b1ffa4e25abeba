import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findUser(id: number) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
    },
    findOrganization(id: number) {
      return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findUserProfile(id: number) {
      return db.selectFrom('user_profiles').selectAll().where('id', '=', id).executeTakeFirst();
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
