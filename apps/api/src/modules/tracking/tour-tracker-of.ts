// From stored stops to the engine's input: the tour plan a fresh tracker is made of, resumed from what is
// already stored (a tour the seed or an earlier tracker moved on keeps its arrivals, departures and skips).
import {
  createTourTracker,
  resumeTourTracker,
  type TourPlan,
  type TourStatus,
  type TrackerProgress,
  type TrackerState,
  trackerProgress,
} from '@cargolens/domain/tracking';

export interface TrackedStopRow {
  id: number;
  sequence: number;
  stop_type: string;
  lat: number;
  lng: number;
  geofencing_radius: number;
  activity_time_minutes: number;
  planned_start: Date | null;
  planned_end: Date | null;
  appointment_start: Date | null;
  appointment_end: Date | null;
  arrived_at: Date | null;
  left_at: Date | null;
  is_skipped: boolean;
  /** The delay status stored by the last run. */
  eta_status: string | null;
  /** The engine's stored ETA, kept as it is by a run that computes none (a tour no resource drives). */
  eta: Date | null;
  eta_source: string | null;
  eta_slot_start: Date | null;
  eta_slot_end: Date | null;
  /** The newest external ETA received (decision 0101). */
  external_eta: Date | null;
  external_eta_source: string | null;
  external_eta_slot_start: Date | null;
  external_eta_slot_end: Date | null;
  /** Worked out over 60 minutes ago (time rules, decision 0152): it no longer leads. */
  external_eta_deprecated: boolean;
  /** The ETA the stop shows, as the last run stored it (shownEta, decision 0224). */
  shown_eta: Date | null;
  shown_eta_source: string | null;
  shown_eta_slot_start: Date | null;
  shown_eta_slot_end: Date | null;
  shown_eta_deprecated: boolean;
}

/** The stop columns a tracking run reads. */
export const TRACKED_STOP_COLUMNS = [
  'id',
  'tour_id',
  'sequence',
  'stop_type',
  'lat',
  'lng',
  'geofencing_radius',
  'activity_time_minutes',
  'planned_start',
  'planned_end',
  'appointment_start',
  'appointment_end',
  'arrived_at',
  'left_at',
  'is_skipped',
  'eta_status',
  'eta',
  'eta_source',
  'eta_slot_start',
  'eta_slot_end',
  'external_eta',
  'external_eta_source',
  'external_eta_slot_start',
  'external_eta_slot_end',
  'external_eta_deprecated',
  'shown_eta',
  'shown_eta_source',
  'shown_eta_slot_start',
  'shown_eta_slot_end',
  'shown_eta_deprecated',
] as const;

// Loading kinds of stop (migration 0001's stop_type); every other kind is a place goods are delivered to or
// pass through, which the engine's order-event family names with the unloading codes.
const LOADING_TYPES = new Set(['loading', 'readyForPickup']);

export const isLoadingStopType = (stopType: string) => LOADING_TYPES.has(stopType);

const ms = (date: Date | null) => (date === null ? null : date.getTime());

function windowOf(start: Date | null, end: Date | null) {
  const startAt = ms(start) ?? ms(end);
  const endAt = ms(end) ?? ms(start);
  return startAt === null || endAt === null ? null : { startAt, endAt };
}

/** The engine's plan of a tour: one circular geofence per stop, ids are the stops' own keys. */
export function tourPlanOf(tourId: number, stops: readonly TrackedStopRow[]): TourPlan {
  return {
    id: String(tourId),
    stops: [...stops]
      .sort((a, b) => a.sequence - b.sequence)
      .map((stop) => ({
        id: String(stop.id),
        activity: LOADING_TYPES.has(stop.stop_type) ? ('LOADING' as const) : ('UNLOADING' as const),
        geofence: {
          kind: 'circle' as const,
          center: { lat: stop.lat, lng: stop.lng },
          radiusM: stop.geofencing_radius,
        },
        position: { lat: stop.lat, lng: stop.lng },
        activityTimeMinutes: stop.activity_time_minutes,
        appointment: windowOf(stop.appointment_start, stop.appointment_end),
      })),
  };
}

/** A fresh tracker for a tour never tracked before, carrying over what the stored stops already say. */
export function freshTracker(
  tourId: number,
  status: TourStatus,
  stops: readonly TrackedStopRow[],
): TrackerState {
  const tracker = createTourTracker(tourPlanOf(tourId, stops));
  tracker.status = status;
  const ordered = [...stops].sort((a, b) => a.sequence - b.sequence);
  ordered.forEach((stop, i) => {
    const progress = tracker.stops[i]!;
    progress.arrivedAt = ms(stop.arrived_at);
    progress.leftAt = ms(stop.left_at);
    progress.skipped = stop.is_skipped;
    if (progress.arrivedAt === null) return;
    progress.arrivalMethod = 'geofence';
    // Still on site: watched from inside, so leaving the geofence is the departure.
    if (progress.leftAt === null && !progress.skipped) {
      progress.inside = true;
      progress.enteredAt = progress.arrivedAt;
    }
  });
  return tracker;
}

/**
 * What `tour_trackers.state` holds (decision 0213): the tracker's progress and the ids of the stops, in order,
 * it was learnt on. The plan, its fences and the config are made again from the stops at each run, so a stored
 * tracker is less than half the size it was and a stop's new place or appointment counts from the next run.
 */
export interface StoredTracker extends TrackerProgress {
  version: 2;
  stopIds: string[];
}

/** The whole tracker, as stored before decision 0213; still read. */
type StoredTrackerV1 = TrackerState;

export function storedTracker(state: TrackerState): StoredTracker {
  return { version: 2, stopIds: state.tour.stops.map((stop) => stop.id), ...trackerProgress(state) };
}

/**
 * The tracker a run goes on with: the stored progress on the plan the stops make now, or, when none is stored
 * or stops were added, removed or reordered since, a fresh tracker from the stored facts.
 */
export function resumeTracker(
  tourId: number,
  status: TourStatus,
  stops: readonly TrackedStopRow[],
  stored: StoredTracker | StoredTrackerV1 | undefined,
): TrackerState {
  if (stored === undefined) return freshTracker(tourId, status, stops);
  const plan = tourPlanOf(tourId, stops);
  const storedIds = stored.version === 2 ? stored.stopIds : stored.tour.stops.map((stop) => stop.id);
  const same =
    storedIds.length === plan.stops.length && plan.stops.every((stop, i) => stop.id === storedIds[i]);
  return same ? resumeTourTracker(plan, stored) : freshTracker(tourId, status, stops);
}
