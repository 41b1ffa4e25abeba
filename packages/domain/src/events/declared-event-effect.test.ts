import { describe, expect, it } from 'vitest';
import { declaredEventMeaning, isIssueEventCode, isKnownEventCode } from './declared-event-effect';

describe('the catalogue of events in', () => {
  it.each([
    ['order', 'ARR_LOAD', true],
    ['order', 'DELAY_UNLOAD', true],
    ['order', 'delivery_refused_declared-late_delivery', true],
    ['order', 'arrived_at_hub_compliant_declared-scanned', true],
    ['order', 'ARRIVED_SOMEWHERE', false],
    ['order', 'delivery_refused_declared-not_a_reason', false],
    ['order', 'LOADING', false],
    ['handlingUnit', 'LOADING_NOT_CONFORM', true],
    ['handlingUnit', 'delivery_compliant_declared-completed', true],
    ['handlingUnit', 'ARR_LOAD', false],
  ] as const)('%s event %s is known: %s', (kind, code, known) => {
    expect(isKnownEventCode(kind, code)).toBe(known);
  });

  it.each([
    ['order', 'ARR_LOAD', 'LOADING', 'arrived'],
    ['order', 'CON_UNLOAD', 'UNLOADING', 'arrived'],
    ['order', 'DRIVER_LEFT_UNLOAD', 'UNLOADING', 'left'],
    ['order', 'DRIVING_TO_LOAD', 'LOADING', null],
    ['order', 'delivery_non_compliant_declared-pilferage', 'UNLOADING', 'arrived'],
    ['order', 'loading_non_realised_declared-shipper_absent', 'LOADING', null],
    ['order', 'left_hub_compliant_declared-scanned', null, 'left'],
    ['order', 'DELAY_LOAD', null, null],
    ['handlingUnit', 'DELIVERY', 'UNLOADING', 'arrived'],
    ['handlingUnit', 'LOADING_REFUSED', 'LOADING', null],
  ] as const)('%s event %s: activity %s, stop %s', (kind, code, activity, effect) => {
    expect(declaredEventMeaning(kind, code)).toEqual({ activity, effect });
  });

  it.each([
    ['DELAY_UNLOAD', true],
    ['delivery_refused_declared-late_delivery', true],
    ['loading_non_compliant_declared-opened', true],
    ['LOADING_NOT_CONFORM', true],
    ['DELIVERY_REFUSED', true],
    ['ARR_LOAD', false],
    ['delivery_compliant_declared-completed', false],
    ['DELIVERY', false],
  ] as const)('%s tells of a problem: %s', (code, issue) => {
    expect(isIssueEventCode(code)).toBe(issue);
  });
});
