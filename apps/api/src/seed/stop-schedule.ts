// Plans the stops of one tour around `now`: planned windows, appointments, what already happened (arrived_at,
// left_at, skipped) according to the tour status, and ETAs with their delay status on the stops still ahead.
import { delayStatus, delayThresholds, referenceWindow } from '@cargolens/domain/delay';
import { offsetPoint } from '@cargolens/domain/tracking';
import { liveEtas, plannedDrive } from './demo-etas';
import { chance, pick, type Random, randomInt, weighted } from './random';

export type TourStatus = 'NOT_STARTED' | 'TOWARDS_FIRST_STOP' | 'IN_PROGRESS' | 'FINISHED';
export type StopType = 'loading' | 'delivery' | 'intermediateStop';

export interface StopSite {
  lat: number;
  lng: number;
}

export interface RouteStop<S extends StopSite> {
  site: S;
  stopType: StopType;
}

export interface ScheduledStop<S extends StopSite> extends RouteStop<S> {
  activityMinutes: number;
  plannedStart: Date;
  plannedEnd: Date;
  appointmentStart: Date | null;
  appointmentEnd: Date | null;
  arrivedAt: Date | null;
  leftAt: Date | null;
  isSkipped: boolean;
  eta: Date | null;
  etaSource: string | null;
  etaStatus: string | null;
  remainingDistanceM: number | null;
}

const MINUTE = 60_000;

function roundTo(date: number, minutes: number): Date {
  const step = minutes * MINUTE;
  return new Date(Math.round(date / step) * step);
}

export function scheduleStops<S extends StopSite>(
  random: Random,
  now: Date,
  status: TourStatus,
  route: RouteStop<S>[],
  thresholds: { tolerableDelayMinutes: number; riskyDelayMinutes: number },
  finishedWithinDays = 10,
): { startAt: Date; stops: ScheduledStop<S>[]; truckAt: StopSite } {
  const n = route.length;
  const activity = route.map((stop) =>
    stop.stopType === 'intermediateStop' ? randomInt(random, 10, 30) : pick(random, [30, 45, 60, 90]),
  );
  // The depot lies 20 to 90 km south of the first stop; times and distances are the ETA engine's.
  const depot = offsetPoint(route[0]!.site, 180, randomInt(random, 20, 90) * 1000);
  const sites = route.map((stop) => stop.site);
  const drive = plannedDrive(depot, sites, activity);
  const progress = truckProgress(random, status, drive, activity, finishedWithinDays);
  const actualStart = now.getTime() - progress.elapsed * MINUTE;
  const lateness = latenessOf(random, thresholds);
  // Some trucks send no position, so no ETA can be computed for them.
  const hasEta = chance(random, 0.88);
  const etaSource = chance(random, 0.15) ? 'external' : 'internalRemainingLeadTimeWithBreaks';
  const running = status === 'TOWARDS_FIRST_STOP' || status === 'IN_PROGRESS';
  const planned = route.map((stop, i) =>
    planStop(random, now, stop, i, {
      expected: actualStart + drive.arrivals[i]! * MINUTE,
      lateness,
      activityMinutes: activity[i]!,
      isDone: status === 'FINISHED' || i < progress.done,
      isLast: i === n - 1,
      onSiteHere: progress.onSite && i === progress.done,
    }),
  );

  // A running truck with a position gets the ETAs the engine computes from where it is now.
  const { done, onSite, leg } = progress;
  const from = done === 0 ? depot : sites[done - 1]!;
  const to = sites[done]!;
  const position = onSite
    ? to
    : { lat: from.lat + (to.lat - from.lat) * leg, lng: from.lng + (to.lng - from.lng) * leg };
  const live =
    running && hasEta
      ? liveEtas(sites, activity, planned, position, now.getTime())
      : new Map<number, never>();
  const limits = delayThresholds(thresholds);
  const stops = planned.map((stop, i): ScheduledStop<S> => {
    const ahead = running && stop.arrivedAt === null && !stop.isSkipped;
    const computed = ahead ? live.get(i) : undefined;
    const window = referenceWindow(
      { startAt: stop.appointmentStart, endAt: stop.appointmentEnd },
      { startAt: stop.plannedStart, endAt: stop.plannedEnd },
    );
    return {
      ...stop,
      activityMinutes: activity[i]!,
      eta: computed?.eta ?? null,
      etaSource: computed ? etaSource : null,
      etaStatus: ahead ? (computed ? delayStatus(computed.eta, window, limits) : 'NONE') : null,
      remainingDistanceM: computed?.remainingDistanceM ?? null,
    };
  });
  const firstLate = stops[0]!.plannedStart.getTime() - drive.arrivals[0]! * MINUTE;
  // Where the truck is now (its depot before the tour): the demo fleet simulator sets off from there.
  return { startAt: roundTo(firstLate, 15), stops, truckAt: position };
}

interface TruckProgress {
  /** Stops left behind. */
  done: number;
  /** On site at the next stop. */
  onSite: boolean;
  /** How far along the way to the next stop, from 0 to 1. */
  leg: number;
  /** Minutes since the tour set off (negative before). */
  elapsed: number;
}

/** Where the truck is now: `done` stops left behind, maybe on site at the next one, `leg` of the way to it. */
function truckProgress(
  random: Random,
  status: TourStatus,
  drive: { arrivals: number[]; legMinutes: number[] },
  activity: number[],
  finishedWithinDays: number,
): TruckProgress {
  const { arrivals: offsets, legMinutes } = drive;
  const n = activity.length;
  const end = offsets[n - 1]! + activity[n - 1]!;
  if (status === 'NOT_STARTED')
    return { done: 0, onSite: false, leg: 0, elapsed: -randomInt(random, 120, 6 * 24 * 60) };
  if (status === 'FINISHED')
    return {
      done: 0,
      onSite: false,
      leg: 0,
      elapsed: end + randomInt(random, 60, finishedWithinDays * 24 * 60),
    };
  if (status === 'TOWARDS_FIRST_STOP') {
    const leg = 0.1 + random() * 0.8;
    return { done: 0, onSite: false, leg, elapsed: leg * legMinutes[0]! };
  }
  // A tour is in progress from its arrival at the first stop.
  const done = randomInt(random, 0, n - 1);
  // Standing at the last stop would already be a finished tour (stopStates: done on arrival).
  const onSite = done === 0 || (chance(random, 0.3) && done < n - 1);
  const leg = onSite ? 1 : 0.1 + random() * 0.8;
  const elapsed = onSite
    ? offsets[done]! + randomInt(random, 5, activity[done]! - 5)
    : offsets[done - 1]! + activity[done - 1]! + leg * legMinutes[done]!;
  return { done, onSite, leg, elapsed };
}

/** How late the tour runs against its plan, in minutes past each window's end: one band, a draw per stop. */
function latenessOf(
  random: Random,
  thresholds: { tolerableDelayMinutes: number; riskyDelayMinutes: number },
): () => number {
  const band = weighted(random, { early: 10, onTime: 50, tolerated: 13, tolerable: 14, risky: 13 });
  const tol = thresholds.tolerableDelayMinutes;
  const risky = thresholds.riskyDelayMinutes;
  return {
    early: () => -randomInt(random, 150, 240),
    onTime: () => -randomInt(random, 5, 55),
    tolerated: () => randomInt(random, 1, tol),
    tolerable: () => randomInt(random, tol + 1, risky),
    risky: () => randomInt(random, risky + 5, risky + 240),
  }[band];
}

/** One stop's planned window, appointment, and what already happened there. */
function planStop<S extends StopSite>(
  random: Random,
  now: Date,
  stop: RouteStop<S>,
  i: number,
  at: {
    expected: number;
    lateness: () => number;
    activityMinutes: number;
    isDone: boolean;
    isLast: boolean;
    onSiteHere: boolean;
  },
) {
  const { expected, isDone } = at;
  const windowMinutes = pick(random, [60, 60, 120, 180]);
  const plannedEnd = roundTo(expected - at.lateness() * MINUTE, 15);
  const plannedStart = new Date(plannedEnd.getTime() - windowMinutes * MINUTE);
  const hasAppointment = stop.stopType !== 'intermediateStop' && chance(random, 0.3);
  const appointmentStart = hasAppointment ? roundTo(plannedStart.getTime() + 30 * MINUTE, 30) : null;
  const appointmentEnd = appointmentStart ? new Date(appointmentStart.getTime() + 30 * MINUTE) : null;
  const isSkipped =
    isDone && i > 0 && !at.isLast && stop.stopType === 'intermediateStop' && chance(random, 0.3);
  const arrived = isDone || at.onSiteHere;
  // Actual times wobble around the expectation but never pass `now`.
  const arrivedAt =
    arrived && !isSkipped
      ? new Date(Math.min(expected + randomInt(random, -6, 6) * MINUTE, now.getTime() - 2 * MINUTE))
      : null;
  const leftAt =
    isDone && arrivedAt
      ? new Date(
          Math.min(
            arrivedAt.getTime() + (at.activityMinutes + randomInt(random, -5, 25)) * MINUTE,
            now.getTime() - MINUTE,
          ),
        )
      : null;
  return {
    ...stop,
    plannedStart,
    plannedEnd,
    appointmentStart,
    appointmentEnd,
    arrivedAt,
    leftAt,
    isSkipped,
  };
}
