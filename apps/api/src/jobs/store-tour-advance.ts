// Stores what one engine run decided for one tour: stop arrivals, departures and skips, ETAs with their
// source and explanation, delay statuses, calculated events, the tour status and the tracker state. Called
// inside the job's transaction; every write is keyed so that running it again with the same input changes
// nothing (at-least-once delivery, decision 0085).
import { type DelayThresholds, delayStatus, referenceWindow } from '@cargolens/domain/delay';
import { type EtaSource, headlineEta, type StopEta } from '@cargolens/domain/eta';
import type { TourStatus, TrackingEvent } from '@cargolens/domain/tracking';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { TourAdvance } from './advance-tour';
import type { TrackedStopRow } from './tour-tracker-of';

export interface TourAdvanceResult {
  state: TourAdvance['state'];
  events: TourAdvance['events'];
  /** The engine's ETAs; null keeps the stored ones (a run for a tour no resource drives computes none). */
  etas: TourAdvance['etas'] | null;
}

export interface TrackedTour {
  id: number;
  organizationId: number;
  status: TourStatus;
  thresholds: DelayThresholds;
}

const date = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms));

/** The fact an event states, so the same fact found twice is one row (UNIQUE (tour_id, event_key)). */
export function eventKey(event: TrackingEvent): string {
  return event.kind === 'stop' ? `stop:${event.stopId}:${event.code}` : `tour:${event.status}`;
}

async function storeEvents(
  tx: Transaction<Database>,
  tour: TrackedTour,
  resourceId: number | null,
  events: readonly TrackingEvent[],
) {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    organization_id: tour.organizationId,
    tour_id: tour.id,
    stop_id: event.kind === 'stop' ? Number(event.stopId) : null,
    resource_id: resourceId,
    event_key: eventKey(event),
    code: event.kind === 'stop' ? event.code : 'TOUR_STATUS',
    occurred_at: new Date(event.occurredAt),
    detected_at: new Date(event.detectedAt),
    method: event.kind === 'stop' ? event.method : null,
    details: JSON.stringify(
      event.kind === 'stop'
        ? { stopIndex: event.stopIndex }
        : { status: event.status, previous: event.previous },
    ),
  }));
  await tx
    .insertInto('tracking_events')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['tour_id', 'event_key']).doNothing())
    .execute();
}

function etaColumns(eta: StopEta, now: number) {
  return {
    eta: date(eta.eta),
    eta_slot_start: date(eta.etaSlot?.start),
    eta_slot_end: date(eta.etaSlot?.end),
    eta_precision: eta.precision,
    eta_source: eta.source,
    eta_reason: eta.etaReason,
    eta_explanation: eta.explanation === null ? null : JSON.stringify(eta.explanation),
    remaining_distance_m: eta.remainingDistance === null ? null : Math.round(eta.remainingDistance),
    eta_computed_at: new Date(now),
  };
}

/**
 * The ETA a stop ahead is judged by: the external one when there is a current one, else the engine's (decisions
 * 0101, 0152).
 */
function judgedEta(stop: TrackedStopRow, computed: StopEta | undefined, keepStored: boolean) {
  const internal = computed
    ? { eta: computed.eta, source: computed.source }
    : keepStored && stop.eta !== null
      ? { eta: stop.eta.getTime(), source: (stop.eta_source ?? 'internal') as EtaSource }
      : null;
  const external =
    stop.external_eta === null
      ? null
      : {
          eta: stop.external_eta.getTime(),
          source: (stop.external_eta_source ?? 'external') as EtaSource,
          // Stale after 60 minutes (time rules, decision 0152): the engine's ETA leads again when it has one.
          isDeprecated: stop.external_eta_deprecated,
        };
  return headlineEta([internal, external])?.eta ?? null;
}

async function storeStops(
  tx: Transaction<Database>,
  tour: TrackedTour,
  stops: readonly TrackedStopRow[],
  advance: TourAdvanceResult,
  now: number,
) {
  const etaOf = new Map((advance.etas ?? []).map((eta) => [eta.stopIndex, eta]));
  const notStarted = advance.state.status === 'NOT_STARTED';
  const ordered = [...stops].sort((a, b) => a.sequence - b.sequence);
  for (const [i, stop] of ordered.entries()) {
    const progress = advance.state.stops[i]!;
    const eta = etaOf.get(i);
    const window = referenceWindow(
      { startAt: stop.appointment_start, endAt: stop.appointment_end },
      { startAt: stop.planned_start, endAt: stop.planned_end },
    );
    // A stop still ahead is judged by its ETA; one reached, by when it was reached.
    const reached = progress.skipped || progress.arrivedAt !== null || progress.leftAt !== null;
    const judged = reached
      ? (progress.arrivedAt ?? progress.leftAt)
      : judgedEta(stop, eta, advance.etas === null);
    const status = delayStatus(judged, window, tour.thresholds, {
      isSkipped: progress.skipped,
      isNotStarted: notStarted,
    });
    await tx
      .updateTable('stops')
      .set({
        arrived_at: date(progress.arrivedAt),
        left_at: date(progress.leftAt),
        is_skipped: progress.skipped,
        eta_status: status,
        ...(eta ? etaColumns(eta, now) : {}),
      })
      .where('id', '=', stop.id)
      .execute();
  }
}

export async function storeTourAdvance(
  tx: Transaction<Database>,
  tour: TrackedTour,
  /** The resource driving the tour; null when none does, and then no tracker state is kept. */
  resourceId: number | null,
  stops: readonly TrackedStopRow[],
  advance: TourAdvanceResult,
  now: number,
): Promise<void> {
  await storeEvents(tx, tour, resourceId, advance.events);
  await storeStops(tx, tour, stops, advance, now);
  // tours.status drives orders.tour_status by trigger (migration 0016).
  if (advance.state.status !== tour.status)
    await tx
      .updateTable('tours')
      .set({ status: advance.state.status, updated_at: new Date(now) })
      .where('id', '=', tour.id)
      .execute();
  if (resourceId === null) return;
  const newest = advance.state.newest;
  await tx
    .insertInto('tour_trackers')
    .values({
      tour_id: tour.id,
      organization_id: tour.organizationId,
      resource_id: resourceId,
      state: JSON.stringify(advance.state),
      fed_until: date(newest?.at),
      updated_at: new Date(now),
    })
    .onConflict((conflict) =>
      conflict.column('tour_id').doUpdateSet((eb) => ({
        resource_id: eb.ref('excluded.resource_id'),
        state: eb.ref('excluded.state'),
        fed_until: eb.ref('excluded.fed_until'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
