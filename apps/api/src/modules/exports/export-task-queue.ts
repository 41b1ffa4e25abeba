// The export worker's side of the export tasks (part of the exports repository, repository.ts, the module's
// only SQL): a claim is a row lock taken with SKIP LOCKED, so two workers never share one; a heartbeat keeps it.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExportTaskRow } from './repository';

/** A running task whose heartbeat is older than this lost its process: it is claimed again. */
export const STALE_AFTER_SECONDS = 60;

export function exportTaskQueue(db: Kysely<Database>) {
  return {
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
