// Handles `positions.received` jobs: for every tour their resources are paired with, load the tracker state,
// feed the engine the positions it has not seen, and store what it decided, all in ONE transaction that also
// removes the jobs (decision 0085). Many jobs (of many resources) share that transaction and each of its
// statements (decision 0175): one lock of all their tours, one read per table, one write per table. The
// tours are locked first, in id order, so two workers holding jobs of the same resource (one leased, one that
// arrived meanwhile) take turns and the second sees the first one's state, and two batches never deadlock.
import { delayThresholds, silenceChange } from '@cargolens/domain/delay';
import type { PositionFix, TourStatus } from '@cargolens/domain/tracking';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { advanceTour, isTrackingOver, readFrom } from './advance-tour';
import { enqueuePositionsReceived } from './enqueue-tracking-job';
import { TRACKING_CHANNEL } from './publish-tracking-change';
import { refreshStopStates } from './refresh-stop-states';
import { storeTourAdvances, type TourAdvanceItem, type TrackedTour } from './store-tour-advance';
import {
  resumeTracker,
  type StoredTracker,
  TRACKED_STOP_COLUMNS,
  type TrackedStopRow,
} from './tour-tracker-of';
import { type ClaimedJob, finishJobs } from './tracking-queue';

/** Positions read per resource and run; a longer backlog is left to a follow-up job, so a transaction stays short. */
export const MAX_FIXES_PER_RUN = 5_000;

/** The longest stretch of engine work between two turns of the event loop. */
const YIELD_EVERY_MS = 5;

async function pairedTours(tx: Transaction<Database>, resourceIds: readonly number[]) {
  // A carrier's truck drives the shipper's tour: the tour is found by the resource, whatever its owner.
  return tx
    .selectFrom('tours')
    .select([
      'id',
      'resource_id',
      'organization_id',
      'carrier_organization_id',
      'agency_id',
      'status',
      'silent_since',
    ])
    .where(sql<boolean>`resource_id = any(${[...resourceIds]}::int[])`)
    .where('pairing_agency', '<>', 'NONE')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function thresholdsOf(tx: Transaction<Database>, agencyIds: number[]) {
  if (agencyIds.length === 0) return new Map<number, ReturnType<typeof delayThresholds>>();
  const rows = await tx
    .selectFrom('agencies')
    .select(['id', 'tolerable_delay_minutes', 'risky_delay_minutes'])
    .where('id', 'in', agencyIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      delayThresholds({
        tolerableDelayMinutes: row.tolerable_delay_minutes,
        riskyDelayMinutes: row.risky_delay_minutes,
      }),
    ]),
  );
}

/** The tour as its advance is stored: its agency's delay thresholds, or the defaults when it has none. */
export function trackedTour(
  tour: { id: number; organization_id: number; status: string; agency_id: number | null },
  thresholds: Awaited<ReturnType<typeof thresholdsOf>>,
): TrackedTour {
  return {
    id: tour.id,
    organizationId: tour.organization_id,
    status: tour.status as TourStatus,
    thresholds: (tour.agency_id !== null && thresholds.get(tour.agency_id)) || delayThresholds(),
  };
}

/** Each resource's positions from its own point on, oldest first, at most MAX_FIXES_PER_RUN each: one read. */
async function positionsSince(tx: Transaction<Database>, from: ReadonlyMap<number, number>) {
  // The instant as epoch milliseconds: a number to read rather than a date text to parse, for every fix.
  const { rows } = await sql<{
    resource_id: number;
    at: number;
    lat: number;
    lng: number;
    speed: number | null;
  }>`
    SELECT r.resource_id, round(date_part('epoch', p.recorded_at) * 1000) AS at, p.lat, p.lng, p.speed
    FROM unnest(${[...from.keys()]}::int[], ${[...from.values()].map((ms) => new Date(ms).toISOString())}::timestamptz[])
      AS r(resource_id, since)
    CROSS JOIN LATERAL (
      SELECT recorded_at, lat, lng, speed FROM positions
      WHERE resource_id = r.resource_id AND recorded_at >= r.since
      ORDER BY recorded_at LIMIT ${MAX_FIXES_PER_RUN}) p
    ORDER BY r.resource_id, p.recorded_at`.execute(tx);
  const fixesOf = new Map<number, PositionFix[]>();
  for (const row of rows) {
    const fixes = fixesOf.get(row.resource_id) ?? [];
    if (fixes.length === 0) fixesOf.set(row.resource_id, fixes);
    fixes.push({
      at: row.at,
      lat: row.lat,
      lng: row.lng,
      speedKmh: row.speed === null ? null : row.speed * 3.6,
    });
  }
  return fixesOf;
}

/** A silent tour's truck reporting a fresh position, or the tour no longer under way: its silence is over. */
function heardAgain(
  tour: { silent_since: Date | null },
  status: TourStatus,
  fixes: readonly PositionFix[],
  now: number,
): boolean {
  if (tour.silent_since === null) return false;
  const newest = fixes.at(-1)?.at ?? null;
  return (
    silenceChange({ status, paired: true, lastPositionAt: newest, silentSince: tour.silent_since }, now)
      .kind === 'heard'
  );
}

/** One job: the batch of one (tests, the ETA replay, a batch's failed jobs retried alone). */
export async function runTrackingJob(db: Kysely<Database>, job: ClaimedJob, now: number): Promise<void> {
  await runTrackingJobs(db, [job], now);
}

type PairedTour = Awaited<ReturnType<typeof pairedTours>>[number];

interface TourWork {
  tour: PairedTour;
  resourceId: number;
  stops: TrackedStopRow[];
  state: ReturnType<typeof resumeTracker>;
  /** The instant the engine reads this tour's positions from. */
  from: number;
}

/** The tours the jobs' resources drive, locked, with what the engine needs of each: one read per table. */
async function loadWork(tx: Transaction<Database>, earliestOf: ReadonlyMap<number, number>) {
  const tours = earliestOf.size === 0 ? [] : await pairedTours(tx, [...earliestOf.keys()]);
  const ids = tours.map((tour) => tour.id);
  const [trackerRows, stopRows, orderRows, thresholds] = await Promise.all([
    ids.length === 0
      ? []
      : tx.selectFrom('tour_trackers').select(['tour_id', 'state']).where('tour_id', 'in', ids).execute(),
    ids.length === 0
      ? []
      : tx
          .selectFrom('stops')
          .select(TRACKED_STOP_COLUMNS)
          .where('tour_id', 'in', ids)
          .orderBy('id')
          .execute(),
    ids.length === 0
      ? []
      : tx.selectFrom('orders').select(['id', 'tour_id']).where('tour_id', 'in', ids).execute(),
    thresholdsOf(tx, [
      ...new Set(tours.flatMap((tour) => (tour.agency_id === null ? [] : [tour.agency_id]))),
    ]),
  ]);
  const stateOf = new Map(trackerRows.map((row) => [row.tour_id, row.state as StoredTracker]));
  const stopsOf = new Map<number, TrackedStopRow[]>();
  for (const stop of stopRows) {
    const list = stopsOf.get(stop.tour_id) ?? [];
    if (list.length === 0) stopsOf.set(stop.tour_id, list);
    list.push(stop);
  }
  const work = tours.flatMap((tour): TourWork[] => {
    const resourceId = tour.resource_id!;
    const stops = stopsOf.get(tour.id) ?? [];
    const stored = stateOf.get(tour.id);
    // A tour finished before it was ever tracked has nothing left for the engine to find.
    if (stops.length === 0 || (stored === undefined && tour.status === 'FINISHED')) return [];
    // Stops added, removed or reordered since the tracker was made: a new tracker from the stored facts,
    // reading on from where the old one stopped.
    const state = resumeTracker(tour.id, tour.status as TourStatus, stops, stored);
    if (isTrackingOver(state)) return [];
    return [{ tour, resourceId, stops, state, from: readFrom(stored ?? state, earliestOf.get(resourceId)!) }];
  });
  return { work, orderRows, thresholds };
}

/** The engine over each tour's new positions: what to store, the changes to publish, the silences heard. */
async function runEngine(
  work: readonly TourWork[],
  fixesOf: ReadonlyMap<number, PositionFix[]>,
  orderRows: ReadonlyArray<{ id: number; tour_id: number | null }>,
  thresholds: Awaited<ReturnType<typeof thresholdsOf>>,
  now: number,
) {
  const items: TourAdvanceItem[] = [];
  const notices: string[] = [];
  const heard: number[] = [];
  let slice = performance.now();
  for (const { tour, resourceId, stops, state, from } of work) {
    // The engine runs in the API's process: every few milliseconds the acknowledgements waiting on the
    // event loop go first (decision 0176).
    if (performance.now() - slice > YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
    const fixes = fixesOf.get(resourceId) ?? [];
    const backlog = fixes.length === MAX_FIXES_PER_RUN;
    const advance = advanceTour(
      state,
      fixes.filter((fix) => fix.at >= from),
      now,
      !backlog,
    );
    if (heardAgain(tour, advance.state.status, fixes, now)) heard.push(tour.id);
    items.push({
      tour: trackedTour(tour, thresholds),
      resourceId,
      stops,
      advance,
    });
    // "Changed" (publish-tracking-change.ts): the same small payload, delivered on commit.
    const orderIds = orderRows.filter((order) => order.tour_id === tour.id).map((order) => order.id);
    notices.push(
      JSON.stringify({
        organizationId: tour.organization_id,
        carrierOrganizationId: tour.carrier_organization_id,
        tourId: tour.id,
        orderIds: orderIds.slice(0, 500),
        status: advance.state.status,
      }),
    );
  }
  return { items, notices, heard };
}

/**
 * Runs `positions.received` jobs in one transaction. Jobs of one resource collapse into one engine run from
 * the earliest of their ranges (the engine only needs each resource's new positions in time order). Either
 * every job's work is stored and every job removed, or nothing is (the caller then retries them one by one).
 */
export async function runTrackingJobs(
  db: Kysely<Database>,
  jobs: readonly ClaimedJob[],
  now: number,
): Promise<void> {
  if (jobs.length === 0) return;
  const earliestOf = new Map<number, number>();
  const organizationOf = new Map<number, number>();
  for (const job of jobs) {
    if (job.resourceId === null) continue;
    const from = Date.parse(job.payload.earliest ?? '') || now;
    earliestOf.set(job.resourceId, Math.min(from, earliestOf.get(job.resourceId) ?? from));
    organizationOf.set(job.resourceId, job.organizationId);
  }
  await db.transaction().execute(async (tx) => {
    const { work, orderRows, thresholds } = await loadWork(tx, earliestOf);
    if (work.length > 0) {
      const readFromOf = new Map<number, number>();
      for (const w of work)
        readFromOf.set(w.resourceId, Math.min(w.from, readFromOf.get(w.resourceId) ?? w.from));
      const fixesOf = await positionsSince(tx, readFromOf);
      const { items, notices, heard } = await runEngine(work, fixesOf, orderRows, thresholds, now);
      await storeTourAdvances(tx, items, now);
      // A silent truck heard again ends its tour's silence now, not at the next time-rules run (decision 0227).
      if (heard.length > 0)
        await tx.updateTable('tours').set({ silent_since: null }).where('id', 'in', heard).execute();
      await sql`SELECT pg_notify(${TRACKING_CHANNEL}, n) FROM unnest(${notices}::text[]) AS n`.execute(tx);
      // Done, next, on site, late and the orders' next stop point: the domain's stopStates over what was just
      // stored, written in this same transaction (decision 0065).
      await refreshStopStates(
        tx,
        work.map((w) => w.tour.id),
      );
      const backlogs = [...fixesOf].filter(([, fixes]) => fixes.length === MAX_FIXES_PER_RUN);
      if (backlogs.length > 0)
        await enqueuePositionsReceived(
          tx,
          backlogs.map(([resourceId, fixes]) => ({
            organizationId: organizationOf.get(resourceId)!,
            resourceId,
            earliest: new Date(fixes[fixes.length - 1]!.at),
          })),
        );
    }
    await finishJobs(
      tx,
      jobs.map((job) => job.id),
    );
  });
}
