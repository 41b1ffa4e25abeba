// The only place with SQL for export tasks. A caller reads its own tasks only (its organization and user); the
// worker claims any task, durably: a claim is a row lock taken with SKIP LOCKED, so two workers never share one.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, ExportTasksTable } from '../../db/schema';

export type ExportTaskRow = Selectable<ExportTasksTable>;

export interface NewExportTask {
  organizationId: number;
  userId: number;
  allOrganizations: boolean;
  format: 'csv' | 'xlsx';
  query: Record<string, string>;
  columns: string[];
  lang: string;
  timezone: string;
  dateFormat: string;
  unitSystem: string;
}

/** A running task whose heartbeat is older than this lost its process: it is claimed again. */
export const STALE_AFTER_SECONDS = 60;
/** A task that keeps losing its process fails instead of running forever. */
export const MAX_ATTEMPTS = 3;

export function createExportTasksRepository(db: Kysely<Database>) {
  return {
    async create(task: NewExportTask): Promise<ExportTaskRow> {
      return db
        .insertInto('export_tasks')
        .values({
          organization_id: task.organizationId,
          user_id: task.userId,
          all_organizations: task.allOrganizations,
          format: task.format,
          query: JSON.stringify(task.query),
          columns: task.columns,
          lang: task.lang,
          timezone: task.timezone,
          date_format: task.dateFormat,
          unit_system: task.unitSystem,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The caller's own task: another user's, or another organization's, is not found. */
    findOwn(owner: { organizationId: number; userId: number }, id: number) {
      return db
        .selectFrom('export_tasks')
        .selectAll()
        .where('id', '=', id)
        .where('organization_id', '=', owner.organizationId)
        .where('user_id', '=', owner.userId)
        .executeTakeFirst();
    },

    /** The user's display preferences an export formats with (user_settings, when the user chose). */
    async preferencesOf(userId: number) {
      const [user, settings] = await Promise.all([
        db
          .selectFrom('users')
          .select(['lang', 'timezone'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('user_settings')
          .select(['type', 'data'])
          .where('user_id', '=', userId)
          .where('type', 'in', ['dateTimeFormat', 'unitSystem'])
          .execute(),
      ]);
      const setting = (type: string) => settings.find((s) => s.type === type)?.data;
      return { ...user, dateTimeFormat: setting('dateTimeFormat'), unitSystem: setting('unitSystem') };
    },

    /**
     * The oldest queued task, or a running one whose process stopped beating: marked running by this worker in
     * the same statement, so a crash between claim and start leaves nothing half-claimed.
     */
    async claim(now: Date): Promise<ExportTaskRow | undefined> {
      const staleBefore = new Date(now.getTime() - STALE_AFTER_SECONDS * 1000);
      return db.transaction().execute(async (trx) => {
        const next = await trx
          .selectFrom('export_tasks')
          .select('id')
          .where((eb) =>
            eb.or([
              eb('status', '=', 'queued'),
              eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', staleBefore)]),
            ]),
          )
          .orderBy('created_at')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!next) return undefined;
        return trx
          .updateTable('export_tasks')
          .set({
            status: 'running',
            attempts: sql`attempts + 1`,
            progress: 0,
            heartbeat_at: now,
            started_at: now,
          })
          .where('id', '=', next.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Progress doubles as the heartbeat that keeps the claim. */
    async progress(id: number, progress: number, total: number | null, now: Date) {
      await db
        .updateTable('export_tasks')
        .set({ progress, total, heartbeat_at: now })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
    },

    /** Back to the queue (a worker shutting down cleanly, which is no failed attempt): claimed afresh later. */
    async requeue(id: number) {
      await db
        .updateTable('export_tasks')
        .set({ status: 'queued', progress: 0, heartbeat_at: null, attempts: sql`attempts - 1` })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
    },

    async finish(id: number, file: { path: string; size: number }, now: Date, expiresAt: Date) {
      await db
        .updateTable('export_tasks')
        .set({
          status: 'done',
          file_path: file.path,
          file_size: file.size,
          finished_at: now,
          expires_at: expiresAt,
        })
        .where('id', '=', id)
        .execute();
    },

    async fail(id: number, error: string, now: Date, expiresAt: Date) {
      await db
        .updateTable('export_tasks')
        .set({ status: 'failed', error, finished_at: now, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },

    /** Finished tasks past their time: their files go, the task stays (as expired) so a link says why. */
    expired(now: Date) {
      return db
        .selectFrom('export_tasks')
        .select(['id', 'file_path'])
        .where('status', 'in', ['done', 'failed'])
        .where('expires_at', '<', now)
        .limit(500)
        .execute();
    },

    async markExpired(ids: number[]) {
      if (ids.length === 0) return;
      await db.updateTable('export_tasks').set({ status: 'expired' }).where('id', 'in', ids).execute();
    },
  };
}

export type ExportTasksRepository = ReturnType<typeof createExportTasksRepository>;
