import { describe, expect, it } from 'vitest';
import { isValidEventCode, parseEventCode } from './event-code';
import { EVENT_OUTCOMES, EVENT_PHASES } from './event-phases';
import { eventReasonCatalogue, reasonsFor } from './event-reason-catalogue';
import { EVENT_REASON_CATALOGUES } from './event-reasons';

describe('parseEventCode: valid codes from the spec catalogues', () => {
  it.each([
    [
      'loading_non_compliant_declared-partially_missing',
      'loading',
      'non_compliant',
      'declared',
      'partially_missing',
    ],
    [
      'loading_non_realised_calculated-shipper_absent',
      'loading',
      'non_realised',
      'calculated',
      'shipper_absent',
    ],
    ['loading_refused_declared-late_collection', 'loading', 'refused', 'declared', 'late_collection'],
    ['delivery_non_compliant_declared-pilferage', 'delivery', 'non_compliant', 'declared', 'pilferage'],
    [
      'delivery_non_realised_declared-partial_distress',
      'delivery',
      'non_realised',
      'declared',
      'partial_distress',
    ],
    ['delivery_refused_declared-cash_on_delivery', 'delivery', 'refused', 'declared', 'cash_on_delivery'],
    ['delivery_compliant_calculated-completed', 'delivery', 'compliant', 'calculated', 'completed'],
    [
      'arrived_at_hub_compliant_declared-customs_cleared',
      'arrived_at_hub',
      'compliant',
      'declared',
      'customs_cleared',
    ],
    [
      'arrived_at_delivery_intermediate_stop_non_compliant_declared-late_pickup_or_arrival',
      'arrived_at_delivery_intermediate_stop',
      'non_compliant',
      'declared',
      'late_pickup_or_arrival',
    ],
    [
      'left_delivery_hub_compliant_calculated-unloading_started',
      'left_delivery_hub',
      'compliant',
      'calculated',
      'unloading_started',
    ],
    [
      'order_in_transit_compliant_calculated-in_transit',
      'order_in_transit',
      'compliant',
      'calculated',
      'in_transit',
    ],
    [
      'received_from_flight_compliant_declared-documentation_delivered',
      'received_from_flight',
      'compliant',
      'declared',
      'documentation_delivered',
    ],
  ])('%s', (raw, phase, outcome, source, reason) => {
    expect(parseEventCode(raw)).toEqual({ ok: true, code: { phase, outcome, source, reason } });
  });
});

describe('parseEventCode: rejected codes', () => {
  it.each([
    ['', 'malformed'],
    ['loading_non_compliant_declared', 'malformed'],
    ['loading_non_compliant_declared-', 'malformed'],
    ['-partially_missing', 'malformed'],
    ['loading_non_compliant_declared-partially-missing', 'malformed'],
    ['loading_non_compliant_estimated-partially_missing', 'unknown_source'],
    ['loading_lost_declared-partially_missing', 'unknown_outcome'],
    ['unloading_non_compliant_declared-partially_missing', 'unknown_phase'],
    ['hub_compliant_declared-scanned', 'unknown_phase'],
    // A reason from the wrong list: "pilferage" is a delivery reason, not a loading one.
    ['loading_non_compliant_declared-pilferage', 'unknown_reason'],
    ['loading_refused_declared-shipper_absent', 'unknown_reason'],
    ['left_hub_compliant_declared-customs_cleared', 'unknown_reason'],
    ['LOADING_NON_COMPLIANT_DECLARED-PARTIALLY_MISSING', 'unknown_source'],
  ])('%j → %s', (raw, error) => {
    expect(parseEventCode(raw)).toEqual({ ok: false, error });
    expect(isValidEventCode(raw)).toBe(false);
  });
});

describe('reason catalogues', () => {
  it('hold snake_case codes without duplicates inside a list', () => {
    for (const [name, reasons] of Object.entries(EVENT_REASON_CATALOGUES)) {
      for (const reason of reasons) expect(reason, name).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(new Set(reasons).size, name).toBe(reasons.length);
    }
  });

  it('give every phase and outcome a non-empty list, and every listed reason parses', () => {
    let checked = 0;
    for (const phase of EVENT_PHASES)
      for (const outcome of EVENT_OUTCOMES) {
        const reasons = reasonsFor(phase, outcome);
        expect(reasons.length).toBeGreaterThan(0);
        for (const reason of reasons) {
          expect(isValidEventCode(`${phase}_${outcome}_declared-${reason}`)).toBe(true);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(500);
  });

  it.each([
    ['loading', 'non_compliant', 'loadingNonCompliant', 8],
    ['loading', 'non_realised', 'loadingNonRealised', 23],
    ['loading', 'refused', 'loadingRefused', 7],
    ['delivery', 'non_compliant', 'deliveryNonCompliant', 9],
    ['delivery', 'non_realised', 'deliveryNonRealised', 19],
    ['delivery', 'refused', 'deliveryRefused', 11],
    ['arrived_at_intermediate_stop', 'refused', 'stopoverArrival', 17],
    ['left_intermediate_stop', 'compliant', 'stopoverDeparture', 10],
    ['booked', 'compliant', 'other', 10],
  ] as const)('%s/%s uses %s (%d reasons, as counted in the spec)', (phase, outcome, catalogue, size) => {
    expect(eventReasonCatalogue(phase, outcome)).toBe(catalogue);
    expect(reasonsFor(phase, outcome)).toHaveLength(size);
  });
});
