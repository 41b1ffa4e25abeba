// Handles one `positions.received` job: for every tour the resource is paired with, load the tracker state,
// feed the engine the positions it has not seen, and store what it decided, all in ONE transaction that also
// removes the job (decision 0085). The tours are locked first, so two workers holding jobs of the same
// resource (one leased, one that arrived meanwhile) take turns and the second sees the first one's state.
import { delayThresholds } from '@cargolens/domain/delay';
import type { PositionFix, TourStatus, TrackerState } from '@cargolens/domain/tracking';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { refreshStopStates } from '../modules/tours/refresh-stop-states';
import { advanceTour, isTrackingOver, readFrom } from './advance-tour';
import { enqueuePositionsReceived } from './enqueue-tracking-job';
import { publishTrackingChange } from './publish-tracking-change';
import { storeTourAdvance, type TrackedTour } from './store-tour-advance';
import { freshTracker, TRACKED_STOP_COLUMNS, type TrackedStopRow } from './tour-tracker-of';
import { type ClaimedJob, finishJob } from './tracking-queue';

/** Positions read per run; a longer backlog is left to a follow-up job, so one transaction stays short. */
export const MAX_FIXES_PER_RUN = 5_000;

async function pairedTours(tx: Transaction<Database>, resourceId: number) {
  // A carrier's truck drives the shipper's tour: the tour is found by the resource, whatever its owner.
  return tx
    .selectFrom('tours')
    .select(['id', 'organization_id', 'carrier_organization_id', 'agency_id', 'status'])
    .where('resource_id', '=', resourceId)
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

async function positionsSince(tx: Transaction<Database>, resourceId: number, from: number) {
  const rows = await tx
    .selectFrom('positions')
    .select(['recorded_at', 'lat', 'lng', 'speed'])
    .where('resource_id', '=', resourceId)
    .where('recorded_at', '>=', new Date(from))
    .orderBy('recorded_at')
    .limit(MAX_FIXES_PER_RUN)
    .execute();
  return rows.map(
    (row): PositionFix => ({
      at: row.recorded_at.getTime(),
      lat: row.lat,
      lng: row.lng,
      speedKmh: row.speed === null ? null : row.speed * 3.6,
    }),
  );
}

export function samePlan(state: TrackerState, stops: readonly TrackedStopRow[]): boolean {
  const ids = [...stops].sort((a, b) => a.sequence - b.sequence).map((stop) => String(stop.id));
  return state.tour.stops.length === ids.length && state.tour.stops.every((stop, i) => stop.id === ids[i]);
}

export async function runTrackingJob(db: Kysely<Database>, job: ClaimedJob, now: number): Promise<void> {
  const resourceId = job.resourceId;
  await db.transaction().execute(async (tx) => {
    if (resourceId === null) return finishJob(tx, job.id);
    const tours = await pairedTours(tx, resourceId);
    const ids = tours.map((tour) => tour.id);
    const [trackerRows, stopRows, orderRows, thresholds] = await Promise.all([
      ids.length === 0
        ? []
        : tx.selectFrom('tour_trackers').select(['tour_id', 'state']).where('tour_id', 'in', ids).execute(),
      ids.length === 0
        ? []
        : tx.selectFrom('stops').select(TRACKED_STOP_COLUMNS).where('tour_id', 'in', ids).execute(),
      ids.length === 0
        ? []
        : tx.selectFrom('orders').select(['id', 'tour_id']).where('tour_id', 'in', ids).execute(),
      thresholdsOf(tx, [
        ...new Set(tours.flatMap((tour) => (tour.agency_id === null ? [] : [tour.agency_id]))),
      ]),
    ]);
    const stateOf = new Map(trackerRows.map((row) => [row.tour_id, row.state as TrackerState]));
    const jobFrom = Date.parse(job.payload.earliest ?? '') || now;
    const work = tours.flatMap((tour) => {
      const stops: TrackedStopRow[] = stopRows.filter((stop) => stop.tour_id === tour.id);
      const stored = stateOf.get(tour.id);
      // A tour finished before it was ever tracked has nothing left for the engine to find.
      if (stops.length === 0 || (stored === undefined && tour.status === 'FINISHED')) return [];
      // Stops added, removed or reordered since the tracker was made: a new tracker from the stored facts,
      // reading on from where the old one stopped.
      const state =
        stored && samePlan(stored, stops) ? stored : freshTracker(tour.id, tour.status as TourStatus, stops);
      if (isTrackingOver(state)) return [];
      return [{ tour, stops, state, from: readFrom(stored ?? state, jobFrom) }];
    });
    if (work.length > 0) {
      const fixes = await positionsSince(tx, resourceId, Math.min(...work.map((w) => w.from)));
      const backlog = fixes.length === MAX_FIXES_PER_RUN;
      for (const { tour, stops, state, from } of work) {
        const advance = advanceTour(
          state,
          fixes.filter((fix) => fix.at >= from),
          now,
          !backlog,
        );
        const tracked: TrackedTour = {
          id: tour.id,
          organizationId: tour.organization_id,
          status: tour.status as TourStatus,
          thresholds: (tour.agency_id !== null && thresholds.get(tour.agency_id)) || delayThresholds(),
        };
        await storeTourAdvance(tx, tracked, resourceId, stops, advance, now);
        await publishTrackingChange(tx, {
          organizationId: tour.organization_id,
          carrierOrganizationId: tour.carrier_organization_id,
          tourId: tour.id,
          orderIds: orderRows.filter((order) => order.tour_id === tour.id).map((order) => order.id),
          status: advance.state.status,
        });
      }
      // Done, next, on site, late and the orders' next stop point: the domain's stopStates over what was just
      // stored, written in this same transaction (decision 0065).
      await refreshStopStates(
        tx,
        work.map((w) => w.tour.id),
      );
      if (backlog) {
        const last = new Date(fixes[fixes.length - 1]!.at);
        await enqueuePositionsReceived(tx, [
          { organizationId: job.organizationId, resourceId, earliest: last, latest: last, positions: 0 },
        ]);
      }
    }
    await finishJob(tx, job.id);
  });
}
