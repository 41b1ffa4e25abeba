import type { Instant } from '../delay';
import { hasTagKind } from '../events';

/** The fields of a timeline entry (shipment-domain.txt §3) that the rules read. */
export interface TimelineEntry {
  readonly id: string;
  readonly name: string;
  /** 'notification' entries go to a step's notificationEvents; anything else is an event. */
  readonly type?: string | null;
  readonly dates?: {
    readonly createdAt?: Instant | null;
    readonly dateEvent?: Instant | null;
    readonly inputDate?: Instant | null;
  } | null;
  readonly tags?: readonly string[] | null;
  readonly isIssue?: boolean | null;
}

/** Anomaly when the tags contain ANOMALY (shipment-domain.txt §3). */
export function isAnomaly(entry: Pick<TimelineEntry, 'tags'>): boolean {
  return hasTagKind(entry.tags, 'ANOMALY');
}

export function isNotification(entry: Pick<TimelineEntry, 'type'>): boolean {
  return entry.type === 'notification';
}
