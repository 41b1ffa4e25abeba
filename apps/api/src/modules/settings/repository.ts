// The only SQL of user settings. Every query names the user: a setting is its owner's alone.
import type { Kysely } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import type { Database } from '../../db/schema';
import { removeOwnRow } from './remove-own-row';

export class SettingTaken extends Error {}

function rethrow(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'user_settings_one_per_type_idx' || constraint === 'user_settings_bookmark_label_idx')
    throw new SettingTaken();
  throw error;
}

export interface SettingValues {
  type: string;
  label: string | null;
  data: Record<string, unknown>;
}

export function createSettingsRepository(db: Kysely<Database>) {
  const owned = (userId: number) => db.selectFrom('user_settings').selectAll().where('user_id', '=', userId);

  return {
    async list(userId: number, types: string[] | undefined, page: { number: number; size: number }) {
      let base = db.selectFrom('user_settings').where('user_id', '=', userId);
      if (types) base = base.where('type', 'in', types);
      const [items, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('type')
          .orderBy('label')
          .orderBy('id')
          .limit(page.size)
          .offset((page.number - 1) * page.size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.n) };
    },

    /** Every setting of the user (a few dozen at most: one per type, bookmarks aside). */
    listAll: (userId: number) => owned(userId).orderBy('id').execute(),
    findOfType: (userId: number, type: string) => owned(userId).where('type', '=', type).executeTakeFirst(),
    /** The user's setting a copy of `values` replaces: of its type, and of its label for bookmarks. */
    async removeReplaced(userId: number, values: { type: string; label: string | null }, bookmark: boolean) {
      let query = db
        .deleteFrom('user_settings')
        .where('user_id', '=', userId)
        .where('type', '=', values.type);
      if (bookmark) query = query.where('label', '=', values.label ?? '');
      await query.execute();
    },
    find(userId: number, id: number) {
      return owned(userId).where('id', '=', id).executeTakeFirst();
    },

    async countOfType(userId: number, type: string): Promise<number> {
      const row = await db
        .selectFrom('user_settings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(owner: { userId: number; organizationId: number }, values: SettingValues) {
      try {
        return await db
          .insertInto('user_settings')
          .values({
            user_id: owner.userId,
            organization_id: owner.organizationId,
            type: values.type,
            label: values.label,
            data: JSON.stringify(values.data),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        rethrow(error);
      }
    },

    async update(userId: number, id: number, values: Omit<SettingValues, 'type'>) {
      try {
        return await db
          .updateTable('user_settings')
          .set({ label: values.label, data: JSON.stringify(values.data), updated_at: new Date() })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
      } catch (error) {
        rethrow(error);
      }
    },

    remove: (userId: number, id: number) => removeOwnRow(db, 'user_settings', userId, id),
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
export type SettingRow = NonNullable<Awaited<ReturnType<SettingsRepository['find']>>>;
