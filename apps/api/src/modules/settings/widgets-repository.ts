// The only SQL of homepage widgets. Every query names the user: a widget is its owner's alone, like a setting.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { removeOwnRow } from './remove-own-row';

export interface WidgetValues {
  kind: string;
  title: string | null;
  limit: number;
}

export function createWidgetsRepository(db: Kysely<Database>) {
  const owned = (userId: number) =>
    db.selectFrom('homepage_widgets').selectAll().where('user_id', '=', userId);
  return {
    /** Every widget of the user, oldest first (a user has at most HOMEPAGE_WIDGETS_MAX). */
    listAll: (userId: number) => owned(userId).orderBy('id').execute(),
    find: (userId: number, id: number) => owned(userId).where('id', '=', id).executeTakeFirst(),
    insert(owner: { userId: number; organizationId: number }, values: WidgetValues) {
      return db
        .insertInto('homepage_widgets')
        .values({
          user_id: owner.userId,
          organization_id: owner.organizationId,
          kind: values.kind,
          title: values.title,
          row_limit: values.limit,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update(userId: number, id: number, values: Omit<WidgetValues, 'kind'>) {
      return db
        .updateTable('homepage_widgets')
        .set({ title: values.title, row_limit: values.limit, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    remove: (userId: number, id: number) => removeOwnRow(db, 'homepage_widgets', userId, id),
    async removeAll(userId: number): Promise<void> {
      await db.deleteFrom('homepage_widgets').where('user_id', '=', userId).execute();
    },
  };
}

export type WidgetsRepository = ReturnType<typeof createWidgetsRepository>;
export type WidgetRow = NonNullable<Awaited<ReturnType<WidgetsRepository['find']>>>;
