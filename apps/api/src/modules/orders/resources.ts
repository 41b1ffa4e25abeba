// The response contract of orders and what they include (shipment-domain.txt §3 Order, Stop, Tour, Goods).
import { z } from 'zod';
import { resourceSchema, toMany, toOne } from '../../http/jsonapi/document-schemas';

const isoDate = z.string().describe('ISO 8601 instant, UTC');
const nullableIso = isoDate.nullable();

const stopSummary = z
  .object({
    name: z.string(),
    town: z.string().nullable(),
    country: z.string().nullable(),
    timezone: z.string().nullable(),
    plannedStart: nullableIso,
    plannedEnd: nullableIso,
    arrivedAt: nullableIso,
    leftAt: nullableIso,
  })
  .nullable();

export const orderTag = z.object({ label: z.string(), color: z.string() });

export const orderResource = resourceSchema(
  'Order',
  'orders',
  {
    reference: z.string(),
    clientReference: z.string().nullable(),
    consignmentReference: z.string().nullable(),
    contractNumber: z.string().nullable(),
    bookingReference: z.string().nullable(),
    cargoDescription: z.string().nullable(),
    comments: z.string().nullable(),
    currentStatus: z.string().describe('Order lifecycle or driving/site status (shipment-domain §4)'),
    transportMode: z.string(),
    transportType: z.string().nullable(),
    tripType: z.string().nullable(),
    theoreticalDistance: z.number().nullable().describe('metres'),
    tourReference: z.string().nullable(),
    tourStatus: z.string().nullable(),
    nextStopPointEtaState: z.string().nullable(),
    ownerName: z.string(),
    charteredName: z.string().nullable(),
    tags: z.array(orderTag),
    departure: stopSummary,
    arrival: stopSummary,
    createdAt: isoDate,
    updatedAt: isoDate,
  },
  { tour: toOne('tours'), stops: toMany('stops'), goods: toMany('goods') },
);

const completionState = z.object({ isDone: z.boolean(), hasBeenAborted: z.boolean(), isLate: z.boolean() });

export const stopResource = resourceSchema('Stop', 'stops', {
  sequence: z.number().int(),
  stopType: z.string(),
  activity: z.enum(['LOADING', 'UNLOADING']),
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  town: z.string(),
  country: z.string(),
  timezone: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  geofencingRadius: z.number().int(),
  activityTime: z.number().int().describe('minutes'),
  plannedStart: nullableIso,
  plannedEnd: nullableIso,
  appointment: z.object({ startAt: nullableIso, endAt: nullableIso }).nullable(),
  arrivedAt: nullableIso,
  leftAt: nullableIso,
  isSkipped: z.boolean(),
  isNextStop: z.boolean(),
  completionState,
  onSite: z.object({ isOnSite: z.boolean(), isLate: z.boolean() }),
  summaryState: z.string(),
  delayState: z.string(),
  goodsStatus: z.string(),
  eta: z
    .object({ date: nullableIso, etaStatus: z.string().nullable(), source: z.string().nullable() })
    .nullable(),
  remainingDistance: z.number().nullable().describe('metres'),
});

export const tourResource = resourceSchema('Tour', 'tours', {
  reference: z.string(),
  status: z.string(),
  carrierName: z.string().nullable(),
  vehicle: z.string().nullable(),
  trailer: z.string().nullable(),
  driver: z.string().nullable(),
  startAt: nullableIso,
});

export const goodsResource = resourceSchema('Goods', 'goods', {
  goodsType: z.string(),
  quantity: z.number().nullable(),
  weight: z.number().nullable().describe('kg'),
  size: z.object({
    length: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
  }),
  gerbabilite: z.boolean().describe('stackable'),
  description: z.string().nullable(),
});

export type OrderResource = z.infer<typeof orderResource>;
export type StopResource = z.infer<typeof stopResource>;
export type TourResource = z.infer<typeof tourResource>;
export type GoodsResource = z.infer<typeof goodsResource>;
