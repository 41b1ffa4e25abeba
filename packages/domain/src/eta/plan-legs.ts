import { haversineDistanceDeg, type LatLng } from '../geo';
import type { TrackerState } from '../tracking';
import { GreatCircleRoute, type RouteProvider } from './route-provider';
import { legSpeedKmh } from './speed-model';
import type { EtaConfig } from './types';

export interface PlannedLeg {
  distanceM: number;
  driveMin: number;
  speedKmh: number;
  /** Driving still to do after this leg: decides whether extending the day avoids a daily rest. */
  driveMinAfter: number;
}

/** Distance, speed and driving time of each leg from the fix through the remaining stops. */
export function planLegs(
  tracker: TrackerState,
  current: number,
  fix: LatLng,
  route: RouteProvider,
  config: EtaConfig,
): PlannedLeg[] {
  const legs: PlannedLeg[] = [];
  const leg: LegScratch = { distanceM: 0, driveMin: 0, speedKmh: 0 };
  let fromLat = fix.lat;
  let fromLng = fix.lng;
  for (let i = current; i < tracker.stops.length; i++) {
    const fence = tracker.fences[i]!;
    const position = tracker.tour.stops[i]!.position;
    const toLat = position ? position.lat : fence.centerLat;
    const toLng = position ? position.lng : fence.centerLng;
    if (tracker.stops[i]!.arrivedAt !== null) {
      legs.push({ distanceM: 0, driveMin: 0, speedKmh: 0, driveMinAfter: 0 });
    } else {
      planLeg(leg, tracker, i, current, fromLat, fromLng, toLat, toLng, route, config);
      legs.push({
        distanceM: leg.distanceM,
        driveMin: leg.driveMin,
        speedKmh: leg.speedKmh,
        driveMinAfter: 0,
      });
    }
    fromLat = toLat;
    fromLng = toLng;
  }
  for (let i = legs.length - 2; i >= 0; i--)
    legs[i]!.driveMinAfter = legs[i + 1]!.driveMinAfter + legs[i + 1]!.driveMin;
  return legs;
}

/** One leg's figures, written into a record the caller reuses: computeEtas runs this for every stop of every fix. */
export interface LegScratch {
  distanceM: number;
  driveMin: number;
  speedKmh: number;
}

/** Leg from (fromLat, fromLng) to stop `index` (not yet reached), written into `out`. */
export function planLeg(
  out: LegScratch,
  tracker: TrackerState,
  index: number,
  current: number,
  fromLat: number,
  fromLng: number,
  toLat: number,
  toLng: number,
  route: RouteProvider,
  config: EtaConfig,
): void {
  // The default provider is answered inline: this runs for every stop on every fix.
  const greatCircle = route instanceof GreatCircleRoute ? route.detourFactor : null;
  let distanceM: number;
  let durationS: number | null | undefined = null;
  if (greatCircle === null) {
    const leg = route.leg({ lat: fromLat, lng: fromLng }, { lat: toLat, lng: toLng });
    distanceM = leg.distanceM;
    durationS = leg.durationS;
  } else {
    distanceM = haversineDistanceDeg(fromLat, fromLng, toLat, toLng) * greatCircle;
  }
  const modelKmh = legSpeedKmh(distanceM, tracker.speed, config);
  // Only the leg being driven, from the fix, has an observed approach; later legs use the speed model.
  const approach = tracker.approach;
  const factor =
    index === current && approach && approach.stopIndex === index && approach.evidenceS > 0
      ? approachFactor(
          approach.rateMps,
          approach.evidenceS,
          greatCircle === null
            ? haversineDistanceDeg(fromLat, fromLng, toLat, toLng)
            : distanceM / greatCircle,
          distanceM,
          modelKmh,
          config,
        )
      : 1;
  const speedKmh = modelKmh * factor;
  out.distanceM = distanceM;
  out.driveMin = durationS != null ? durationS / 60 / factor : distanceM / (speedKmh / 0.06);
  out.speedKmh = speedKmh;
}

/**
 * Velocity made good: how much faster (> 1) or slower (< 1) than the speed model the vehicle has been closing
 * in on stop `index`. The model's approach speed is its road speed over the leg's detour (road / great-circle);
 * the observed rate is clamped to a share of it and weighted by how much evidence backs it.
 */
function approachFactor(
  rateMps: number,
  evidenceS: number,
  straightM: number,
  roadM: number,
  modelKmh: number,
  config: EtaConfig,
): number {
  if (config.approachWeight <= 0 || straightM <= 0 || roadM <= 0 || modelKmh <= 0) return 1;
  const modelMps = modelKmh / 3.6 / (roadM / straightM);
  const observed = Math.min(
    Math.max(rateMps, config.approachFloorShare * modelMps),
    config.approachCeilingShare * modelMps,
  );
  const weight = (config.approachWeight * evidenceS) / (evidenceS + config.approachEvidenceS);
  return 1 + (weight * (observed - modelMps)) / modelMps;
}
