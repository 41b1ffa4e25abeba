import { delayMinutes } from './delay-minutes';
import { DEFAULT_DELAY_THRESHOLDS, type DelayThresholds } from './delay-thresholds';
import type { StopEtaStatus } from './eta-statuses';
import type { Instant } from './instant';
import type { TimeWindow } from './time-window';

export interface DelayStatusContext {
  /** The stop was skipped: no ETA judgement makes sense any more. */
  readonly isSkipped?: boolean;
  /** The tour has not started, so an ETA would only restate the plan. */
  readonly isNotStarted?: boolean;
}

/**
 * ETA status of one stop (shipment-domain.txt §4), the single rule the API
 * stores and the web app shows. Bands, with d = minutes past the window end:
 * d <= 0 ON_TIME (Early if more than earlyMinutes before the start),
 * 0 < d <= tolerable TOLERATED_DELAY, tolerable < d <= risky TOLERABLE_DELAY,
 * d > risky RISKY_DELAY. Missing ETA or plan gives NONE.
 */
export function delayStatus(
  eta: Instant | null | undefined,
  plannedWindowOrAppointment: TimeWindow | null | undefined,
  thresholds: DelayThresholds = DEFAULT_DELAY_THRESHOLDS,
  context: DelayStatusContext = {},
): StopEtaStatus {
  if (context.isSkipped) return 'SKIPPED';
  if (context.isNotStarted) return 'NOT_STARTED';
  const delay = delayMinutes(eta, plannedWindowOrAppointment);
  if (delay === null) return 'NONE';
  if (delay < 0) return -delay > thresholds.earlyMinutes ? 'Early' : 'ON_TIME';
  if (delay === 0) return 'ON_TIME';
  if (delay <= thresholds.tolerableDelayMinutes) return 'TOLERATED_DELAY';
  if (delay <= thresholds.riskyDelayMinutes) return 'TOLERABLE_DELAY';
  return 'RISKY_DELAY';
}
