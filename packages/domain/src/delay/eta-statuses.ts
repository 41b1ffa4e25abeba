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

/** Whether a value (from the server, a filter, a stored row) is a catalogued ETA status, spelt as stored. */
export function isEtaStatus(value: unknown): value is EtaStatus {
  return typeof value === 'string' && (ETA_STATUSES as readonly string[]).includes(value);
}
