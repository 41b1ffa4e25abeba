// Plans the orders carried by one tour: references, status consistent with its stops, goods and tags.

import { haversineDistance as distanceMetres } from '@cargolens/domain/geo';
import { CARGO, COMMENTS } from './cargo-data';
import { type PlannedGoods, planGoods } from './goods-plan';
import { chance, pick, type Random, randomInt, weighted } from './random';
import type { ScheduledStop, StopSite, TourStatus } from './stop-schedule';

export type TourKind = 'ftl' | 'ltl' | 'parcel' | 'rail';
export interface PlannedOrder {
  reference: string;
  clientReference: string | null;
  consignmentReference: string;
  contractNumber: string | null;
  bookingReference: string | null;
  cargoDescription: string;
  comments: string | null;
  currentStatus: string;
  transportMode: string;
  transportType: string;
  theoreticalDistanceM: number;
  loadingIndex: number;
  deliveryIndex: number;
  deliveryGoodsStatus: string;
  tagIds: number[];
  createdAt: Date;
  goods: PlannedGoods[];
}

export interface OrderContext {
  random: Random;
  now: Date;
  language: string;
  country: string;
  tagIds: readonly number[];
  contracts: readonly string[];
  /** Returns the next unique order reference of the owner. */
  nextReference: () => string;
}

const MODES: Record<TourKind, Record<string, number>> = {
  ftl: { ftl: 6, road: 4 },
  ltl: { ltl: 7, road: 3 },
  parcel: { parcel: 1 },
  rail: { rail: 6, intermodal_legacy: 4 },
};
const TYPES: Record<TourKind, string> = { ftl: 'FTL', ltl: 'LTL', parcel: 'PARCEL', rail: 'FTL' };

function orderStatus<S extends StopSite>(
  status: TourStatus,
  stops: ScheduledStop<S>[],
  load: number,
  delivery: number,
  random: Random,
): string {
  if (status === 'NOT_STARTED')
    return weighted(random, { ORDER_CONFIRMED: 70, ORDER_CREATED: 22, CANCEL_ORDER: 5, ORDER_IS_REFUSED: 3 });
  const next = stops.findIndex((stop) => !stop.arrivedAt && !stop.isSkipped);
  const [l, d] = [stops[load]!, stops[delivery]!];
  if (d.leftAt) return chance(random, 0.03) ? 'ORDER_IS_REFUSED' : 'DRIVER_LEFT_UNLOAD';
  if (d.arrivedAt) return 'ARR_UNLOAD';
  if (l.leftAt) return next === delivery ? 'DRIVING_TO_UNLOAD' : 'LEFT_LOADING_SITE';
  if (l.arrivedAt) return 'ARR_LOAD';
  return next === load ? 'DRIVING_TO_LOAD' : 'ORDER_CONFIRMED';
}

function digits(random: Random, count: number): string {
  return String(randomInt(random, 10 ** (count - 1), 10 ** count - 1));
}

export function planOrders<S extends StopSite>(
  ctx: OrderContext,
  kind: TourKind,
  status: TourStatus,
  stops: ScheduledStop<S>[],
  count: number,
  tourCreatedAt: Date,
): PlannedOrder[] {
  const { random } = ctx;
  const loads = stops.flatMap((stop, i) => (stop.stopType === 'loading' ? [i] : []));
  const deliveries = stops.flatMap((stop, i) => (stop.stopType === 'delivery' ? [i] : []));
  const year = ctx.now.getUTCFullYear();
  return Array.from({ length: count }, (_, n): PlannedOrder => {
    // The first orders cover every loading and delivery stop, the rest spread at random.
    const loadingIndex = loads[n % loads.length] ?? pick(random, loads);
    const deliveryIndex = n < deliveries.length ? deliveries[n]! : pick(random, deliveries);
    const currentStatus = orderStatus(status, stops, loadingIndex, deliveryIndex, random);
    const load = stops[loadingIndex]!;
    const delivery = stops[deliveryIndex]!;
    const cargo = pick(random, CARGO[ctx.language] ?? CARGO.en!);
    return {
      reference: ctx.nextReference(),
      clientReference: chance(random, 0.85) ? `PO-45${digits(random, 8)}` : null,
      consignmentReference: `CMR-${ctx.country}-${year}-${digits(random, 6)}`,
      contractNumber: ctx.contracts.length > 0 ? pick(random, ctx.contracts) : null,
      bookingReference: kind === 'rail' || chance(random, 0.3) ? `BKG-${digits(random, 7)}` : null,
      cargoDescription: cargo,
      comments: chance(random, 0.25) ? pick(random, COMMENTS[ctx.language] ?? COMMENTS.en!) : null,
      currentStatus,
      transportMode: weighted(random, MODES[kind]),
      transportType: TYPES[kind],
      theoreticalDistanceM: Math.round(distanceMetres(load.site, delivery.site) * 1.3),
      loadingIndex,
      deliveryIndex,
      deliveryGoodsStatus:
        currentStatus === 'ORDER_IS_REFUSED' && delivery.arrivedAt
          ? 'REFUSED'
          : delivery.leftAt && chance(random, 0.04)
            ? 'NOT_CONFORM'
            : 'NONE',
      tagIds:
        ctx.tagIds.length > 0 && chance(random, 0.45)
          ? [...new Set([pick(random, ctx.tagIds), pick(random, ctx.tagIds)])].slice(
              0,
              randomInt(random, 1, 2),
            )
          : [],
      createdAt: new Date(Math.min(tourCreatedAt.getTime() + n * 60_000, ctx.now.getTime())),
      goods: planGoods(random, kind, cargo),
    };
  });
}
