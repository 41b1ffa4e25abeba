import { type EtaStatus, isEtaStatus } from './eta-statuses';

// shipment-domain.txt §4 "Stop delay states", worded as the UI shows them.
export const STOP_DELAY_STATES = ['Late', 'On time', 'Tolerable delay', 'ETA not available'] as const;
export type StopDelayState = (typeof STOP_DELAY_STATES)[number];

const STATE_OF: Readonly<Record<EtaStatus, StopDelayState>> = Object.freeze({
  NONE: 'ETA not available',
  NOT_STARTED: 'ETA not available',
  SKIPPED: 'ETA not available',
  ON_TIME: 'On time',
  Early: 'On time',
  NO_ISSUE: 'On time',
  TOLERATED_DELAY: 'Tolerable delay',
  TOLERABLE_DELAY: 'Tolerable delay',
  WARNING: 'Tolerable delay',
  RISKY_DELAY: 'Late',
  RISKY: 'Late',
});

/** Delay state of a stop from its ETA status; unknown values have no usable ETA. */
export function stopDelayState(status: string | null | undefined): StopDelayState {
  return isEtaStatus(status) ? STATE_OF[status] : 'ETA not available';
}
