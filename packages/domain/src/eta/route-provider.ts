import { haversineDistanceDeg, type LatLng } from '../geo';
import type { EtaSource } from './types';

export interface RouteLeg {
  distanceM: number;
  /** Provider's driving time when it has one (traffic-aware services); the learnt speed is used otherwise. */
  durationS?: number | null;
}

/**
 * Where road distances come from. Synchronous on purpose: the domain does no I/O, so an OSRM or HERE adapter
 * fetches the legs in the worker first and answers from that table here, falling back to great-circle.
 */
export interface RouteProvider {
  /** The ETA source to report ('here' for HERE); null keeps the engine's internal source. */
  readonly source: EtaSource | null;
  leg(from: LatLng, to: LatLng): RouteLeg;
}

/** Road distance estimated as great-circle × detour factor: no network data, no I/O. */
export class GreatCircleRoute implements RouteProvider {
  readonly source = null;
  readonly detourFactor: number;

  constructor(detourFactor: number) {
    this.detourFactor = detourFactor;
  }

  leg(from: LatLng, to: LatLng): RouteLeg {
    return { distanceM: haversineDistanceDeg(from.lat, from.lng, to.lat, to.lng) * this.detourFactor };
  }
}

const shared = new Map<number, GreatCircleRoute>();

/** One provider per detour factor, reused: the ETA runs for every fix and needs no new one each time. */
export function greatCircleRoute(detourFactor: number): RouteProvider {
  let route = shared.get(detourFactor);
  if (!route) {
    route = new GreatCircleRoute(detourFactor);
    shared.set(detourFactor, route);
  }
  return route;
}
