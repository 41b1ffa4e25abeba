import { normaliseEventName } from '../events';
import type { TimelineStepType } from './timeline-steps';

// Statuses that are not events of the timeline yet still say where the order
// stands: it waits on the first step (shipment-domain.txt §4).
export const STEP_MARKING_STATUSES = ['ORDER_PENDING_WAITING_CONFIRMATION', 'ORDER_WAITING_TO_PAIR'] as const;

/**
 * The current step holds the current status event (its latest occurrence when
 * it happened more than once). Without such an event only the pending
 * confirmation and waiting-to-pair statuses mark a step current.
 */
export function currentTimelineStep(
  placed: readonly { readonly name: string; readonly step: TimelineStepType }[],
  currentStatus: string | null | undefined,
): TimelineStepType | null {
  const status = normaliseEventName(currentStatus);
  if (!status) return null;
  for (let i = placed.length - 1; i >= 0; i--) {
    const entry = placed[i]!;
    if (normaliseEventName(entry.name) === status) return entry.step;
  }
  return (STEP_MARKING_STATUSES as readonly string[]).includes(status) ? 'orderCreated' : null;
}
