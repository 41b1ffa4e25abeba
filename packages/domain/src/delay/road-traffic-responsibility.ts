import { ROAD_TRAFFIC_CARRIER_LIMIT_MINUTES } from '../constants';

export const ROAD_TRAFFIC_RESPONSIBILITIES = ['CARRIER', 'NETWORK_CONGESTION'] as const;
export type RoadTrafficResponsibility = (typeof ROAD_TRAFFIC_RESPONSIBILITIES)[number];

/**
 * platform-core.txt §4: under 30 minutes of road-traffic delay the carrier is
 * responsible, over 30 it is network congestion. The spec says "over", so
 * exactly 30 stays with the carrier (decision 0020). No delay, no one to blame: null.
 */
export function roadTrafficResponsibility(
  delayMinutes: number,
  carrierLimitMinutes: number = ROAD_TRAFFIC_CARRIER_LIMIT_MINUTES,
): RoadTrafficResponsibility | null {
  if (!Number.isFinite(delayMinutes) || delayMinutes <= 0) return null;
  return delayMinutes > carrierLimitMinutes ? 'NETWORK_CONGESTION' : 'CARRIER';
}
