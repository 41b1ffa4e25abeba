// The milestones an order's stored facts already tell (decision 0066): created, each of its stops arrived at,
// left or skipped, cancelled — named with the order-event codes the tracker emits (stopEventCode), so that
// buildTimeline places them on their steps exactly as it will place the tracker's own events.
import { type Instant, toEpochMs } from '../delay';
import { stopEventCode } from '../tracking/stop-event-codes';
import type { TimelineEntry } from './timeline-entry';

export interface MilestoneStop {
  readonly id: string;
  readonly activity: 'LOADING' | 'UNLOADING' | null;
  readonly name: string;
  readonly timezone: string;
  readonly arrivedAt: Instant | null;
  readonly leftAt: Instant | null;
  readonly isSkipped: boolean;
}

export interface Milestone extends TimelineEntry {
  readonly siteName: string | null;
  readonly timezone: string | null;
}

export function orderMilestones(order: {
  readonly id: string;
  readonly createdAt: Instant;
  readonly cancelledAt: Instant | null;
  readonly stops: readonly MilestoneStop[];
}): Milestone[] {
  const at = (id: string, name: string, date: Instant | null, stop?: MilestoneStop): Milestone => ({
    id,
    name,
    dates: { dateEvent: date },
    siteName: stop?.name ?? null,
    timezone: stop?.timezone ?? null,
  });
  const entries = [at(`${order.id}-created`, 'ORDER_CREATED', order.createdAt)];
  for (const stop of order.stops) {
    // Stops the order only passes through have no event of its own.
    if (stop.activity === null) continue;
    if (stop.arrivedAt !== null)
      entries.push(at(`${stop.id}-arrived`, stopEventCode(stop.activity, 'arrived'), stop.arrivedAt, stop));
    if (stop.leftAt !== null)
      entries.push(at(`${stop.id}-left`, stopEventCode(stop.activity, 'left'), stop.leftAt, stop));
    if (stop.isSkipped)
      entries.push(at(`${stop.id}-skipped`, stopEventCode(stop.activity, 'skipped'), null, stop));
  }
  if (order.cancelledAt !== null)
    entries.push(at(`${order.id}-cancelled`, 'CANCEL_ORDER', order.cancelledAt));
  return entries;
}

/**
 * The milestones with the events stored for the order: a milestone whose fact an event already states (same
 * name, same instant) is dropped, so an arrival declared by an integration and recorded on the stop shows once.
 */
export function withStoredEvents<T extends TimelineEntry>(
  milestones: readonly Milestone[],
  events: readonly T[],
) {
  const stated = new Set(events.map((event) => `${event.name}@${toEpochMs(event.dates?.dateEvent)}`));
  const kept = milestones.filter(
    (milestone) => !stated.has(`${milestone.name}@${toEpochMs(milestone.dates?.dateEvent)}`),
  );
  return [...kept, ...events];
}
