// The consumer side of the durable tracking queue (table tracking_jobs, decision 0061; producer in
// enqueue-tracking-job.ts). Several workers, in one process or many, share it: a claim skips rows another
// worker holds (FOR UPDATE SKIP LOCKED) and leases what it takes (locked_until); a worker that dies leaves a
// lease that expires, and the job is claimed again. Delivery is therefore at least once: handling must be
// idempotent (run-tracking-job.ts is).
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { reachesFurtherBack } from './enqueue-tracking-job';

type Db = Kysely<Database> | Transaction<Database>;

export interface ClaimedJob {
  id: string;
  kind: string;
  organizationId: number;
  resourceId: number | null;
  /** Jobs about a tour (events and ETAs received); null for a resource's positions. */
  tourId: number | null;
  /** A positions job's oldest fix (ISO-8601 UTC); tour jobs carry nothing. */
  payload: { earliest?: string };
  /** Including this claim: 1 on the first delivery. */
  attempts: number;
}

/** Takes up to `limit` ready jobs, oldest first, leased for `leaseMs`. */
export async function claimJobs(db: Db, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const { rows } = await sql<{
    id: string;
    kind: string;
    organization_id: number;
    resource_id: number | null;
    tour_id: number | null;
    payload: ClaimedJob['payload'];
    attempts: number;
  }>`
    UPDATE tracking_jobs
    SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}::double precision),
        attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM tracking_jobs
      WHERE available_at <= now() AND (locked_until IS NULL OR locked_until < now())
      ORDER BY available_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, organization_id, resource_id, tour_id, payload, attempts`.execute(db);
  return rows
    .map((row) => ({
      id: String(row.id),
      kind: row.kind,
      organizationId: row.organization_id,
      resourceId: row.resource_id,
      tourId: row.tour_id,
      payload: row.payload ?? {},
      attempts: row.attempts,
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Removes a job whose work is stored: call it in the transaction that stores that work. */
export async function finishJob(db: Db, id: string): Promise<void> {
  await db.deleteFrom('tracking_jobs').where('id', '=', id).execute();
}

/** Removes many jobs in one statement (a batch's, decision 0175), in the transaction that stores their work. */
export async function finishJobs(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await sql`DELETE FROM tracking_jobs WHERE id = any(${[...ids]}::bigint[])`.execute(db);
}

/** Exponential backoff: 2 s, 4 s, 8 s … capped at 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(300_000, 1_000 * 2 ** Math.max(1, attempts));
}

/**
 * Puts a failed job back to wait `backoffMs(attempts)`. If positions arrived meanwhile, a waiting job for the
 * same resource already exists (one waiting job per resource and kind): that one is moved back to the failed
 * job's earliest fix if it is older, and delayed as much, and the failed one is dropped, since running either
 * catches up.
 * A tour's job (events and ETAs received) is merged with the tour's waiting job the same way.
 */
export async function failJob(
  db: Kysely<Database>,
  job: ClaimedJob,
  error: unknown,
  delayMs = backoffMs(job.attempts),
): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
  const delay = sql<Date>`now() + make_interval(secs => ${delayMs / 1000}::double precision)`;
  await db.transaction().execute(async (tx) => {
    const merged = await sql`
      UPDATE tracking_jobs w
      SET payload = CASE WHEN ${reachesFurtherBack('f', 'w')} THEN f.payload ELSE w.payload END,
          available_at = greatest(w.available_at, ${delay}),
          attempts = greatest(w.attempts, f.attempts),
          last_error = ${message}
      FROM tracking_jobs f
      WHERE f.id = ${job.id} AND w.kind = f.kind
        AND (w.resource_id = f.resource_id OR w.tour_id = f.tour_id)
        AND w.locked_until IS NULL AND w.id <> f.id`.execute(tx);
    if (Number(merged.numAffectedRows ?? 0) > 0) {
      await finishJob(tx, job.id);
      return;
    }
    await tx
      .updateTable('tracking_jobs')
      .set({ locked_until: null, available_at: delay, last_error: message })
      .where('id', '=', job.id)
      .execute();
  });
}

/**
 * Gives claimed jobs back at once (the NATS relay could not reach the broker, decision 0219): ready again now
 * rather than when their lease ends, merged like failJob's into a waiting job of the same truck or tour.
 */
export async function releaseJobs(
  db: Kysely<Database>,
  jobs: readonly ClaimedJob[],
  error: unknown,
): Promise<void> {
  for (const job of jobs) await failJob(db, job, error, 0);
}

/**
 * How far behind the queue is: jobs ready or held by a worker, and how long the oldest has been ready (seconds;
 * null when none). What the health checks report and judge a stall by (decision 0219).
 */
export async function queueBacklog(db: Db): Promise<{ waiting: number; oldest: number | null }> {
  const { rows } = await sql<{ waiting: number; oldest: number | null }>`
    SELECT count(*)::int AS waiting, extract(epoch FROM now() - min(available_at))::float8 AS oldest
    FROM tracking_jobs WHERE available_at <= now()`.execute(db);
  return rows[0] ?? { waiting: 0, oldest: null };
}
