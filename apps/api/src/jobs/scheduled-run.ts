// A scheduled job's turn, shared by every process against one database (decision 0150): a process runs the
// job only after claiming its row in scheduled_runs with FOR UPDATE SKIP LOCKED and moving next_run_at a
// period on, so whatever the number of processes the job runs once per period. It works on PGlite alike.
// A process that dies mid-run loses nothing: every rule is idempotent and the next period runs it again.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** True when this caller has the turn at `now`; the next turn is then `everyMs` later. */
export async function claimScheduledRun(
  db: Kysely<Database>,
  name: string,
  now: number,
  everyMs: number,
): Promise<boolean> {
  await db
    .insertInto('scheduled_runs')
    .values({ name, next_run_at: new Date(now) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM scheduled_runs
      WHERE name = ${name} AND next_run_at <= ${new Date(now)}
      FOR UPDATE SKIP LOCKED`.execute(tx);
    if (rows.length === 0) return false;
    await tx
      .updateTable('scheduled_runs')
      .set({ next_run_at: new Date(now + everyMs), last_run_at: new Date(now) })
      .where('name', '=', name)
      .execute();
    return true;
  });
}

export async function recordScheduledRunError(
  db: Kysely<Database>,
  name: string,
  error: unknown,
): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
  await db.updateTable('scheduled_runs').set({ last_error: message }).where('name', '=', name).execute();
}
