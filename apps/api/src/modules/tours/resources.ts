// The response contract of tours (shipment-domain §3 Tour, "Tour search record adds", "Chartered tour summary",
// Tour event) and of what a tour includes: its orders, its stop points and its events.
import { TOUR_STATUSES } from '@cargolens/domain/tours';
import { z } from 'zod';
import { resourceSchema, toMany } from '../../http/jsonapi/document-schemas';
import { charteringSchema, pairSchema } from '../chartering';
import { stopResource } from '../orders';

const isoDate = z.string().describe('ISO 8601 instant, UTC');
const nullableIso = isoDate.nullable();

const stopPoint = z
  .object({
    name: z.string(),
    town: z.string(),
    country: z.string(),
    timezone: z.string(),
    plannedStart: nullableIso,
    plannedEnd: nullableIso,
    arrivedAt: nullableIso,
    leftAt: nullableIso,
  })
  .nullable();

export const tourRecordResource = resourceSchema(
  'TourRecord',
  'tours',
  {
    reference: z.string(),
    status: z.enum(TOUR_STATUSES),
    transportModes: z.array(z.string()).describe('The transport modes of its orders'),
    ownerName: z.string().describe('The organization that owns the tour'),
    charteredName: z
      .string()
      .nullable()
      .describe('The chartering carrier: its organization, or the name sent for a carrier not on Cargolens'),
    startAt: nullableIso,
    departure: stopPoint.describe('Its first stop point'),
    arrival: stopPoint.describe('Its last stop point'),
    nextStop: z
      .object({ name: z.string(), town: z.string(), etaStatus: z.string().nullable(), eta: nullableIso })
      .nullable()
      .describe('The first stop neither left nor skipped'),
    orderCount: z.number().int().describe('Orders of the tour the caller may see'),
    stopCount: z.number().int(),
    vehicle: z.string().nullable(),
    trailer: z.string().nullable(),
    driver: z.string().nullable(),
    chartering: charteringSchema,
    pair: pairSchema,
    isCharteredAtTourLevel: z.boolean(),
    isPairedAtTourLevel: z.boolean().describe('Paired: the pairing agency is set and not NONE'),
    version: z.number().int(),
    createdAt: isoDate,
    updatedAt: isoDate,
  },
  { orders: toMany('orders'), stops: toMany('stops'), events: toMany('tourEvents') },
);

export const tourOrderResource = resourceSchema('TourOrder', 'orders', {
  reference: z.string(),
  clientReference: z.string().nullable(),
  consignmentReference: z.string().nullable(),
  currentStatus: z.string(),
  transportMode: z.string(),
  departure: stopPoint,
  arrival: stopPoint,
  createdAt: isoDate,
});

export const tourStopResource = resourceSchema('TourStop', 'stops', {
  ...stopResource.shape.attributes.shape,
  orders: z
    .array(
      z.object({
        id: z.string(),
        reference: z.string(),
        activity: z.enum(['LOADING', 'UNLOADING']).nullable().describe('null: the order passes through'),
      }),
    )
    .describe('The orders of the tour that stop there, as far as the caller may see them'),
});

export const tourEventResource = resourceSchema('TourEvent', 'tourEvents', {
  name: z
    .string()
    .describe(
      'added, removed, chartering_requested, chartered, confirmed, refused, unchartered, paired, unpaired',
    ),
  category: z.enum(['orders', 'chartering', 'pairing']),
  occurredAt: isoDate,
  user: z.string().nullable().describe('Who did it'),
  actorOrganizationName: z.string().nullable(),
  carrierName: z.string().nullable().describe('The carrier agency the event names'),
  resourceName: z.string().nullable().describe('The resource the event names'),
  comment: z.string().nullable(),
});

export type TourRecordResource = z.infer<typeof tourRecordResource>;
export type TourOrderResource = z.infer<typeof tourOrderResource>;
export type TourStopResource = z.infer<typeof tourStopResource>;
export type TourEventResource = z.infer<typeof tourEventResource>;
