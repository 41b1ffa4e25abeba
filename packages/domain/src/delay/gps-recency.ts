import { GPS_RECENCY_LIMIT_MINUTES } from '../constants';
import { type Instant, minutesBetween } from './instant';

export const GPS_RECENCY_STATES = ['RECENT', 'OUTDATED', 'NONE'] as const;
export type GpsRecencyState = (typeof GPS_RECENCY_STATES)[number];

export interface GpsRecency {
  readonly state: GpsRecencyState;
  readonly icon: 'check' | 'warning' | 'alert';
  readonly colour: 'green' | 'yellow' | 'red';
  /** Over the limit: the position must not feed an ETA or be shown as current. */
  readonly isDeprecated: boolean;
  /** Age in minutes, null without a position. */
  readonly ageMinutes: number | null;
}

const NONE: GpsRecency = {
  state: 'NONE',
  icon: 'alert',
  colour: 'red',
  isDeprecated: true,
  ageMinutes: null,
};

/**
 * shipment-domain.txt §4: recent within 60 minutes (green check), older
 * (yellow warning), none (red alert). "Within" includes the limit itself; a
 * position dated after `now` (device clock ahead) counts as fresh, not as missing.
 */
export function gpsRecency(
  positionDate: Instant | null | undefined,
  now: Instant,
  limitMinutes: number = GPS_RECENCY_LIMIT_MINUTES,
): GpsRecency {
  if (positionDate === null || positionDate === undefined) return NONE;
  const age = minutesBetween(positionDate, now);
  if (age === null) return NONE;
  const ageMinutes = Math.max(0, age);
  return ageMinutes <= limitMinutes
    ? { state: 'RECENT', icon: 'check', colour: 'green', isDeprecated: false, ageMinutes }
    : { state: 'OUTDATED', icon: 'warning', colour: 'yellow', isDeprecated: true, ageMinutes };
}
