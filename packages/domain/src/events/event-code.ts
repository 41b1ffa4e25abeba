import {
  EVENT_OUTCOMES,
  EVENT_PHASES,
  EVENT_SOURCES,
  type EventOutcome,
  type EventPhase,
  type EventSource,
} from './event-phases';
import { reasonsFor } from './event-reason-catalogue';

export interface EventCode {
  readonly phase: EventPhase;
  readonly outcome: EventOutcome;
  readonly source: EventSource;
  readonly reason: string;
}

export const EVENT_CODE_ERRORS = [
  'malformed',
  'unknown_source',
  'unknown_outcome',
  'unknown_phase',
  'unknown_reason',
] as const;
export type EventCodeError = (typeof EVENT_CODE_ERRORS)[number];

export type EventCodeParseResult =
  | { readonly ok: true; readonly code: EventCode }
  | { readonly ok: false; readonly error: EventCodeError };

// Longest first, so "_non_compliant" is not read as phase "..._non" + "_compliant".
const OUTCOMES_LONGEST_FIRST = [...EVENT_OUTCOMES].sort((a, b) => b.length - a.length);

/**
 * Parses `{phase}_{outcome}_{declared|calculated}-{reason}`. Phases and outcomes
 * contain underscores themselves, so the code is read from the right: the
 * reason after the only hyphen, then the source, then the outcome, and what is
 * left must be a known phase. The reason must belong to the phase/outcome list.
 */
export function parseEventCode(raw: string): EventCodeParseResult {
  const code = raw.trim();
  const dash = code.indexOf('-');
  if (dash <= 0 || dash !== code.lastIndexOf('-') || dash === code.length - 1)
    return { ok: false, error: 'malformed' };
  const head = code.slice(0, dash);
  const reason = code.slice(dash + 1);

  const source = EVENT_SOURCES.find((s) => head.endsWith(`_${s}`));
  if (!source) return { ok: false, error: 'unknown_source' };
  const beforeSource = head.slice(0, -(source.length + 1));

  const outcome = OUTCOMES_LONGEST_FIRST.find((o) => beforeSource.endsWith(`_${o}`));
  if (!outcome) return { ok: false, error: 'unknown_outcome' };
  const phase = beforeSource.slice(0, -(outcome.length + 1));
  if (!(EVENT_PHASES as readonly string[]).includes(phase)) return { ok: false, error: 'unknown_phase' };

  const known = phase as EventPhase;
  if (!reasonsFor(known, outcome).includes(reason)) return { ok: false, error: 'unknown_reason' };
  return { ok: true, code: { phase: known, outcome, source, reason } };
}

export function isValidEventCode(raw: string): boolean {
  return parseEventCode(raw).ok;
}
