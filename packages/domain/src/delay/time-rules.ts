// The decisions of the time-driven tracking rules (issue 7 §3): each takes the stored facts and the clock as
// parameters and says what should be stored now. The API's scheduled job (apps/api/src/modules/tracking/time-rules) loads,
// calls and stores; it decides nothing itself.
import { GPS_RECENCY_LIMIT_MINUTES } from '../constants';
import { isCarrierEtaOverdue } from './carrier-eta-reminder';
import { delayMinutes } from './delay-minutes';
import { type GpsRecencyState, gpsRecency } from './gps-recency';
import { type Instant, toEpochMs } from './instant';
import { type RoadTrafficResponsibility, roadTrafficResponsibility } from './road-traffic-responsibility';
import { stopDelayState } from './stop-delay-state';
import type { TimeWindow } from './time-window';

const MINUTE = 60_000;

/**
 * GPS recency to store for a resource or a tour (shipment-domain §4: recent within 60 minutes, older, none),
 * or null when the stored state is already right, so only changes are written and published.
 */
export function recencyChange(
  stored: GpsRecencyState | null | undefined,
  lastPositionAt: Instant | null | undefined,
  now: Instant,
  limitMinutes: number = GPS_RECENCY_LIMIT_MINUTES,
): GpsRecencyState | null {
  const state = gpsRecency(lastPositionAt, now, limitMinutes).state;
  return state === stored ? null : state;
}

export interface TourSignal {
  status: 'NOT_STARTED' | 'TOWARDS_FIRST_STOP' | 'IN_PROGRESS' | 'FINISHED';
  /** A resource is paired with the tour (pairing agency set and not NONE, shipment-domain §4). */
  paired: boolean;
  lastPositionAt: Instant | null | undefined;
}

const underWay = (tour: TourSignal) =>
  tour.paired && (tour.status === 'TOWARDS_FIRST_STOP' || tour.status === 'IN_PROGRESS');

/**
 * A tour's GPS recency is its truck's, shown only while the tour is under way (shipment-domain §4: "GPS position
 * is shown only when neither not started nor finished"); otherwise it has none (null). Returns the state to
 * store, `undefined` when the stored one is right.
 */
export function tourRecencyChange(
  stored: GpsRecencyState | null | undefined,
  tour: TourSignal,
  now: Instant,
  limitMinutes: number = GPS_RECENCY_LIMIT_MINUTES,
): GpsRecencyState | null | undefined {
  const state = underWay(tour) ? gpsRecency(tour.lastPositionAt, now, limitMinutes).state : null;
  return state === (stored ?? null) ? undefined : state;
}

/**
 * An external ETA holds for 60 minutes after it was worked out (its recordedOn), the limit the spec sets for a
 * position feeding an ETA (shipment-domain §4, §9; etaReason is_deprecated, §3). Exactly 60 minutes still holds,
 * as for GPS recency. An ETA recorded in the future (sender's clock ahead) is fresh.
 */
export function isExternalEtaDeprecated(
  recordedOn: Instant | null | undefined,
  now: Instant,
  limitMinutes: number = GPS_RECENCY_LIMIT_MINUTES,
): boolean {
  const recorded = toEpochMs(recordedOn);
  const at = toEpochMs(now);
  if (recorded === null || at === null) return false;
  return at - recorded > limitMinutes * MINUTE;
}

export interface SilenceInput extends TourSignal {
  /** When the tour was last found silent (stored), null when it was not. */
  silentSince: Instant | null | undefined;
}

export type SilenceChange =
  | { kind: 'none' }
  /** The tour went silent: store `since` and state the fact once (keyed by the last position). */
  | { kind: 'silent'; since: number; lastPositionAt: number | null }
  /** Positions came back (or the tour stopped needing them): clear the stored state. */
  | { kind: 'heard' };

/**
 * A tour goes silent when it is under way (TOWARDS_FIRST_STOP or IN_PROGRESS), paired, and its truck's newest
 * position is not recent (older than the 60-minute GPS recency limit, or none): the homepage's silent tours
 * (decision 0111). It went silent when its last position turned 60 minutes old, or, with no position at all,
 * when it is first found so. It is heard again as soon as it is no longer silent by that definition.
 */
export function silenceChange(
  tour: SilenceInput,
  now: Instant,
  limitMinutes: number = GPS_RECENCY_LIMIT_MINUTES,
): SilenceChange {
  const underWay = tour.status === 'TOWARDS_FIRST_STOP' || tour.status === 'IN_PROGRESS';
  const silent =
    underWay && tour.paired && gpsRecency(tour.lastPositionAt, now, limitMinutes).state !== 'RECENT';
  const wasSilent = toEpochMs(tour.silentSince) !== null;
  if (silent === wasSilent) return { kind: 'none' };
  if (!silent) return { kind: 'heard' };
  const last = toEpochMs(tour.lastPositionAt);
  const at = toEpochMs(now) ?? 0;
  return {
    kind: 'silent',
    since: last === null ? at : Math.min(at, last + limitMinutes * MINUTE),
    lastPositionAt: last,
  };
}

export interface DelayWatchInput {
  /** The stop's stored delay status (tracking worker, decision 0085). */
  etaStatus: string | null | undefined;
  /** Delivery stops only: the spec's rule is the delivery-delay workflow's (platform-core §4). */
  isDelivery: boolean;
  /** Reached, left or skipped: no more ETA to ask for. */
  reached: boolean;
  /** When the delay was first found, stored; null when it was not late. */
  lateSince: Instant | null | undefined;
  /** When the carrier last gave an ETA for the stop (recordedOn of its newest external ETA), if ever. */
  lastCarrierEtaAt: Instant | null | undefined;
  /** The ETA the stop is judged by and its reference window, for the road-traffic rule. */
  eta: Instant | null | undefined;
  window: TimeWindow | null | undefined;
}

export type DelayWatch =
  | { kind: 'none' }
  /** The stop turned late: store `lateSince = now` (the delivery-delay workflow opens). */
  | { kind: 'opened' }
  /** The stop is no longer late: clear `lateSince`. */
  | { kind: 'closed' }
  /** 30 minutes without a new carrier ETA: remind the carrier (once per stop and carrier ETA). */
  | {
      kind: 'remind';
      delayMinutes: number | null;
      /** platform-core §4 road-traffic rule: up to 30 minutes the carrier's, over that network congestion. */
      responsibility: RoadTrafficResponsibility | null;
    };

/**
 * The delivery-delay workflow of a stop (platform-core §4): it opens when the stop still ahead reads Late
 * (stopDelayState), and after 30 minutes without a new ETA from the carrier (§9, counted from the later of the
 * opening and the carrier's last ETA) the carrier is reminded that it has still not provided one.
 */
export function delayWatch(stop: DelayWatchInput, now: Instant): DelayWatch {
  const late = stop.isDelivery && !stop.reached && stopDelayState(stop.etaStatus) === 'Late';
  const opened = toEpochMs(stop.lateSince);
  if (!late) return opened === null ? { kind: 'none' } : { kind: 'closed' };
  if (opened === null) return { kind: 'opened' };
  if (!isCarrierEtaOverdue(opened, stop.lastCarrierEtaAt, now)) return { kind: 'none' };
  const delay = delayMinutes(stop.eta, stop.window);
  return {
    kind: 'remind',
    delayMinutes: delay === null ? null : Math.round(delay),
    responsibility: delay === null ? null : roadTrafficResponsibility(delay),
  };
}

/** The lost-GPS alert of the order-event family (shipment-domain §4) for the stop the silent truck heads to. */
export function lostGpsEventCode(nextStopIsLoading: boolean): 'LOST_GPS_LOAD' | 'LOST_GPS_UNLOAD' {
  return nextStopIsLoading ? 'LOST_GPS_LOAD' : 'LOST_GPS_UNLOAD';
}
