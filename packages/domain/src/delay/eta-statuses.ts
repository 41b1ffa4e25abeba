// shipment-domain.txt §4 "ETA statuses". The spelling (including `Early`) is the
// wire value the server stores and filters on, so it is kept verbatim.
export const ETA_STATUSES = [
  'NONE',
  'ON_TIME',
  'RISKY_DELAY',
  'TOLERATED_DELAY',
  'TOLERABLE_DELAY',
  'Early',
  'NOT_STARTED',
  'NO_ISSUE',
  'WARNING',
  'RISKY',
  'SKIPPED',
] as const;
export type EtaStatus = (typeof ETA_STATUSES)[number];

/** Statuses a single stop gets by comparing its ETA with its plan (see delayStatus). */
export const STOP_ETA_STATUSES = [
  'NONE',
  'ON_TIME',
  'Early',
  'TOLERATED_DELAY',
  'TOLERABLE_DELAY',
  'RISKY_DELAY',
  'NOT_STARTED',
  'SKIPPED',
] as const satisfies readonly EtaStatus[];
export type StopEtaStatus = (typeof STOP_ETA_STATUSES)[number];

/** Coarse tour-level states (nextStopPointEtaState), one per severity. */
export const TOUR_ETA_STATES = ['NO_ISSUE', 'WARNING', 'RISKY'] as const satisfies readonly EtaStatus[];
export type TourEtaState = (typeof TOUR_ETA_STATES)[number];

export function isEtaStatus(value: unknown): value is EtaStatus {
  return typeof value === 'string' && (ETA_STATUSES as readonly string[]).includes(value);
}

const TOUR_STATE_OF: Record<EtaStatus, TourEtaState> = {
  NONE: 'NO_ISSUE',
  ON_TIME: 'NO_ISSUE',
  Early: 'NO_ISSUE',
  NOT_STARTED: 'NO_ISSUE',
  SKIPPED: 'NO_ISSUE',
  NO_ISSUE: 'NO_ISSUE',
  TOLERATED_DELAY: 'WARNING',
  TOLERABLE_DELAY: 'WARNING',
  WARNING: 'WARNING',
  RISKY_DELAY: 'RISKY',
  RISKY: 'RISKY',
};

/** Folds a stop status into the tour-level state shown in tour lists. */
export function tourEtaState(status: EtaStatus): TourEtaState {
  return TOUR_STATE_OF[status];
}
