// Durable claims on import tasks: a worker takes the oldest pending task no live worker holds (SKIP LOCKED
// lets several processes poll at once) and holds it for a lease it renews with every batch. `attempts` is
// the claim's token: a worker whose lease lapsed and was taken over finds its writes refused.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImportTaskRow } from './repository';

export const LEASE_SECONDS = 60;

export async function claimImportTask(db: Kysely<Database>): Promise<ImportTaskRow | undefined> {
  const result = await sql<ImportTaskRow>`
    UPDATE import_tasks
    SET attempts = attempts + 1, claimed_until = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id = (
      SELECT id FROM import_tasks
      WHERE status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  return result.rows[0];
}

export interface BatchProgress {
  lines: number;
  ok: number;
  rejected: unknown[];
  /** How many of `rejected` to keep in the task (the first few thousand of a file are enough to fix it). */
  keep: number;
}

/** Counts a batch and renews the lease, in the batch's own transaction; false when the claim was lost. */
export async function recordBatch(
  db: Kysely<Database>,
  task: { id: number; attempts: number },
  progress: BatchProgress,
): Promise<boolean> {
  const kept = progress.rejected.slice(0, Math.max(0, progress.keep));
  // The kept errors grow to a few megabytes of jsonb: a batch with nothing to keep leaves them untouched
  // rather than rewriting them (errors || '[]' would store a new copy with every batch).
  const errors = kept.length ? sql`errors || ${JSON.stringify(kept)}::jsonb` : sql`errors`;
  const result = await sql`
    UPDATE import_tasks
    SET lines_done = lines_done + ${progress.lines},
        lines_ok = lines_ok + ${progress.ok},
        lines_error = lines_error + ${progress.rejected.length},
        errors = ${errors},
        claimed_until = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id = ${task.id} AND attempts = ${task.attempts} AND status = 'pending'`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Ends a task; a task with rejected lines is failed, and partially successful when some lines were good. */
export async function finishTask(
  db: Kysely<Database>,
  task: { id: number; attempts: number },
  globalError: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`
      UPDATE import_tasks
      SET status = CASE WHEN ${globalError}::text IS NULL AND lines_error = 0 THEN 'succeeded' ELSE 'failed' END,
          global_error = ${globalError}, finished_at = now(), claimed_until = NULL
      WHERE id = ${task.id} AND attempts = ${task.attempts} AND status = 'pending'`.execute(trx);
    // The file served the task; keeping it would only grow the database.
    await trx.deleteFrom('import_task_chunks').where('task_id', '=', task.id).execute();
  });
}

/** Gives a task back at once (a clean shutdown), so the next process resumes it without waiting. */
export async function releaseTask(db: Kysely<Database>, task: { id: number; attempts: number }) {
  await sql`
    UPDATE import_tasks SET claimed_until = NULL
    WHERE id = ${task.id} AND attempts = ${task.attempts} AND status = 'pending'`.execute(db);
}
