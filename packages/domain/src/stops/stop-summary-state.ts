import type { Instant } from '../delay';

// shipment-domain.txt §4 "Stop summary states"; UNKNOW is the wire spelling.
export const STOP_SUMMARY_STATES = [
  'CANCELLED',
  'FINISHED',
  'IN_PROGRESS',
  'NOT_STARTED',
  'SKIPPED',
  'UNCOMPLETED',
  'UNKNOW',
] as const;
export type StopSummaryState = (typeof STOP_SUMMARY_STATES)[number];

/** The stop fields (shipment-domain.txt §3) the summary is derived from. */
export interface StopProgress {
  readonly isCancelled?: boolean | null;
  readonly isSkipped?: boolean | null;
  readonly completionState?: {
    readonly isDone?: boolean | null;
    readonly hasBeenAborted?: boolean | null;
  } | null;
  readonly onSite?: { readonly isOnSite?: boolean | null } | null;
  readonly isNotStarted?: boolean | null;
  readonly arrivedAt?: Instant | null;
  readonly leftAt?: Instant | null;
}

/**
 * One summary state per stop, strongest fact first: a cancellation or a skip
 * overrides any progress; an aborted stop, or one left without being done, is
 * UNCOMPLETED; done is FINISHED; being on site (or having arrived and not left)
 * is IN_PROGRESS. A stop with no progress information at all is UNKNOW rather
 * than guessed NOT_STARTED. When the server sends no completion state, having
 * left the site is taken as finished.
 */
export function stopSummaryState(stop: StopProgress | null | undefined): StopSummaryState {
  if (!stop) return 'UNKNOW';
  if (stop.isCancelled) return 'CANCELLED';
  if (stop.isSkipped) return 'SKIPPED';
  const completion = stop.completionState;
  if (completion?.hasBeenAborted) return 'UNCOMPLETED';
  if (completion?.isDone) return 'FINISHED';
  if (stop.leftAt) return completion ? 'UNCOMPLETED' : 'FINISHED';
  if (stop.onSite?.isOnSite || stop.arrivedAt) return 'IN_PROGRESS';
  const known =
    completion != null ||
    stop.onSite != null ||
    stop.isNotStarted != null ||
    stop.isSkipped != null ||
    stop.isCancelled != null;
  return known ? 'NOT_STARTED' : 'UNKNOW';
}
