import { toEpochMs } from '../delay';
import type { TimelineEntry } from './timeline-entry';

// shipment-domain.txt §3 "Preferred event date kinds": a user preference.
export const EVENT_DATE_KINDS = ['createdAt', 'dateEvent', 'delay', 'inputDate'] as const;
export type EventDateKind = (typeof EVENT_DATE_KINDS)[number];

// "delay" shows the event's delay instead of a date, so it is placed in time by
// when the event happened. Every kind falls back to the others rather than
// dropping an entry that lacks the preferred date.
const FALLBACKS: Record<EventDateKind, readonly ('createdAt' | 'dateEvent' | 'inputDate')[]> = {
  createdAt: ['createdAt', 'dateEvent', 'inputDate'],
  dateEvent: ['dateEvent', 'inputDate', 'createdAt'],
  delay: ['dateEvent', 'inputDate', 'createdAt'],
  inputDate: ['inputDate', 'dateEvent', 'createdAt'],
};

/** Epoch ms of the entry's date of the preferred kind, or null when it has no date at all. */
export function eventDate(
  entry: Pick<TimelineEntry, 'dates'>,
  kind: EventDateKind = 'dateEvent',
): number | null {
  for (const field of FALLBACKS[kind]) {
    const ms = toEpochMs(entry.dates?.[field]);
    if (ms !== null) return ms;
  }
  return null;
}
