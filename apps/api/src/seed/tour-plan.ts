// Plans one tour (route, stops, vehicle, orders) as plain data, ready to insert; shared by the demo and the bench.

import { type OrderContext, type PlannedOrder, planOrders, type TourKind } from './order-plan';
import type { PlaceKind } from './places-data';
import { chance, pick, type Random, randomInt, shuffle } from './random';
import {
  type RouteStop,
  type ScheduledStop,
  type StopSite,
  scheduleStops,
  type TourStatus,
} from './stop-schedule';

export interface PlanPlace extends StopSite {
  id: number;
  name: string;
  street: string | null;
  postalCode: string | null;
  town: string;
  country: string;
  timezone: string;
  geofenceRadius: number;
  kind: PlaceKind;
}

export interface PlannedTour {
  organizationId: number;
  carrierOrganizationId: number | null;
  carrierAgencyId: number | null;
  /** Confirmed when another organization carries the tour; the demo leaves a few requested or unchartered. */
  charteringStatus: 'NONE' | 'REQUESTED' | 'CONFIRMED';
  reference: string;
  status: TourStatus;
  vehicle: string | null;
  trailer: string | null;
  driver: string | null;
  startAt: Date;
  createdAt: Date;
  stops: ScheduledStop<PlanPlace>[];
  orders: PlannedOrder[];
  /** Where the truck is at `now` (its depot for a tour not started). */
  truckAt: StopSite;
}

export interface TourCarrier {
  organizationId: number;
  agencyIds: readonly number[];
  vehicles: readonly string[];
  trailers: readonly string[];
  drivers: readonly string[];
}

export interface TourInput {
  orders: OrderContext;
  organizationId: number;
  reference: string;
  status: TourStatus;
  kind: TourKind;
  route: RouteStop<PlanPlace>[];
  carrier: TourCarrier | null;
  thresholds: { tolerableDelayMinutes: number; riskyDelayMinutes: number };
  orderCount: number;
  finishedWithinDays?: number;
}

/** Loadings first, then deliveries, sometimes a customs or cross-dock stop in between. */
export function buildRoute(
  random: Random,
  kind: TourKind,
  loadPool: readonly PlanPlace[],
  deliveryPool: readonly PlanPlace[],
  maxStops = 5,
): RouteStop<PlanPlace>[] {
  const loadCount = kind === 'ltl' && maxStops > 2 && chance(random, 0.4) ? 2 : 1;
  const deliveryCount =
    kind === 'ltl' || kind === 'parcel' ? randomInt(random, 1, Math.min(3, maxStops - loadCount)) : 1;
  const loads = shuffle(random, loadPool).slice(0, loadCount);
  const deliveries = shuffle(
    random,
    deliveryPool.filter((place) => !loads.includes(place)),
  ).slice(0, deliveryCount);
  const route: RouteStop<PlanPlace>[] = [
    ...loads.map((site) => ({ site, stopType: 'loading' as const })),
    ...deliveries.map((site) => ({ site, stopType: 'delivery' as const })),
  ];
  const spare = deliveryPool.filter((place) => !loads.includes(place) && !deliveries.includes(place));
  if (route.length < maxStops && route.length >= 3 && spare.length > 0 && chance(random, 0.45)) {
    route.splice(loads.length, 0, { site: pick(random, spare), stopType: 'intermediateStop' });
  }
  return route;
}

export function planTour(input: TourInput): PlannedTour {
  const { random, now } = input.orders;
  const schedule = scheduleStops(
    random,
    now,
    input.status,
    input.route,
    input.thresholds,
    input.finishedWithinDays,
  );
  const createdAt = new Date(
    Math.min(schedule.startAt.getTime(), now.getTime()) - randomInt(random, 2, 7 * 24) * 3_600_000,
  );
  const carrier = input.carrier;
  return {
    organizationId: input.organizationId,
    carrierOrganizationId: carrier?.organizationId ?? null,
    carrierAgencyId: carrier ? pick(random, carrier.agencyIds) : null,
    charteringStatus: carrier && carrier.organizationId !== input.organizationId ? 'CONFIRMED' : 'NONE',
    reference: input.reference,
    status: input.status,
    // Carriers often assign the truck only on the day.
    vehicle:
      carrier && (input.status !== 'NOT_STARTED' || chance(random, 0.5))
        ? pick(random, carrier.vehicles)
        : null,
    trailer: carrier && chance(random, 0.8) ? pick(random, carrier.trailers) : null,
    driver:
      carrier && carrier.drivers.length > 0 && chance(random, 0.85) ? pick(random, carrier.drivers) : null,
    startAt: schedule.startAt,
    createdAt,
    stops: schedule.stops,
    truckAt: schedule.truckAt,
    orders: planOrders(input.orders, input.kind, input.status, schedule.stops, input.orderCount, createdAt),
  };
}
