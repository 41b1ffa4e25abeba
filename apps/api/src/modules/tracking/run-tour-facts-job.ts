// Handles one `tour.facts.received` job (decision 0100): the events sent in for a tour's orders that the engine
// has not taken in yet go through its stop sequence (applyDeclaredEvent), in the order they happened; then the
// stops, ETAs, delay statuses (an external ETA wins, decision 0101), calculated events and tour status are
// stored, the events marked applied and the job removed — in ONE transaction, after locking the tour, so a
// positions job of the same tour waits for it and carries on from its state.
import { computeEtas } from '@cargolens/domain/eta';
import { declaredEventMeaning } from '@cargolens/domain/events';
import { applyDeclaredEvent, type TourStatus, type TrackingEvent } from '@cargolens/domain/tracking';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publishTrackingChange } from './publish-tracking-change';
import { refreshStopStates } from './refresh-stop-states';
import { thresholdsOf, trackedTour } from './run-tracking-job';
import { storeTourAdvance } from './store-tour-advance';
import {
  resumeTracker,
  type StoredTracker,
  TRACKED_STOP_COLUMNS,
  type TrackedStopRow,
} from './tour-tracker-of';
import { type ClaimedJob, finishJob } from './tracking-queue';

export async function runTourFactsJob(db: Kysely<Database>, job: ClaimedJob, now: number): Promise<void> {
  const tourId = job.tourId;
  await db.transaction().execute(async (tx) => {
    if (tourId === null) return finishJob(tx, job.id);
    const tour = await tx
      .selectFrom('tours')
      .select([
        'id',
        'organization_id',
        'carrier_organization_id',
        'agency_id',
        'status',
        'resource_id',
        'pairing_agency',
      ])
      .where('id', '=', tourId)
      .forUpdate()
      .executeTakeFirst();
    if (!tour) return finishJob(tx, job.id);
    const [stops, orders, pending, tracker, thresholds] = await Promise.all([
      tx.selectFrom('stops').select(TRACKED_STOP_COLUMNS).where('tour_id', '=', tourId).execute(),
      tx.selectFrom('orders').select('id').where('tour_id', '=', tourId).execute(),
      tx
        .selectFrom('inbound_events')
        .select(['id', 'kind', 'code', 'stop_id', 'occurred_at'])
        .where('tour_id', '=', tourId)
        .where('applied_at', 'is', null)
        .orderBy('occurred_at')
        .orderBy('id')
        .execute(),
      tx.selectFrom('tour_trackers').select('state').where('tour_id', '=', tourId).executeTakeFirst(),
      thresholdsOf(tx, tour.agency_id === null ? [] : [tour.agency_id]),
    ]);
    const ordered: TrackedStopRow[] = [...stops].sort((a, b) => a.sequence - b.sequence);
    // Only a tour a resource drives keeps a tracker; any other is rebuilt from its stored stops every time.
    const resourceId = tour.resource_id !== null && tour.pairing_agency !== 'NONE' ? tour.resource_id : null;
    const stored = resourceId === null ? undefined : (tracker?.state as StoredTracker | undefined);
    if (ordered.length > 0) {
      let state = resumeTracker(tour.id, tour.status as TourStatus, ordered, stored);
      const events: TrackingEvent[] = [];
      const indexOf = new Map(ordered.map((stop, i) => [stop.id, i]));
      for (const event of pending) {
        const stopIndex = event.stop_id === null ? undefined : indexOf.get(event.stop_id);
        const { effect } = declaredEventMeaning(event.kind, event.code);
        if (stopIndex === undefined || effect === null) continue;
        const step = applyDeclaredEvent(state, {
          stopIndex,
          effect,
          occurredAt: event.occurred_at.getTime(),
          detectedAt: now,
        });
        state = step.state;
        events.push(...step.events);
      }
      await storeTourAdvance(
        tx,
        trackedTour(tour, thresholds),
        resourceId,
        ordered,
        // Without a resource there is no position to compute from: the stored ETAs stay as they are.
        { state, events, etas: resourceId === null ? null : computeEtas({ tracker: state, now }) },
        now,
      );
      await refreshStopStates(tx, [tour.id]);
      await publishTrackingChange(tx, {
        organizationId: tour.organization_id,
        carrierOrganizationId: tour.carrier_organization_id,
        tourId: tour.id,
        orderIds: orders.map((order) => order.id),
        status: state.status,
      });
    }
    if (pending.length > 0)
      await tx
        .updateTable('inbound_events')
        .set({ applied_at: new Date(now) })
        .where(
          'id',
          'in',
          pending.map((event) => event.id),
        )
        .execute();
    await finishJob(tx, job.id);
  });
}
