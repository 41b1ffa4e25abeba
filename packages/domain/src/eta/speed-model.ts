import type { ObservedSpeed } from '../tracking';
import type { EtaConfig } from './types';

/** Prior road speed for a leg of this length, log-interpolated between the configured points. */
export function priorSpeedKmh(distanceM: number, config: EtaConfig): number {
  const points = config.speedPriorByDistance;
  const first = points[0]!;
  if (distanceM <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [d1, v1] = points[i]!;
    if (distanceM <= d1) {
      const [d0, v0] = points[i - 1]!;
      return v0 + ((v1 - v0) * Math.log(distanceM / d0)) / Math.log(d1 / d0);
    }
  }
  return points[points.length - 1]![1];
}

/**
 * Speed for a leg: the learnt moving speed weighted by how much recent evidence backs it, against the prior,
 * whose weight grows with the leg's length: the last ten minutes in town say little about a motorway leg.
 */
export function legSpeedKmh(distanceM: number, observed: ObservedSpeed, config: EtaConfig): number {
  const prior = priorSpeedKmh(distanceM, config);
  if (observed.evidenceS <= 0) return prior;
  const priorWeight = config.priorWeightS * (1 + distanceM / config.priorWeightDistanceM);
  const learnt = observed.ewmaMps * 3.6;
  return (observed.evidenceS * learnt + priorWeight * prior) / (observed.evidenceS + priorWeight);
}
