// Stores what engine runs decided for their tours: stop arrivals, departures and skips, ETAs with their
// source and explanation, delay statuses, calculated events, the tour status and the tracker state. Called
// inside the jobs' transaction; every write is keyed so that running it again with the same input changes
// nothing (at-least-once delivery, decision 0085), and many tours go in one statement per table (0175).

import { type DelayThresholds, delayStatus, referenceWindow } from '@cargolens/domain/delay';
import type { StopEta } from '@cargolens/domain/eta';
import { isStopReached } from '@cargolens/domain/stops';
import type { TourStatus, TrackingEvent } from '@cargolens/domain/tracking';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TourAdvance } from './advance-tour';
import { sameShownEta, shownEtaColumns, stopShownEta } from './shown-eta-columns';
import { isoOfMs, sameInstant } from './stored-instants';
import { storedTracker, type TrackedStopRow } from './tour-tracker-of';

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

/** The fact an event states, so the same fact found twice is one row (UNIQUE (tour_id, event_key)). */
export function eventKey(event: TrackingEvent): string {
  return event.kind === 'stop' ? `stop:${event.stopId}:${event.code}` : `tour:${event.status}`;
}

/** One row per event of every tour in the batch; the key makes a fact found twice one row. */
function eventRows(item: TourAdvanceItem) {
  const { tour, resourceId, advance } = item;
  return advance.events.map((event) => ({
    organization_id: tour.organizationId,
    tour_id: tour.id,
    stop_id: event.kind === 'stop' ? Number(event.stopId) : null,
    resource_id: resourceId,
    event_key: eventKey(event),
    code: event.kind === 'stop' ? event.code : 'TOUR_STATUS',
    occurred_at: new Date(event.occurredAt).toISOString(),
    detected_at: new Date(event.detectedAt).toISOString(),
    method: event.kind === 'stop' ? event.method : null,
    details:
      event.kind === 'stop'
        ? { stopIndex: event.stopIndex }
        : { status: event.status, previous: event.previous },
  }));
}

function etaColumns(eta: StopEta, now: number) {
  return {
    has_eta: true,
    eta: isoOfMs(eta.eta),
    eta_slot_start: isoOfMs(eta.etaSlot?.start),
    eta_slot_end: isoOfMs(eta.etaSlot?.end),
    eta_precision: eta.precision,
    eta_source: eta.source,
    eta_reason: eta.etaReason,
    eta_explanation: eta.explanation,
    remaining_distance_m: eta.remainingDistance === null ? null : Math.round(eta.remainingDistance),
    eta_computed_at: isoOfMs(now),
  };
}
/** The stop columns one engine run decides, one row per stop of the tour whose columns change. */
function stopRows(item: TourAdvanceItem, now: number) {
  const { tour, stops, advance } = item;
  const etaOf = new Map((advance.etas ?? []).map((eta) => [eta.stopIndex, eta]));
  const notStarted = advance.state.status === 'NOT_STARTED';
  const ordered = [...stops].sort((a, b) => a.sequence - b.sequence);
  return ordered.flatMap((stop, i) => {
    const progress = advance.state.stops[i]!;
    const eta = etaOf.get(i);
    const window = referenceWindow(
      { startAt: stop.appointment_start, endAt: stop.appointment_end },
      { startAt: stop.planned_start, endAt: stop.planned_end },
    );
    // A stop still ahead is judged by its ETA; one reached, by when it was reached.
    const reached = isStopReached(progress);
    const shown = stopShownEta(stop, eta, reached);
    const judged = reached ? (progress.arrivedAt ?? progress.leftAt) : (shown?.eta ?? null);
    const status = delayStatus(judged, window, tour.thresholds, {
      isSkipped: progress.skipped,
      isNotStarted: notStarted,
    });
    // A stop the run computed no ETA for, whose arrival, departure, skip and status are as stored, is not
    // written again: the stops a tour has done are most of a long tour's, and each write is a row version.
    if (
      !eta &&
      stop.is_skipped === progress.skipped &&
      stop.eta_status === status &&
      sameInstant(stop.arrived_at, progress.arrivedAt) &&
      sameInstant(stop.left_at, progress.leftAt) &&
      sameShownEta(stop, shown)
    )
      return [];
    return [
      {
        id: stop.id,
        arrived_at: isoOfMs(progress.arrivedAt),
        left_at: isoOfMs(progress.leftAt),
        is_skipped: progress.skipped,
        eta_status: status,
        ...shownEtaColumns(shown),
        ...(eta ? etaColumns(eta, now) : { has_eta: false }),
      },
    ];
  });
}

export interface TourAdvanceItem {
  tour: TrackedTour;
  /** The resource driving the tour; null when none does, and then no tracker state is kept. */
  resourceId: number | null;
  stops: readonly TrackedStopRow[];
  advance: TourAdvanceResult;
}

/**
 * Stores the engine runs of many tours in the caller's transaction, one statement per table whatever their
 * number (decision 0175): the rows travel as one JSON array each, read by `jsonb_to_recordset`, so the text
 * of each statement is fixed (one prepared plan) and no batch nears a bind-parameter limit.
 */
export async function storeTourAdvances(
  tx: Transaction<Database>,
  items: readonly TourAdvanceItem[],
  now: number,
): Promise<void> {
  if (items.length === 0) return;
  const events = items.flatMap(eventRows).map((row, seq) => ({ seq, ...row }));
  const stops = items.flatMap((item) => stopRows(item, now));
  // tours.status drives orders.tour_status by trigger (migration 0016): only the tours whose status changed.
  const statuses = items.flatMap(({ tour, advance }) =>
    advance.state.status === tour.status ? [] : [{ id: tour.id, status: advance.state.status }],
  );
  const trackers = items.flatMap(({ tour, resourceId, advance }) =>
    resourceId === null
      ? []
      : [
          {
            tour_id: tour.id,
            organization_id: tour.organizationId,
            resource_id: resourceId,
            state: storedTracker(advance.state),
            fed_until: isoOfMs(advance.state.newest?.at),
          },
        ],
  );
  const at = new Date(now);
  if (events.length > 0)
    await sql`
      INSERT INTO tracking_events (organization_id, tour_id, stop_id, resource_id, event_key, code, occurred_at,
        detected_at, method, details)
      SELECT organization_id, tour_id, stop_id, resource_id, event_key, code, occurred_at, detected_at, method,
        details
      FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS r(seq int, organization_id int, tour_id int,
        stop_id int, resource_id int, event_key text, code text, occurred_at timestamptz, detected_at timestamptz,
        method text, details jsonb)
      -- In the engine's order: the ids order a tour's events.
      ORDER BY seq
      ON CONFLICT (tour_id, event_key) DO NOTHING`.execute(tx);
  // A stop the run computed no ETA for keeps its stored ETA columns (has_eta false).
  if (stops.length > 0)
    await sql`
    UPDATE stops SET arrived_at = r.arrived_at, left_at = r.left_at, is_skipped = r.is_skipped,
      eta_status = r.eta_status, shown_eta = r.shown_eta, shown_eta_source = r.shown_eta_source,
      shown_eta_slot_start = r.shown_eta_slot_start, shown_eta_slot_end = r.shown_eta_slot_end,
      shown_eta_deprecated = r.shown_eta_deprecated,
      eta = CASE WHEN r.has_eta THEN r.eta ELSE stops.eta END,
      eta_slot_start = CASE WHEN r.has_eta THEN r.eta_slot_start ELSE stops.eta_slot_start END,
      eta_slot_end = CASE WHEN r.has_eta THEN r.eta_slot_end ELSE stops.eta_slot_end END,
      eta_precision = CASE WHEN r.has_eta THEN r.eta_precision ELSE stops.eta_precision END,
      eta_source = CASE WHEN r.has_eta THEN r.eta_source ELSE stops.eta_source END,
      eta_reason = CASE WHEN r.has_eta THEN r.eta_reason ELSE stops.eta_reason END,
      eta_explanation = CASE WHEN r.has_eta THEN r.eta_explanation ELSE stops.eta_explanation END,
      remaining_distance_m = CASE WHEN r.has_eta THEN r.remaining_distance_m ELSE stops.remaining_distance_m END,
      eta_computed_at = CASE WHEN r.has_eta THEN r.eta_computed_at ELSE stops.eta_computed_at END
    FROM jsonb_to_recordset(${JSON.stringify(stops)}::jsonb) AS r(id int, arrived_at timestamptz,
      left_at timestamptz, is_skipped boolean, eta_status text, shown_eta timestamptz, shown_eta_source text,
      shown_eta_slot_start timestamptz, shown_eta_slot_end timestamptz, shown_eta_deprecated boolean, has_eta boolean, eta timestamptz,
      eta_slot_start timestamptz, eta_slot_end timestamptz, eta_precision text, eta_source text, eta_reason text,
      eta_explanation jsonb, remaining_distance_m int, eta_computed_at timestamptz)
    WHERE stops.id = r.id`.execute(tx);
  if (statuses.length > 0)
    await sql`
      UPDATE tours SET status = r.status, updated_at = ${at}
      FROM jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb) AS r(id int, status text)
      WHERE tours.id = r.id`.execute(tx);
  if (trackers.length > 0)
    await sql`
      INSERT INTO tour_trackers (tour_id, organization_id, resource_id, state, fed_until, updated_at)
      SELECT tour_id, organization_id, resource_id, state, fed_until, ${at}
      FROM jsonb_to_recordset(${JSON.stringify(trackers)}::jsonb) AS r(tour_id int, organization_id int,
        resource_id int, state jsonb, fed_until timestamptz)
      ON CONFLICT (tour_id) DO UPDATE SET resource_id = excluded.resource_id, state = excluded.state,
        fed_until = excluded.fed_until, updated_at = excluded.updated_at`.execute(tx);
}

/** One tour's engine run (tour facts jobs, decision 0101): the batched statements with one item. */
export async function storeTourAdvance(
  tx: Transaction<Database>,
  tour: TrackedTour,
  resourceId: number | null,
  stops: readonly TrackedStopRow[],
  advance: TourAdvanceResult,
  now: number,
): Promise<void> {
  await storeTourAdvances(tx, [{ tour, resourceId, stops, advance }], now);
}
