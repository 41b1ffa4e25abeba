import { GPS_RECENCY_LIMIT_MINUTES } from '../constants';
import { currentStopIndex, type EpochMs, type TrackerState } from '../tracking';
import { DEFAULT_ETA_CONFIG } from './default-eta-config';
import { etaSlot, precisionOf } from './eta-slot';
import { type DrivingClock, driveUnderEu561, restWhileWaiting, startDrivingClock } from './eu-driving-rules';
import { earliestStart } from './opening-windows';
import { type LegScratch, planLeg, planLegs } from './plan-legs';
import { greatCircleRoute, type RouteProvider } from './route-provider';
import type { DriverState, EtaConfig, EtaReason, EtaSource, RegulatedPause, StopEta } from './types';

const MIN = 60_000;

export interface ComputeEtasInput {
  tracker: TrackerState;
  now: EpochMs;
  /** Given → breaks and rests of EU 561/2006 are added and the source is internalRemainingLeadTimeWithBreaks. */
  driver?: DriverState | null;
  route?: RouteProvider;
  config?: EtaConfig;
}

/**
 * ETAs for every stop not yet reached, in stop order, from the newest fix: drive each leg at the learnt speed,
 * add regulated pauses, wait for windows that must be waited for, spend the activity time, go on.
 */
export function computeEtas(input: ComputeEtasInput): StopEta[] {
  const { tracker, now } = input;
  const config = input.config ?? DEFAULT_ETA_CONFIG;
  const route = input.route ?? greatCircleRoute(config.detourFactor);
  const source: EtaSource =
    route.source ?? (input.driver ? 'internalRemainingLeadTimeWithBreaks' : 'internalRemainingLeadTime');
  const current = currentStopIndex(tracker);
  const results: StopEta[] = [];
  // Skipped stops all precede the current one, so results come out in stop order without sorting.
  for (let i = 0; i < current; i++) {
    if (tracker.stops[i]!.skipped) results.push(emptyEta(tracker, i, source, 'is_skipped', false));
  }
  const fix = tracker.newest;
  if (fix === null) {
    for (let i = current; i < tracker.stops.length; i++)
      results.push(emptyEta(tracker, i, source, 'no_position_received', false));
    return results;
  }
  const clock: DrivingClock | null = input.driver ? startDrivingClock(input.driver) : null;
  // Regulated driving needs every leg up front (driving still to do after each); otherwise each leg is
  // planned as the loop reaches it, into one reused record.
  const legs = clock ? planLegs(tracker, current, fix, route, config) : null;
  const leg: LegScratch = { distanceM: 0, driveMin: 0, speedKmh: 0 };
  let fromLat = fix.lat;
  let fromLng = fix.lng;
  const staleMs = Math.max(0, now - fix.at);
  const isDeprecated = staleMs > GPS_RECENCY_LIMIT_MINUTES * MIN;
  const priorOnly = tracker.speed.evidenceS <= 0;
  const speedLearntKmh = priorOnly ? null : round1(tracker.speed.ewmaMps * 3.6);
  let t = fix.at;
  let distance = 0;
  let activityMinutes = 0;
  let waitedMinutes = 0;
  for (let i = current; i < tracker.stops.length; i++) {
    const plan = tracker.tour.stops[i]!;
    const progress = tracker.stops[i]!;
    const fence = tracker.fences[i]!;
    const position = plan.position;
    const toLat = position ? position.lat : fence.centerLat;
    const toLng = position ? position.lng : fence.centerLng;
    const legFromLat = fromLat;
    const legFromLng = fromLng;
    fromLat = toLat;
    fromLng = toLng;
    const activityMin = plan.activityTimeMinutes ?? config.defaultActivityMinutes;
    if (progress.arrivedAt !== null) {
      // On site now: the vehicle leaves once the work that began on arrival (or at opening) is done.
      const leaveAt = Math.max(earliestStart(plan, progress.arrivedAt) + activityMin * MIN, fix.at);
      activityMinutes += (leaveAt - fix.at) / MIN;
      t = leaveAt;
      continue;
    }
    let driven: number;
    if (legs && clock) {
      const planned = legs[i - current]!;
      leg.distanceM = planned.distanceM;
      leg.driveMin = planned.driveMin;
      leg.speedKmh = planned.speedKmh;
      driven = driveUnderEu561(clock, t, planned.driveMin, planned.driveMinAfter);
    } else {
      planLeg(leg, tracker, i, current, legFromLat, legFromLng, toLat, toLng, route, config);
      driven = t + leg.driveMin * MIN;
    }
    const arrival = driven + config.finalApproachMinutes * MIN;
    distance += leg.distanceM;
    const start = earliestStart(plan, arrival);
    const waited = (start - arrival) / MIN;
    waitedMinutes += waited;
    const eta = Math.max(Math.round(plan.waitForWindow ? start : arrival), now);
    const slot = etaSlot(eta, Math.max(fix.at, now), config, priorOnly, staleMs);
    const pauses = clock ? clock.pauses.slice() : [];
    results.push({
      stopId: plan.id,
      stopIndex: i,
      eta,
      etaSlot: slot,
      precision: precisionOf(slot),
      source,
      remainingDistance: Math.round(distance),
      etaReason: reasonOf(isDeprecated, priorOnly, progress.inside),
      isDeprecated,
      explanation: {
        speedLearntKmh,
        speedUsedKmh: round1(leg.speedKmh),
        detourFactor: config.detourFactor,
        breaksAdded: pauses,
        breakMinutes: sumMinutes(pauses),
        usedExtendedDrivingDay:
          clock !== null && clock.extendedDaysUsed > (input.driver?.extendedDaysUsedThisWeek ?? 0),
        waitedForWindowMinutes: round1(waitedMinutes),
        activityMinutes: round1(activityMinutes),
      },
    });
    if (clock && waited > 0) restWhileWaiting(clock, waited);
    t = start + activityMin * MIN;
    activityMinutes += activityMin;
  }
  return results;
}

function reasonOf(isDeprecated: boolean, priorOnly: boolean, pendingArrival: boolean): EtaReason | null {
  if (isDeprecated) return 'is_deprecated';
  if (priorOnly) return 'first_eta_calculation_in_progress';
  return pendingArrival ? 'calculation_in_progress' : null;
}

function emptyEta(
  tracker: TrackerState,
  index: number,
  source: EtaSource,
  reason: EtaReason,
  isDeprecated: boolean,
): StopEta {
  const stopId = tracker.tour.stops[index]!.id;
  return {
    stopId,
    stopIndex: index,
    eta: null,
    etaSlot: null,
    precision: null,
    source,
    remainingDistance: null,
    etaReason: reason,
    isDeprecated,
    explanation: null,
  };
}

function sumMinutes(pauses: readonly RegulatedPause[]): number {
  let total = 0;
  for (const pause of pauses) total += pause.minutes;
  return total;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
