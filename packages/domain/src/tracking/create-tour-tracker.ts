import { compileGeofence } from '../geo';
import { DEFAULT_TRACKER_CONFIG } from './default-tracker-config';
import type { StopProgress, TourPlan, TrackerConfig, TrackerProgress, TrackerState } from './types';

/** A fresh tracker for one tour: plain data, safe to JSON-serialise and resume in another worker. */
export function createTourTracker(tour: TourPlan, config: Partial<TrackerConfig> = {}): TrackerState {
  return {
    version: 1,
    tour,
    fences: tour.stops.map((stop) => compileGeofence(stop.geofence)),
    config: { ...DEFAULT_TRACKER_CONFIG, ...config },
    status: 'NOT_STARTED',
    stops: tour.stops.map(emptyProgress),
    buffer: [],
    last: null,
    newest: null,
    speed: { ewmaMps: 0, evidenceS: 0, stillSince: null, beforeStill: null },
    approach: null,
    processed: 0,
    dropped: 0,
  };
}

/**
 * What a tracker has learnt from positions and events: everything but what its plan and config make (the tour,
 * its compiled fences, the config), which `resumeTourTracker` makes again. A stored tracker keeps only this.
 */
export function trackerProgress(state: TrackerProgress): TrackerProgress {
  return {
    status: state.status,
    stops: state.stops,
    buffer: state.buffer,
    last: state.last,
    newest: state.newest,
    speed: state.speed,
    approach: state.approach ?? null,
    processed: state.processed,
    dropped: state.dropped,
  };
}

/**
 * A tracker of `tour` that goes on from `progress`, learnt on a plan of the same stops in the same order (one
 * progress entry per stop): the plan's places, radii and appointments are taken as they are now.
 */
export function resumeTourTracker(
  tour: TourPlan,
  progress: TrackerProgress,
  config: Partial<TrackerConfig> = {},
): TrackerState {
  if (progress.stops.length !== tour.stops.length)
    throw new Error(`progress of ${progress.stops.length} stops for a plan of ${tour.stops.length}`);
  const { version, fences, config: made } = createTourTracker(tour, config);
  return { version, tour, fences, config: made, ...trackerProgress(progress) };
}

function emptyProgress(): StopProgress {
  return {
    inside: false,
    enteredAt: null,
    outwardAt: null,
    coreEnteredAt: null,
    coreLeftAt: null,
    offset: null,
    startedInside: false,
    arrivedAt: null,
    arrivalDetectedAt: null,
    leftAt: null,
    arrivalMethod: null,
    skipped: false,
  };
}

/** A new stops array: open stops copied (detection writes into them), done or skipped ones shared. */
export function copyOpenStops(stops: readonly StopProgress[]): StopProgress[] {
  return stops.map(copyProgress);
}

function copyProgress(p: StopProgress): StopProgress {
  if (p.skipped || p.leftAt !== null) return p;
  return {
    inside: p.inside,
    enteredAt: p.enteredAt,
    outwardAt: p.outwardAt,
    coreEnteredAt: p.coreEnteredAt,
    coreLeftAt: p.coreLeftAt,
    offset: p.offset,
    startedInside: p.startedInside,
    arrivedAt: p.arrivedAt,
    arrivalDetectedAt: p.arrivalDetectedAt,
    leftAt: p.leftAt,
    arrivalMethod: p.arrivalMethod,
    skipped: p.skipped,
  };
}
