// The orders-in request: one document creates or replaces an order with its stops, goods, references and prices
// (shipment-domain.txt §3 Order, Stop detail, Goods and handling units). Field rules are the spec's (§5, §9).
import { GOODS_TYPES } from '@cargolens/domain/goods';
import { TRANSPORT_MODES } from '@cargolens/domain/orders';
import { PRICE_TYPES } from '@cargolens/domain/pricing';
import { APPOINTMENT_STATES, STOP_TYPES } from '@cargolens/domain/stops';
import { z } from 'zod';
import { publicId } from '../../http/jsonapi/public-id-schemas';

const text = (max: number) => z.string().trim().min(1).max(max);
const instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .describe('ISO 8601 instant with offset, e.g. 2026-11-24T08:00:00+01:00');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const address = z.strictObject({
  name: text(80),
  street: text(255).optional(),
  postalCode: z
    .string()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])$/, 'Please enter a valid ZIP number')
    .optional(),
  town: text(80),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code')
    .describe('ISO 3166-1 alpha-2'),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

const stop = z.strictObject({
  stopType: z.enum(STOP_TYPES),
  place: z.strictObject({ id: publicId() }).optional().describe("A place of the organization's address book"),
  placeExternalId: text(80).optional().describe("A place of the address book by the sender's own id"),
  address: address.optional().describe('Where the stop is, when no place is given (or to update the place)'),
  timezone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'Unknown time zone')
    .optional()
    .describe('IANA zone; defaults to the place'),
  plannedStart: instant.optional(),
  plannedEnd: instant.optional(),
  appointment: z.strictObject({ startAt: instant, endAt: instant.optional() }).optional(),
  appointmentState: z.enum(APPOINTMENT_STATES).default('is_not_required'),
  activityTime: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30)
    .describe('minutes on site'),
  geofencingRadius: z.number().int().min(100).max(5000).optional().describe('metres; defaults to the place'),
  instruction: text(1000).optional(),
  contact: z
    .strictObject({ name: text(80).optional(), phone: text(40).optional(), email: z.email().optional() })
    .optional(),
  siret: text(20).optional(),
  unlocode: z
    .string()
    .regex(/^[A-Z]{2}[A-Z2-9]{3}$/)
    .optional(),
  iataCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});

const goodsLine = z.strictObject({
  goodsType: z.enum(GOODS_TYPES),
  quantity: z.number().min(0).max(1_000_000),
  weight: z.number().min(0).max(1_000_000).optional().describe('kg'),
  size: z
    .strictObject({
      length: z.number().int().min(1).max(100_000).optional(),
      width: z.number().int().min(1).max(100_000).optional(),
      height: z.number().int().min(1).max(100_000).optional(),
    })
    .optional()
    .describe('cm'),
  gerbabilite: z.boolean().default(false).describe('stackable'),
  description: text(255).optional(),
});

const packingType = z.enum(['outsize', 'pallet', 'parcel', 'cylinder', 'basket', 'vehicle', 'bulk_goods']);

const handlingUnit = z.strictObject({
  type: packingType.default('pallet'),
  label: text(80).optional(),
  trackingBarcode: text(80).optional(),
  consolidationId: text(80).optional(),
  dimensions: z
    .strictObject({
      length: z.number().int().min(1).max(100_000),
      width: z.number().int().min(1).max(100_000),
      height: z.number().int().min(1).max(100_000),
    })
    .optional()
    .describe('cm'),
  weight: z.number().min(0).max(1_000_000).optional().describe('kg'),
  plannedQuantity: z.number().int().min(0).max(100_000).default(1),
  contentReferences: z
    .array(z.strictObject({ type: z.enum(['item', 'purchaseOrder']), value: text(80) }))
    .max(100)
    .default([]),
});

const purchaseOrder = z.strictObject({
  reference: text(80),
  items: z
    .array(
      z.strictObject({
        reference: text(80).optional(),
        description: text(255).optional(),
        ean: z
          .string()
          .regex(/^\d{8,14}$/)
          .optional(),
        quantity: z.number().min(0).max(1_000_000).optional(),
        unit: text(20).optional(),
      }),
    )
    .max(500)
    .default([]),
});

export const orderAttributes = z.strictObject({
  reference: text(80).describe(
    "The order's reference, unique in the organization: sending it again updates it",
  ),
  clientReference: text(80).optional(),
  consignmentReference: text(80).optional(),
  contractNumber: text(40).optional(),
  cargoDescription: text(255).optional(),
  comments: text(2000).optional(),
  transportMode: z.enum(TRANSPORT_MODES).default('road'),
  transportType: text(40).optional(),
  tripType: text(40).optional(),
  bookingReference: text(80).optional(),
  billOfLadingReference: text(80).optional(),
  containerReference: z
    .string()
    .regex(/^[A-Z]{4}\d{7}$/, 'ISO 6346 container number, e.g. MSCU1234565')
    .optional(),
  stops: z.array(stop).describe('In the order they are driven: at least one loading before a delivery'),
  goods: z.array(goodsLine).max(100).default([]),
  handlingUnits: z.array(handlingUnit).max(1000).default([]),
  purchaseOrders: z.array(purchaseOrder).max(200).default([]),
  returnablePackings: z
    .array(
      z.strictObject({
        type: text(40),
        customType: text(80).optional(),
        plannedQuantity: z.number().int().min(0).max(100_000),
      }),
    )
    .max(50)
    .default([]),
  measures: z
    .strictObject({
      fullLoad: z.boolean().optional(),
      linearMeters: z.number().min(0).max(1000).optional(),
      palletGround: z.number().min(0).max(1000).optional(),
      grossVolume: z.number().min(0).max(100_000).optional().describe('m³'),
      grossWeight: z.number().min(0).max(1_000_000).optional().describe('kg'),
    })
    .optional(),
  prices: z
    .array(
      z.strictObject({
        type: z.enum(PRICE_TYPES),
        amount: z.number().min(0).max(100_000_000),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .default('EUR'),
      }),
    )
    .max(10)
    .default([]),
  tags: z.array(text(80)).max(20).default([]).describe("Labels of the organization's tags"),
  tour: z
    .strictObject({ reference: text(80) })
    .optional()
    .describe('Put the order on this tour (created if new); without it the order gets a tour of its own'),
  carrier: z
    .strictObject({
      agency: publicId('A carrier agency id: the tour is chartered to it').optional(),
      name: text(80).optional().describe('A carrier not on Cargolens (needs ALLOW_UNKNOWN_CARRIER)'),
    })
    .optional(),
  resource: z
    .strictObject({
      label: text(80).describe('Plate or label of the truck (unknown needs ALLOW_UNKNOWN_MEAN)'),
    })
    .optional(),
});

export const orderInput = z.strictObject({
  data: z.strictObject({
    type: z.literal('orders'),
    id: z.string().optional(),
    attributes: orderAttributes,
    meta: z.strictObject({ version: z.number().int().min(1) }).optional(),
  }),
});

export type OrderInput = z.output<typeof orderAttributes>;
export type StopInput = OrderInput['stops'][number];
