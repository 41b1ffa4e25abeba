// The response contract of orders and what they include (shipment-domain.txt §3 Order, Stop, Tour, Goods).
import { RESOURCE_MODES } from '@cargolens/domain/resources';
import { STOP_SUMMARY_STATES } from '@cargolens/domain/stops';
import { z } from 'zod';
import { resourceSchema, toMany, toOne } from '../../http/jsonapi/document-schemas';
import { geofenceOutput } from '../places';

const isoDate = z.string().describe('ISO 8601 instant, UTC');
const nullableIso = isoDate.nullable();

const stopSummary = z
  .object({
    name: z.string(),
    town: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
    timezone: z.string().nullable(),
    plannedStart: nullableIso,
    plannedEnd: nullableIso,
    arrivedAt: nullableIso,
    leftAt: nullableIso,
  })
  .nullable();

export const orderTag = z.object({ label: z.string(), color: z.string() });

const price = z.object({ type: z.enum(['TO_BE_PAID', 'TO_PAY']), amount: z.number(), currency: z.string() });

const handlingUnit = z.object({
  id: z.string(),
  type: z.string(),
  label: z.string().nullable(),
  trackingBarcode: z.string().nullable(),
  consolidationId: z.string().nullable(),
  dimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
  weight: z.number().nullable(),
  quantities: z.object({
    planned: z.number().int(),
    loaded: z.number().int().nullable(),
    delivered: z.number().int().nullable(),
  }),
  contentReferences: z.array(z.object({ type: z.string(), value: z.string() })),
});

const purchaseOrder = z.object({
  reference: z.string(),
  items: z.array(
    z.object({
      reference: z.string().optional(),
      description: z.string().optional(),
      ean: z.string().optional(),
      quantity: z.number().optional(),
      unit: z.string().optional(),
    }),
  ),
});

const returnablePacking = z.object({
  type: z.string(),
  customType: z.string().nullable(),
  plannedQuantity: z.number().int(),
});

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
    billOfLadingReference: z.string().nullable(),
    containerReference: z.string().nullable(),
    mean: z
      .object({ label: z.string(), mode: z.enum(RESOURCE_MODES).nullable() })
      .nullable()
      .describe('The paired truck or other resource; a mode only when it is on Cargolens'),
    nextStopPoint: z
      .enum(['departure', 'arrival'])
      .nullable()
      .describe('Which of departure and arrival the order goes to next; null once both are behind'),
    measures: z.object({
      fullLoad: z.boolean().nullable(),
      linearMeters: z.number().nullable(),
      palletGround: z.number().nullable(),
      grossVolume: z.number().nullable().describe('m³'),
      grossWeight: z.number().nullable().describe('kg'),
    }),
    cancelledAt: nullableIso,
    permissions: z
      .array(z.enum(['READ', 'MODIFY']))
      .describe(
        'MODIFY when the caller may change or cancel the order: its ordering party or the back office',
      ),
    version: z.number().int().describe('Send it back as If-Match (or meta.version) to change the order'),
    createdAt: isoDate,
    updatedAt: isoDate,
    // The goods aggregate and prices come with one order (detail and writes), not with list pages.
    prices: z.array(price).optional(),
    price: price.nullable().optional().describe('The TO_BE_PAID price when there is one, else the first'),
    handlingUnits: z.array(handlingUnit).optional(),
    purchaseOrders: z.array(purchaseOrder).optional(),
    returnablePackings: z.array(returnablePacking).optional(),
  },
  { tour: toOne('tours'), stops: toMany('stops'), goods: toMany('goods') },
);

const completionState = z.object({ isDone: z.boolean(), hasBeenAborted: z.boolean(), isLate: z.boolean() });

export const stopResource = resourceSchema('Stop', 'stops', {
  sequence: z.number().int(),
  stopType: z.string(),
  activity: z
    .enum(['LOADING', 'UNLOADING'])
    .nullable()
    .describe('What the order does there; null when it passes through'),
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  town: z.string(),
  country: z.string(),
  timezone: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  geofencingRadius: z.number().int(),
  geofencing: geofenceOutput
    .optional()
    .describe(
      "The geofence the stop is watched with: its place's drawn fence (circles with the stop's radius), " +
        'else a circle of geofencingRadius on its position. With one order (detail and writes), not in lists.',
    ),
  activityTime: z.number().int().describe('minutes'),
  plannedStart: nullableIso,
  plannedEnd: nullableIso,
  appointment: z.object({ startAt: nullableIso, endAt: nullableIso }).nullable(),
  arrivedAt: nullableIso,
  leftAt: nullableIso,
  isSkipped: z.boolean(),
  isNextStop: z.boolean().describe('The first stop of the tour neither done nor skipped (decision 0065)'),
  isDriving: z.boolean().describe('The tour has started and this next stop is not reached yet'),
  completionState,
  onSite: z.object({ isOnSite: z.boolean(), isLate: z.boolean() }),
  summaryState: z.enum(STOP_SUMMARY_STATES),
  delayState: z.string(),
  goodsStatus: z.string(),
  eta: z
    .object({
      date: nullableIso,
      etaStatus: z.string().nullable(),
      source: z.string().nullable(),
      isDeprecated: z
        .boolean()
        .describe(
          'An external ETA worked out over 60 minutes ago, shown only because no current ETA has a date ' +
            '(shipment-domain §3 isDeprecated, decision 0152)',
        ),
    })
    .nullable(),
  remainingDistance: z.number().nullable().describe('metres'),
  placeId: z.string().nullable().describe('The address book place, when the stop is at one'),
  appointmentState: z.enum(['is_not_required', 'is_required', 'is_taken']),
  instruction: z.string().nullable(),
  contact: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  siret: z.string().nullable(),
  unlocode: z.string().nullable(),
  iataCode: z.string().nullable(),
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
