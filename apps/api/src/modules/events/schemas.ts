// Events and ETAs in (decisions 0100-0101): what the OpenAPI document shows for each item, and the looser
// envelope the routes check up front, so that one malformed item is refused alone while the rest are kept.
import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { toOneIdBody } from '../../http/jsonapi/public-id-schemas';
import {
  DEMO_EVENT_DELIVERY_STOP_ID,
  DEMO_EVENT_LOADING_STOP_ID,
  DEMO_EVENT_ORDER_ID,
} from '../../openapi/example-ids';

/** Items per request, as for positions. */
export const MAX_ITEMS_PER_BATCH = 1000;

const senderEventId = z
  .string()
  .min(1)
  .max(128)
  .describe(
    'Your id of this event: sending the same id again (per organization) is the same event, stored once',
  );

const position = z.strictObject({
  lat: z.number().min(-90).max(90).describe('Latitude, WGS 84 decimal degrees'),
  lng: z.number().min(-180).max(180).describe('Longitude, WGS 84 decimal degrees'),
});

const eventAttributes = {
  eventId: senderEventId,
  code: z
    .string()
    .min(1)
    .max(160)
    .describe(
      'The event code: an order-event name (ARR_LOAD, LEFT_LOADING_SITE, DELAY_UNLOAD …) or a tracking code ' +
        '{phase}_{outcome}_{declared|calculated}-{reason} (delivery_compliant_declared-completed); for ' +
        'handling units also LOADING, DELIVERY_NOT_CONFORM …. A namespaced name keeps its last segment ' +
        '(order.loading.ARR_LOAD). A code outside the catalogue is refused',
    ),
  occurredAt: z.iso
    .datetime({ offset: true })
    .describe('When it happened, ISO 8601 with its offset; not more than 10 minutes ahead'),
  comment: z.string().max(2000).nullable().optional(),
  position: position.nullable().optional().describe('Where it happened'),
  properties: z.record(z.string(), z.unknown()).optional().describe('Anything else the sender keeps with it'),
};

export const orderEventItem = z.strictObject({
  type: z.literal('orderEvents'),
  attributes: z.strictObject(eventAttributes),
  relationships: z.strictObject({
    order: toOneIdBody('orders'),
    stop: toOneIdBody('stops')
      .optional()
      .describe(
        'The stop of the order it happened at; by default the order’s loading stop for a loading code, its ' +
          'delivery stop for a delivery code',
      ),
  }),
});
export type OrderEventItem = z.infer<typeof orderEventItem>;

export const handlingUnitEventItem = z.strictObject({
  type: z.literal('handlingUnitEvents'),
  attributes: z.strictObject({
    ...eventAttributes,
    trackingBarcode: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe('The unit’s tracking barcode, instead of the handlingUnit relationship'),
  }),
  relationships: z
    .strictObject({
      handlingUnit: toOneIdBody('handlingUnits').optional(),
      order: toOneIdBody('orders').optional().describe('The unit’s order, checked when given'),
      stop: toOneIdBody('stops').optional(),
    })
    .optional(),
});
export type HandlingUnitEventItem = z.infer<typeof handlingUnitEventItem>;

export const eventItem = z.discriminatedUnion('type', [orderEventItem, handlingUnitEventItem]);

export const etaItem = z.strictObject({
  type: z.literal('externalEtas'),
  attributes: z.strictObject({
    eventId: senderEventId,
    eta: z.iso.datetime({ offset: true }).describe('When the vehicle is expected at the stop'),
    etaSlot: z
      .strictObject({
        start: z.iso.datetime({ offset: true }),
        end: z.iso.datetime({ offset: true }),
      })
      .nullable()
      .optional()
      .describe('The window the arrival is expected in, when the sender gives one'),
    source: z
      .enum(['external', 'externalDeclared'])
      .optional()
      .describe('external (a system computed it, the default) or externalDeclared (a person declared it)'),
    recordedOn: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('When the sender worked it out (default: now); the newest one a stop has counts'),
  }),
  relationships: z.strictObject({ stop: toOneIdBody('stops') }),
});
export type EtaItem = z.infer<typeof etaItem>;

const tooMany = {
  error: `At most ${MAX_ITEMS_PER_BATCH} items per request`,
  params: { code: 'validation.too_many_elements' },
};
const batchOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    data: z
      .array(item)
      .min(1)
      .refine((a) => a.length <= MAX_ITEMS_PER_BATCH, tooMany),
  });

export const EVENTS_EXAMPLE = {
  data: [
    {
      type: 'orderEvents',
      attributes: {
        eventId: 'tms-4711-arr',
        code: 'ARR_LOAD',
        occurredAt: '2026-11-20T07:55:00Z',
        comment: 'At the dock',
        position: { lat: 45.7285, lng: 4.8322 },
      },
      relationships: { order: { data: { type: 'orders', id: DEMO_EVENT_ORDER_ID } } },
    },
    {
      type: 'orderEvents',
      attributes: {
        eventId: 'tms-4711-loaded',
        code: 'loading_compliant_declared-completed',
        occurredAt: '2026-11-20T08:20:00Z',
      },
      relationships: {
        order: { data: { type: 'orders', id: DEMO_EVENT_ORDER_ID } },
        stop: { data: { type: 'stops', id: DEMO_EVENT_LOADING_STOP_ID } },
      },
    },
  ],
} as const;

export const HANDLING_UNIT_EVENT_EXAMPLE = {
  data: [
    {
      type: 'handlingUnitEvents',
      attributes: {
        eventId: 'scan-00312345600000000019-1',
        code: 'LOADING',
        occurredAt: '2026-11-20T08:10:00Z',
        trackingBarcode: '00312345600000000019',
      },
    },
  ],
} as const;

export const ETAS_EXAMPLE = {
  data: [
    {
      type: 'externalEtas',
      attributes: {
        eventId: 'tms-4711-eta-3',
        eta: '2026-11-20T14:30:00Z',
        etaSlot: { start: '2026-11-20T14:00:00Z', end: '2026-11-20T15:00:00Z' },
        source: 'external',
        recordedOn: '2026-11-20T09:00:00Z',
      },
      relationships: { stop: { data: { type: 'stops', id: DEMO_EVENT_DELIVERY_STOP_ID } } },
    },
  ],
} as const;

/** The events batch as documented: up to 1,000 order or handling-unit events. */
export const eventsBody = batchOf(eventItem).meta(
  requestExamples({
    orderEvents: {
      summary: 'The demo order arrived at its loading site, then was loaded',
      value: EVENTS_EXAMPLE,
    },
    handlingUnitEvent: {
      summary: 'A pallet scanned on loading, by its tracking barcode (the orders-in example’s pallet)',
      value: HANDLING_UNIT_EVENT_EXAMPLE,
    },
  }),
);

/** The ETAs batch as documented: up to 1,000 external ETAs, one stop each. */
export const etasBody = batchOf(etaItem).meta(
  requestExamples({
    externalEta: { summary: 'The carrier’s ETA at the demo order’s delivery stop', value: ETAS_EXAMPLE },
  }),
);

/** What a route checks before looking at any one item: a list of 1..1,000 objects. */
export const batchEnvelope = z.strictObject({
  data: z
    .array(z.record(z.string(), z.unknown()))
    .min(1)
    .refine((a) => a.length <= MAX_ITEMS_PER_BATCH, tooMany),
});
