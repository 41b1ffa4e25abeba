// Time-driven tracking rules (issue 7 §3): a tour whose device went quiet must still move on with the clock —
// its ETAs become deprecated after 60 minutes without a position, a stay inside a stop is confirmed while the
// device is silent, and its delay statuses follow the clock. The engine already does all of this when its
// clock advances (advanceTrackerClock, computeEtas); the sweep only asks for a run: it enqueues an ordinary
// job for every resource whose tracker of an unfinished tour has not run for `quietMs`. A run without new
// positions lets the clock run to now and stores the result like any other (decision 0085).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isoUtc, positionsReceivedJobs } from './enqueue-tracking-job';

/**
 * Enqueues one job per quiet resource through the producer statement; returns how many were enqueued (a resource
 * already waiting is not: its job reaches back further than now).
 */
export async function sweepQuietTrackers(db: Kysely<Database>, quietMs: number): Promise<number> {
  // ISO-8601 UTC of one length, as the producer writes, so that instants compare as text.
  const { rows } = await sql<{ resource_id: number }>`${positionsReceivedJobs(sql`
    SELECT DISTINCT ON (tt.resource_id) r.organization_id, tt.resource_id, ${isoUtc(sql`now()`)} AS earliest
    FROM tour_trackers tt
    JOIN tours t ON t.id = tt.tour_id AND t.resource_id = tt.resource_id AND t.pairing_agency <> 'NONE'
    JOIN resources r ON r.id = tt.resource_id
    WHERE t.status <> 'FINISHED'
      AND tt.updated_at < now() - make_interval(secs => ${quietMs / 1000}::double precision)
    ORDER BY tt.resource_id`)}
    RETURNING resource_id`.execute(db);
  return rows.length;
}

export interface TrackingSweep {
  stop(): void;
}

/** Sweeps every `everyMs`; several processes may each run one (a resource already waiting is skipped). */
export function startTrackingSweep(
  db: Kysely<Database>,
  options: { everyMs: number; quietMs: number; onError?: (error: unknown) => void },
): TrackingSweep {
  const timer = setInterval(() => {
    sweepQuietTrackers(db, options.quietMs).catch((error: unknown) => options.onError?.(error));
  }, options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
