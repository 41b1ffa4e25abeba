import { describe, expect, it } from 'vitest';
import {
  assignmentState,
  CARRIER,
  CARRIER_TRUCK_PAIRED,
  changeOf,
  SHIPPER,
} from '../test-support/assignment-states';
import {
  ordersInKeepsPairing,
  pairableResourceOwners,
  pairingOrderStatus,
  pairResource,
  unpairTour,
} from './pairing-transitions';
import type { AssignmentState } from './tour-assignment';

const carrierTruck = { id: 7, organizationId: CARRIER, label: 'GH-482-KL' };
const shipperShuttle = { id: 8, organizationId: SHIPPER, label: 'Navette Gerland' };

function tour(
  pairing: Partial<AssignmentState['pairing']> = {},
  options: { carrier?: number | null; tourStatus?: string } = {},
): AssignmentState {
  const carrier = options.carrier === undefined ? CARRIER : options.carrier;
  return assignmentState({
    tourStatus: options.tourStatus,
    chartering: {
      status: carrier ? 'CONFIRMED' : 'NONE',
      agencyId: carrier ? 20 : null,
      carrierOrganizationId: carrier,
    },
    pairing,
  });
}
const paired = CARRIER_TRUCK_PAIRED;

describe('pairableResourceOwners', () => {
  it('is the owner and the carrier the tour is chartered to', () => {
    expect(pairableResourceOwners(tour())).toEqual([SHIPPER, CARRIER]);
    expect(pairableResourceOwners(tour({}, { carrier: null }))).toEqual([SHIPPER]);
  });
});

describe('pairResource', () => {
  it('pairs the carrier’s truck: CHARTER by default, RESOURCE_PAIRED by default, orders paired', () => {
    expect(changeOf(pairResource(tour(), { resource: carrierTruck }))).toEqual({
      tour: {
        resourceId: 7,
        vehicle: 'GH-482-KL',
        pairingStatus: 'RESOURCE_PAIRED',
        pairingAgency: 'CHARTER',
      },
      events: [
        { name: 'paired', details: { resourceId: 7, status: 'RESOURCE_PAIRED', pairingAgency: 'CHARTER' } },
      ],
      orders: { status: 'ORDER_IS_PAIR' },
    });
  });

  it('pairs the owner’s own resource as SHIPPER by default', () => {
    expect(
      changeOf(pairResource(tour({}, { carrier: null }), { resource: shipperShuttle })).tour.pairingAgency,
    ).toBe('SHIPPER');
  });

  it.each([
    ['AWAITING_PAIRING', 'NONE', 'ORDER_WAITING_TO_PAIR', []],
    ['AWAITING_SETUP', 'NONE', 'ORDER_WAITING_TO_PAIR', []],
    ['AWAITING_CONFIRMATION', 'NONE', 'ORDER_TO_BE_CONFIRMED', []],
    ['PENDING_CONFIRMATION', 'NONE', 'ORDER_TO_BE_CONFIRMED', []],
    ['RESOURCE_PAIRED', 'CHARTER', 'ORDER_IS_PAIR', ['paired']],
    ['IN_PROGRESS', 'SHIPPER', 'ORDER_IS_PAIR', ['paired']],
    ['NOT_STARTED', 'CHARTER', 'ORDER_IS_PAIR', ['paired']],
    ['FINISHED', 'CHARTER', 'ORDER_IS_PAIR', ['paired']],
  ] as const)(
    'status %s with pairing agency %s → orders %s, events %j',
    (status, pairingAgency, orderStatus, events) => {
      const result = changeOf(pairResource(tour(), { resource: carrierTruck, status, pairingAgency }));
      expect(result.tour.pairingStatus).toBe(status);
      expect(result.orders.status).toBe(orderStatus);
      expect(result.events.map((e) => e.name)).toEqual(events);
      expect(pairingOrderStatus(pairingAgency, status)).toBe(orderStatus);
    },
  );

  it('records the end of a pairing when a paired tour is set back to NONE', () => {
    const result = changeOf(pairResource(tour(paired), { resource: carrierTruck, pairingAgency: 'NONE' }));
    expect(result.events.map((e) => e.name)).toEqual(['unpaired']);
    expect(result.orders.status).toBe('ORDER_WAITING_TO_PAIR');
  });

  it('changes a pairing to another truck (edit)', () => {
    const other = { id: 9, organizationId: CARRIER, label: 'HH-LN-2041' };
    const result = changeOf(pairResource(tour(paired), { resource: other }));
    expect(result.tour).toMatchObject({ resourceId: 9, vehicle: 'HH-LN-2041' });
    expect(result.events.map((e) => e.name)).toEqual(['paired']);
  });

  it('changes nothing when asked for the pairing the tour has', () => {
    expect(pairResource(tour(paired), { resource: carrierTruck })).toEqual({ kind: 'unchanged' });
  });

  it('refuses a resource of an organization that neither owns nor carries the tour', () => {
    expect(pairResource(tour({}, { carrier: null }), { resource: carrierTruck })).toMatchObject({
      kind: 'refused',
      code: 'http.not_found',
    });
  });

  it('refuses a finished tour', () => {
    expect(pairResource(tour({}, { tourStatus: 'FINISHED' }), { resource: carrierTruck })).toMatchObject({
      code: 'tour.finished_error',
    });
  });
});

describe('unpairTour', () => {
  it('takes the resource off: no pairing agency, awaiting pairing, orders unpaired', () => {
    expect(changeOf(unpairTour(tour(paired)))).toEqual({
      tour: { resourceId: null, vehicle: null, pairingAgency: 'NONE', pairingStatus: 'AWAITING_PAIRING' },
      events: [{ name: 'unpaired', details: { resourceId: 7 } }],
      orders: { status: 'ORDER_IS_UNPAIR' },
    });
  });

  it('also clears a resource named without a pairing agency', () => {
    const named = {
      status: 'AWAITING_CONFIRMATION',
      agency: 'NONE',
      resourceId: 7,
      resourceOrganizationId: CARRIER,
    };
    expect(changeOf(unpairTour(tour(named))).tour.resourceId).toBeNull();
  });

  it('refuses a tour that is not paired, and a finished one', () => {
    expect(unpairTour(tour())).toMatchObject({ kind: 'refused', code: 'pairing.transition_error' });
    expect(unpairTour(tour(paired, { tourStatus: 'FINISHED' }))).toMatchObject({
      code: 'tour.finished_error',
    });
  });
});

describe('ordersInKeepsPairing (BLOCK_PAIRING_MODIFICATION)', () => {
  it.each([
    [true, paired, true],
    [true, {}, false],
    [false, paired, false],
  ])('blocked %s, pairing %j → keeps %s', (blocked, pairing, expected) => {
    expect(ordersInKeepsPairing(tour(pairing), blocked)).toBe(expected);
  });
});
