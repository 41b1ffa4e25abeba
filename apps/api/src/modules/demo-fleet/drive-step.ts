// How a demo truck moves (decision 0115): one pure step from where it is to its next position, as a phone in
// the cab would report it. Straight great-circle legs at road-like speeds that slow down near a stop, a stay
// at each stop for its activity time, everything but the calendar sped up by `speedup`; a late drive runs at
// real speed and is first held up in traffic. The tracking engine is never asked anything: the truck does
// not know what the server decided, it only drives.
import { haversineDistanceDeg, initialBearing, type LatLng } from '@cargolens/domain/geo';
import { DEFAULT_TRACKER_CONFIG, offsetPoint } from '@cargolens/domain/tracking';

export type DrivePhase = 'waiting' | 'driving' | 'dwelling' | 'leaving' | 'parked';

export interface DriveStop extends LatLng {
  radiusM: number;
  activityMinutes: number;
}

export interface DriveProgress {
  stopIndex: number;
  phase: DrivePhase;
  phaseSince: number;
}

export interface DriveInput {
  stops: readonly DriveStop[];
  progress: DriveProgress;
  /** Where the truck last reported, and when; null before its first position. */
  last: { lat: number; lng: number; at: number } | null;
  start: LatLng;
  startsAt: number;
  late: boolean;
  speedup: number;
  now: number;
}

export interface DriveFix {
  at: number;
  lat: number;
  lng: number;
  /** Road speed in km/h, as the truck's own speedometer would say (not sped up). */
  speedKmh: number;
  heading: number | null;
}

export interface DriveStep {
  /** The position to send now, or null when nothing is due. */
  fix: DriveFix | null;
  progress: DriveProgress;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/** Road metres per great-circle metre, the ETA engine's own detour factor, so its estimates fit real pace. */
const DETOUR = 1.3;
/** A device on the move reports every 20 s, one standing still every minute (Traccar Client's defaults
 * are by distance and time; these keep a sped-up truck's geofence crossings a couple of kilometres apart). */
export const MOVING_EVERY_MS = 20 * SECOND;
export const STANDING_EVERY_MS = MINUTE;
/** After a pause (restart, the machine asleep) the truck carries on from where it was, never jumps ahead. */
const MAX_STEP_MS = MINUTE;
/** How long a late drive is held up in traffic once it sets off. */
export const JAM_MS = 25 * MINUTE;

/** Road speed by distance to the stop: motorway far out, main roads closer in, town streets at the end. */
export function roadKmh(remainingM: number): number {
  if (remainingM > 20_000) return 75;
  if (remainingM > 3_000) return 50;
  return 25;
}

/**
 * How long the truck stays: its activity time sped up, but never shorter than the engine needs to tell a
 * visit from driving through (its minimum dwell, longer for wide geofences) plus its reorder window and two
 * reports, so every stop the demo reaches is recognised as reached.
 */
export function dwellMs(stop: DriveStop, speedup: number): number {
  const c = DEFAULT_TRACKER_CONFIG;
  const recognisable =
    Math.max(c.minDwellMs, ((2 * stop.radiusM) / (c.driveThroughKmh / 3.6)) * SECOND) +
    c.reorderWindowMs +
    2 * STANDING_EVERY_MS;
  return Math.max((stop.activityMinutes * MINUTE) / speedup, recognisable);
}

/** Far enough past the last stop for the engine to see the truck leave it (its exit margin and more). */
function leaveDistanceM(stop: DriveStop): number {
  return stop.radiusM * 1.5 + 500;
}

function everyMs(phase: DrivePhase): number {
  return phase === 'dwelling' || phase === 'waiting' ? STANDING_EVERY_MS : MOVING_EVERY_MS;
}

const distance = (a: LatLng, b: LatLng) => haversineDistanceDeg(a.lat, a.lng, b.lat, b.lng);

export function driveStep(input: DriveInput): DriveStep {
  const { stops, now, speedup } = input;
  let progress = input.progress;
  if (progress.phase === 'parked' || stops.length === 0) return { fix: null, progress };
  // Someone removed stops from the tour under the truck's wheels: the drive ends where it is.
  if (progress.phase !== 'leaving' && progress.stopIndex >= stops.length)
    return { fix: null, progress: { ...progress, phase: 'parked', phaseSince: now } };
  if (progress.phase === 'waiting') {
    if (now < input.startsAt) return { fix: null, progress };
    progress = { stopIndex: progress.stopIndex, phase: 'driving', phaseSince: now };
  }
  // A report recorded before this drive began belongs to another story: start from the drive's own point.
  const last = input.last !== null && input.last.at >= input.startsAt ? input.last : null;
  if (last !== null && now - last.at < everyMs(progress.phase)) return { fix: null, progress };
  const here: LatLng = last ?? input.start;
  const elapsed = last === null ? 0 : Math.min(now - last.at, MAX_STEP_MS);
  const pace = input.late ? 1 : speedup;
  const at = now;

  if (progress.phase === 'dwelling') {
    const stop = stops[progress.stopIndex]!;
    const fix: DriveFix = { at, lat: stop.lat, lng: stop.lng, speedKmh: 0, heading: null };
    if (now - progress.phaseSince < dwellMs(stop, pace)) return { fix, progress };
    const next = progress.stopIndex + 1;
    return {
      fix,
      progress: { stopIndex: next, phase: next < stops.length ? 'driving' : 'leaving', phaseSince: now },
    };
  }

  if (progress.phase === 'leaving') {
    const lastStop = stops[stops.length - 1]!;
    const before = stops.length > 1 ? stops[stops.length - 2]! : input.start;
    // On along the way it came, as if heading home.
    const heading = distance(before, lastStop) > 1 ? initialBearing(before, lastStop) : 0;
    const gone = distance(here, lastStop);
    const kmh = roadKmh(0);
    const to = offsetPoint(lastStop, heading, gone + ((kmh / 3.6 / DETOUR) * pace * elapsed) / SECOND);
    const fix: DriveFix = { at, lat: to.lat, lng: to.lng, speedKmh: kmh, heading };
    // Parked a minute's drive past the geofence's exit margin: the engine takes a position as final only
    // once its reorder window is over, so the one that shows the departure must not be the last one sent.
    const oneMinute = ((kmh / 3.6 / DETOUR) * pace * MINUTE) / SECOND;
    const done = distance(to, lastStop) >= leaveDistanceM(lastStop) + oneMinute;
    return { fix, progress: done ? { ...progress, phase: 'parked', phaseSince: now } : progress };
  }

  // Driving to stops[stopIndex].
  const target = stops[progress.stopIndex]!;
  const remaining = distance(here, target);
  const jammed = input.late && now < input.startsAt + JAM_MS;
  const kmh = jammed ? 0 : roadKmh(remaining);
  const step = ((kmh / 3.6 / DETOUR) * pace * elapsed) / SECOND;
  const heading = remaining > 1 ? initialBearing(here, target) : null;
  if (kmh > 0 && step >= remaining) {
    return {
      fix: { at, lat: target.lat, lng: target.lng, speedKmh: 0, heading },
      progress: { stopIndex: progress.stopIndex, phase: 'dwelling', phaseSince: now },
    };
  }
  const to = step > 0 && heading !== null ? offsetPoint(here, heading, step) : here;
  return { fix: { at, lat: to.lat, lng: to.lng, speedKmh: kmh, heading }, progress };
}
