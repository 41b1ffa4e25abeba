// The producer side of the durable tracking queue (table tracking_jobs, migration 0030, decision 0061).
// Call it with the transaction that stores what the job is about: the job commits with the data or not at
// all, so an acknowledged position always reaches a worker, even when the process dies right after replying.
//
// For the consumer (a later worker), the contract is:
//   claim:   SELECT … FROM tracking_jobs
//            WHERE available_at <= now() AND (locked_until IS NULL OR locked_until < now())
//            ORDER BY available_at, id LIMIT n FOR UPDATE SKIP LOCKED
//            then SET locked_until = now() + lease, attempts = attempts + 1 in the same transaction;
//   finish:  DELETE the job when its work is stored (at-least-once: the handling must be idempotent);
//   fail:    SET locked_until = NULL, available_at = now() + backoff, last_error = … (a job a worker holds
//            has locked_until set, so the waiting-job index lets new positions open a new job meanwhile).
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A resource received positions: run the tracking engine for the tours it is paired with. */
export const POSITIONS_RECEIVED = 'positions.received';

export interface PositionsReceived {
  organizationId: number;
  resourceId: number;
  /**
   * The oldest fix stored (out-of-order positions may be older than the last run): the engine reads the
   * resource's positions on from there, or from where its tracker stopped if that is earlier.
   */
  earliest: Date;
}

/** An instant as the payload writes it: ISO-8601 UTC with milliseconds, as Date.toISOString. */
export const isoUtc = (instant: RawBuilder<unknown>) =>
  sql<string>`to_char(${instant} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * When a new job (`excluded`) changes a resource's waiting job: only when it reaches further back. A truck
 * that reports in order finds its waiting job covering what it sends, and the conflict writes nothing: no
 * new row version and no index entries per batch, which cost a quarter of PostgreSQL's time per position
 * when every batch rewrote a count and a latest instant that no one read (decision 0209). ISO-8601 UTC
 * strings of one length sort as the instants they name.
 */
export const reachesFurtherBack = (job: string, waiting: string) =>
  sql<boolean>`${sql.ref(job)}.payload->>'earliest' < ${sql.ref(waiting)}.payload->>'earliest'`;

/** The same, in an `ON CONFLICT` of an insert into tracking_jobs. */
export const REACHES_FURTHER_BACK = reachesFurtherBack('excluded', 'tracking_jobs');

/**
 * The one producer statement of `positions.received` jobs: every producer enqueues through it (the positions
 * statement and the COPY path of ingest, the sweep of quiet trackers, enqueuePositionsReceived). `rows` is a
 * query of (organization_id, resource_id, earliest), one row per resource, `earliest` as ISO-8601 UTC text
 * (isoUtc). A resource that already has a waiting job keeps that one, moved back to the new job's earliest fix
 * if that is older: a burst of batches asks the engine to catch up once. Rows go in resource order, so
 * concurrent producers lock waiting jobs in one order.
 */
export function positionsReceivedJobs(rows: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`INSERT INTO tracking_jobs (kind, organization_id, resource_id, payload)
    SELECT ${POSITIONS_RECEIVED}, job.organization_id, job.resource_id, jsonb_build_object('earliest', job.earliest)
    FROM (${rows}) AS job
    ORDER BY job.resource_id
    ON CONFLICT (kind, resource_id) WHERE locked_until IS NULL
    DO UPDATE SET payload = excluded.payload WHERE ${REACHES_FURTHER_BACK}`;
}

/** Enqueues one job per resource, through the producer statement. */
export async function enqueuePositionsReceived(
  db: Kysely<Database> | Transaction<Database>,
  jobs: readonly PositionsReceived[],
): Promise<void> {
  // Guard against an empty list: nothing to enqueue.
  if (jobs.length === 0) return;
  await positionsReceivedJobs(sql`
    SELECT * FROM unnest(${jobs.map((job) => job.organizationId)}::int[], ${jobs.map((job) => job.resourceId)}::int[],
      ${jobs.map((job) => job.earliest.toISOString())}::text[]) AS t (organization_id, resource_id, earliest)`).execute(
    db,
  );
}

/** A tour received events or external ETAs: let the engine take them in (decision 0100). */
export const TOUR_FACTS_RECEIVED = 'tour.facts.received';

export interface TourFactsReceived {
  organizationId: number;
  tourId: number;
}

/** Enqueues one job per tour; a tour that already has a waiting job keeps that one, which covers it all. */
export async function enqueueTourFactsReceived(
  db: Kysely<Database> | Transaction<Database>,
  jobs: readonly TourFactsReceived[],
): Promise<void> {
  const byTour = new Map(jobs.map((job) => [job.tourId, job]));
  if (byTour.size === 0) return;
  const rows = [...byTour.values()]
    .sort((a, b) => a.tourId - b.tourId)
    .map((job) => ({ kind: TOUR_FACTS_RECEIVED, organization_id: job.organizationId, tour_id: job.tourId }));
  await db
    .insertInto('tracking_jobs')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['kind', 'tour_id']).where('locked_until', 'is', null).doNothing(),
    )
    .execute();
}
