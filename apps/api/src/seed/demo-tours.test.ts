import { describe, expect, it } from 'vitest';
import { type DemoCarriers, planDemoTours } from './demo-tours';
import { makeFleet } from './fleet';
import type { SeededOrganizations } from './organizations';
import { ORGANIZATIONS } from './organizations-data';
import type { PlacesByOwner } from './places';
import { PLACES } from './places-data';
import { mulberry32 } from './random';

const now = new Date('2026-04-15T09:30:00Z');

// Stand-ins for what the database would return, so the plan can be checked without one.
function plan(seed: number) {
  const random = mulberry32(seed);
  const organizations = Object.fromEntries(
    ORGANIZATIONS.map((org, i) => [
      org.key,
      {
        id: i + 1,
        key: org.key,
        agencies: [{ id: 10 * i + 1, tolerableDelayMinutes: 15, riskyDelayMinutes: 60 }],
        tagIds: [100 * i + 1, 100 * i + 2, 100 * i + 3],
        drivers: ['Julien Martin'],
      },
    ]),
  ) as SeededOrganizations;
  const places: PlacesByOwner = { shipper: [], carrier: [], carrier2: [], lsp: [] };
  for (const [id, place] of PLACES.entries()) {
    for (const owner of place.owners)
      places[owner].push({ ...place, id, geofenceRadius: place.radius ?? 500 });
  }
  const carrier = (org: SeededOrganizations['carrier']) => ({
    organizationId: org.id,
    agencyIds: org.agencies.map((a) => a.id),
    drivers: org.drivers,
  });
  const carriers: DemoCarriers = {
    carrier: { ...carrier(organizations.carrier), ...makeFleet(random, 'fr', 9) },
    carrier2: { ...carrier(organizations.carrier2), ...makeFleet(random, 'de', 7) },
  };
  return planDemoTours(random, now, organizations, places, carriers);
}

describe('planDemoTours', () => {
  it('plans the same tours for the same seed and clock', () => {
    expect(JSON.stringify(plan(7))).toBe(JSON.stringify(plan(7)));
  });

  it('keeps every order status in step with its stops, whatever the seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const tour of plan(seed)) {
        for (const order of tour.orders) {
          const load = tour.stops[order.loadingIndex]!;
          const delivery = tour.stops[order.deliveryIndex]!;
          expect(load.stopType).toBe('loading');
          expect(delivery.stopType).toBe('delivery');
          expect(order.loadingIndex).toBeLessThan(order.deliveryIndex);
          if (tour.status === 'FINISHED') expect(delivery.arrivedAt).not.toBeNull();
          if (order.currentStatus === 'DRIVER_LEFT_UNLOAD') expect(delivery.leftAt).not.toBeNull();
          if (order.currentStatus === 'DRIVING_TO_LOAD') expect(load.arrivedAt).toBeNull();
          if (order.currentStatus === 'ARR_UNLOAD') expect(delivery.arrivedAt).not.toBeNull();
        }
        for (const stop of tour.stops) {
          if (stop.leftAt) expect(stop.leftAt.getTime()).toBeGreaterThan(stop.arrivedAt!.getTime());
          if (stop.arrivedAt) expect(stop.arrivedAt.getTime()).toBeLessThan(now.getTime());
          expect(stop.plannedEnd.getTime()).toBeGreaterThan(stop.plannedStart.getTime());
        }
      }
    }
  });
});

describe('tours left to charter', () => {
  it('leaves three of the shipper’s tours without a carrier and two waiting for one, all not started', () => {
    const shipperId = ORGANIZATIONS.findIndex((org) => org.key === 'shipper') + 1;
    const shipperTours = plan(7).filter((tour) => tour.organizationId === shipperId);
    const byStatus = (status: string) => shipperTours.filter((tour) => tour.charteringStatus === status);
    expect(byStatus('NONE')).toHaveLength(3);
    expect(byStatus('REQUESTED')).toHaveLength(2);
    for (const tour of [...byStatus('NONE'), ...byStatus('REQUESTED')]) {
      expect(tour.status).toBe('NOT_STARTED');
      expect(tour.vehicle).toBeNull();
      const open = tour.orders.filter((o) => !['CANCEL_ORDER', 'ORDER_IS_REFUSED'].includes(o.currentStatus));
      const expected =
        tour.charteringStatus === 'NONE' ? 'ORDER_CREATED' : 'ORDER_PENDING_WAITING_CONFIRMATION';
      expect(open.every((o) => o.currentStatus === expected)).toBe(true);
    }
    expect(byStatus('NONE').every((tour) => tour.carrierOrganizationId === null)).toBe(true);
    expect(byStatus('CONFIRMED').every((tour) => tour.carrierOrganizationId !== null)).toBe(true);
  });
});
