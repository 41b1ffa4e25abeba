import { describe, expect, it } from 'vitest';
import {
  assignmentState,
  CARRIER,
  CARRIER_TRUCK_PAIRED,
  changeOf,
  SHIPPER,
} from '../test-support/assignment-states';
import {
  confirmChartering,
  isCharterableAgency,
  refuseChartering,
  requestChartering,
  uncharterTour,
} from './chartering-transitions';
import type { AssignmentState } from './tour-assignment';

const OTHER_CARRIER = 3;
const LESQUIN = { id: 20, organizationId: CARRIER, profile: 'carrier' };
const HAMBURG = { id: 30, organizationId: OTHER_CARRIER, profile: 'carrier' };

function tour(
  chartering: Partial<AssignmentState['chartering']> = {},
  pairing: Partial<AssignmentState['pairing']> = {},
  tourStatus = 'NOT_STARTED',
): AssignmentState {
  return assignmentState({
    tourStatus,
    chartering: { status: 'NONE', agencyId: null, carrierOrganizationId: null, ...chartering },
    pairing,
  });
}

const requested = (extra: Partial<AssignmentState['chartering']> = {}) =>
  tour({ status: 'REQUESTED', agencyId: LESQUIN.id, carrierOrganizationId: CARRIER, ...extra });
const confirmed = () => requested({ status: 'CONFIRMED' });
const carrierTruck = CARRIER_TRUCK_PAIRED;
const shipperTruck = {
  status: 'RESOURCE_PAIRED',
  agency: 'SHIPPER',
  resourceId: 8,
  resourceOrganizationId: SHIPPER,
};

describe('isCharterableAgency', () => {
  it.each([
    ['a carrier agency of another organization', LESQUIN, true],
    ['a logistics provider agency', { id: 40, organizationId: 4, profile: 'lsp' }, true],
    ['the shipper’s own agency', { id: 10, organizationId: SHIPPER, profile: 'carrier' }, false],
    ['another shipper’s agency', { id: 50, organizationId: 5, profile: 'shipper' }, false],
    ['a third party’s agency', { id: 60, organizationId: 6, profile: 'third-party' }, false],
  ])('%s → %s', (_, agency, expected) => {
    expect(isCharterableAgency(agency, SHIPPER)).toBe(expected);
  });
});

describe('requestChartering', () => {
  it.each([['NONE'], ['REFUSED'], ['UNCHARTERED']])(
    'from %s: requests the agency, shows the orders to its carrier, waiting for confirmation',
    (status) => {
      expect(changeOf(requestChartering(tour({ status }), LESQUIN))).toEqual({
        tour: { charteringStatus: 'REQUESTED', carrierAgencyId: 20, carrierOrganizationId: CARRIER },
        events: [{ name: 'chartering_requested', details: { agencyId: 20, previousAgencyId: null } }],
        orders: { carrierOrganizationId: CARRIER, status: 'ORDER_PENDING_WAITING_CONFIRMATION' },
      });
    },
  );

  it.each([
    ['requested', requested()],
    ['confirmed', confirmed()],
    ['handed over before the chartering steps (NONE with an agency)', requested({ status: 'NONE' })],
  ])('to the agency that already holds it (%s): nothing changes', (_, state) => {
    expect(requestChartering(state, LESQUIN)).toEqual({ kind: 'unchanged' });
  });

  it('to another agency of another carrier: the first carrier leaves with its truck', () => {
    const result = changeOf(requestChartering(tour(confirmed().chartering, carrierTruck), HAMBURG));
    expect(result.tour).toEqual({
      charteringStatus: 'REQUESTED',
      carrierAgencyId: 30,
      carrierOrganizationId: OTHER_CARRIER,
      resourceId: null,
      vehicle: null,
      pairingAgency: 'NONE',
      pairingStatus: 'AWAITING_PAIRING',
    });
    expect(result.events.map((e) => e.name)).toEqual(['unpaired', 'chartering_requested']);
    expect(result.events[1]!.details).toEqual({ agencyId: 30, previousAgencyId: 20 });
    expect(result.orders.carrierOrganizationId).toBe(OTHER_CARRIER);
  });

  it('to another agency of the same carrier: its truck stays', () => {
    const lyon = { id: 21, organizationId: CARRIER, profile: 'carrier' };
    const result = changeOf(requestChartering(tour(confirmed().chartering, carrierTruck), lyon));
    expect(result.tour.resourceId).toBeUndefined();
    expect(result.events.map((e) => e.name)).toEqual(['chartering_requested']);
  });

  it('keeps the shipper’s own truck when the carrier changes', () => {
    const result = changeOf(requestChartering(tour(confirmed().chartering, shipperTruck), HAMBURG));
    expect(result.tour.resourceId).toBeUndefined();
  });

  it('refuses a finished tour and an agency that is not a carrier’s', () => {
    expect(requestChartering(tour({}, {}, 'FINISHED'), LESQUIN)).toMatchObject({
      kind: 'refused',
      code: 'tour.finished_error',
    });
    expect(requestChartering(tour(), { id: 10, organizationId: SHIPPER, profile: 'shipper' })).toMatchObject({
      kind: 'refused',
      code: 'agency.not_found_error',
    });
  });
});

describe('confirmChartering and refuseChartering', () => {
  it('confirm: a requested chartering becomes confirmed; the carrier keeps the orders', () => {
    expect(changeOf(confirmChartering(requested()))).toEqual({
      tour: { charteringStatus: 'CONFIRMED' },
      events: [{ name: 'confirmed', details: { agencyId: 20 } }],
      orders: { status: 'ORDER_CONFIRMED' },
    });
  });

  it('refuse: the carrier leaves, its truck too, and the orders are refused', () => {
    expect(changeOf(refuseChartering(tour(requested().chartering, carrierTruck)))).toEqual({
      tour: {
        charteringStatus: 'REFUSED',
        carrierAgencyId: null,
        carrierOrganizationId: null,
        resourceId: null,
        vehicle: null,
        pairingAgency: 'NONE',
        pairingStatus: 'AWAITING_PAIRING',
      },
      events: [
        { name: 'refused', details: { agencyId: 20 } },
        { name: 'unpaired', details: { resourceId: 7, reason: 'carrier_left' } },
      ],
      orders: { carrierOrganizationId: null, status: 'ORDER_IS_REFUSED' },
    });
  });

  it.each([
    ['NONE', tour()],
    ['CONFIRMED', confirmed()],
    ['REFUSED', tour({ status: 'REFUSED' })],
    ['UNCHARTERED', tour({ status: 'UNCHARTERED' })],
    ['NONE with an agency', requested({ status: 'NONE' })],
  ])('only a requested chartering is answered, not %s', (_, state) => {
    for (const answer of [confirmChartering, refuseChartering])
      expect(answer(state)).toMatchObject({ kind: 'refused', code: 'chartering.transition_error' });
  });

  it('a finished tour is not answered', () => {
    const finished = tour(requested().chartering, {}, 'FINISHED');
    expect(confirmChartering(finished)).toMatchObject({ code: 'tour.finished_error' });
    expect(refuseChartering(finished)).toMatchObject({ code: 'tour.finished_error' });
  });
});

describe('uncharterTour', () => {
  it.each([
    ['requested', requested()],
    ['confirmed', confirmed()],
    ['NONE with an agency', requested({ status: 'NONE' })],
  ])('takes a %s tour back: the carrier sees nothing of it any more', (_, state) => {
    expect(changeOf(uncharterTour(state))).toEqual({
      tour: { charteringStatus: 'UNCHARTERED', carrierAgencyId: null, carrierOrganizationId: null },
      events: [{ name: 'unchartered', details: { agencyId: 20 } }],
      orders: { carrierOrganizationId: null, status: 'ORDER_IS_UNCHARTERED' },
    });
  });

  it('ends the carrier’s pairing, keeps the shipper’s', () => {
    expect(changeOf(uncharterTour(tour(confirmed().chartering, carrierTruck))).tour.resourceId).toBeNull();
    expect(
      changeOf(uncharterTour(tour(confirmed().chartering, shipperTruck))).tour.resourceId,
    ).toBeUndefined();
  });

  it.each([['NONE'], ['REFUSED'], ['UNCHARTERED']])('refuses a tour that is %s', (status) => {
    expect(uncharterTour(tour({ status }))).toMatchObject({
      kind: 'refused',
      code: 'chartering.transition_error',
    });
  });

  it('refuses a finished tour', () => {
    expect(uncharterTour(tour(confirmed().chartering, {}, 'FINISHED'))).toMatchObject({
      code: 'tour.finished_error',
    });
  });
});
