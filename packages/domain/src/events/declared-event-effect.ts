// Events sent in by integrations (issue 7 §2): which codes the engine knows, and what a known code says about a
// stop. The catalogue is the order-event families and the tracking-code pattern of shipment-domain §4 for order
// events, and the handling-unit event types of §3 (or the tracking-code pattern) for handling-unit events.

import { HANDLING_UNIT_EVENT_TYPES } from '../goods/handling-unit-catalogues';
import type { StopActivity } from '../tracking/types';
import { type EventCode, isValidEventCode, parseEventCode } from './event-code';
import { ORDER_EVENT_FAMILIES } from './order-event-families';
import { isOrderEventName } from './order-event-predicates';

export type InboundEventKind = 'order' | 'handlingUnit';

/** What an event states about the stop it happened at: the vehicle got there, or left it. */
export type DeclaredStopEffect = 'arrived' | 'left';

export interface DeclaredEventMeaning {
  /** The activity the event belongs to, which picks the order's stop when the sender names none. */
  activity: StopActivity | null;
  effect: DeclaredStopEffect | null;
}

const HANDLING_UNIT_TYPES: ReadonlySet<string> = new Set(HANDLING_UNIT_EVENT_TYPES);

/** Whether the catalogue holds this code (as events in read it: its last segment) for this kind of event. */
export function isKnownEventCode(kind: InboundEventKind, code: string): boolean {
  if (kind === 'handlingUnit' && HANDLING_UNIT_TYPES.has(code)) return true;
  if (kind === 'order' && isOrderEventName(code)) return true;
  return isValidEventCode(code);
}

// Order events of the driving-and-site family (§4): arrival, goods handled (implies being there), departure.
const NAMED: Record<string, DeclaredEventMeaning> = {
  ARR_LOAD: { activity: 'LOADING', effect: 'arrived' },
  CON_LOAD: { activity: 'LOADING', effect: 'arrived' },
  LEFT_LOADING_SITE: { activity: 'LOADING', effect: 'left' },
  ARR_UNLOAD: { activity: 'UNLOADING', effect: 'arrived' },
  CON_UNLOAD: { activity: 'UNLOADING', effect: 'arrived' },
  DRIVER_LEFT_UNLOAD: { activity: 'UNLOADING', effect: 'left' },
  DRIVING_TO_LOAD: { activity: 'LOADING', effect: null },
  DRIVING_TO_UNLOAD: { activity: 'UNLOADING', effect: null },
};

function meaningOfCode(code: EventCode): DeclaredEventMeaning {
  const { phase, outcome } = code;
  if (phase.startsWith('arrived_at_')) return { activity: null, effect: 'arrived' };
  if (phase.startsWith('left_')) return { activity: null, effect: 'left' };
  if (phase === 'loading' || phase === 'delivery') {
    const activity = phase === 'loading' ? 'LOADING' : 'UNLOADING';
    // Goods loaded or delivered, compliant or not, were handled on site; not realised or refused says nothing
    // about where the vehicle is (a closed site, a breakdown on the way).
    const handled = outcome === 'compliant' || outcome === 'non_compliant';
    return { activity, effect: handled ? 'arrived' : null };
  }
  return { activity: null, effect: null };
}

/**
 * What a known event says about its stop. Handling-unit LOADING / DELIVERY types (conform or not) mean the unit
 * was handled on site; not realised or refused say nothing of where the vehicle is.
 */
export function declaredEventMeaning(kind: InboundEventKind, code: string): DeclaredEventMeaning {
  if (kind === 'handlingUnit' && HANDLING_UNIT_TYPES.has(code)) {
    const activity = code.startsWith('LOADING') ? 'LOADING' : 'UNLOADING';
    const handled = !code.endsWith('_NOT_REALISED') && !code.endsWith('_REFUSED');
    return { activity, effect: handled ? 'arrived' : null };
  }
  const named = NAMED[code];
  if (named) return named;
  const parsed = parseEventCode(code);
  return parsed.ok ? meaningOfCode(parsed.code) : { activity: null, effect: null };
}

const ISSUE_OUTCOMES: ReadonlySet<string> = new Set(['non_compliant', 'non_realised', 'refused']);
const SITE_INCIDENTS: ReadonlySet<string> = new Set(ORDER_EVENT_FAMILIES.siteIncident);

/** Whether an event tells of a problem (a goods outcome other than compliant, a site incident). */
export function isIssueEventCode(code: string): boolean {
  if (SITE_INCIDENTS.has(code)) return true;
  if (HANDLING_UNIT_TYPES.has(code)) return code.includes('_NOT_') || code.endsWith('_REFUSED');
  const parsed = parseEventCode(code);
  return parsed.ok && ISSUE_OUTCOMES.has(parsed.code.outcome);
}
