// The positions-in batch: what the OpenAPI document shows for each position, and the looser envelope the
// route checks up front, so that one malformed position is refused alone while the rest are stored.
import { MAX_POSITIONS_PER_BATCH } from '@cargolens/domain/positions';
import { z } from 'zod';
import { requestExamples, toOneBody } from '../../http/jsonapi/body-schemas';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';

const optionalNumber = (description: string) => z.number().nullable().optional().describe(description);

export const positionItem = z.strictObject({
  type: z.literal('positions'),
  attributes: z.strictObject({
    date: z.iso
      .datetime({ offset: true })
      .describe('When the position was fixed, ISO 8601 with its offset; not more than 10 minutes ahead'),
    lat: z.number().describe('Latitude, WGS 84 decimal degrees, -90..90'),
    lng: z.number().describe('Longitude, WGS 84 decimal degrees, -180..180'),
    speed: optionalNumber('Speed over ground in metres per second'),
    heading: optionalNumber('Course over ground, degrees clockwise from north, 0..360'),
    altitude: optionalNumber('Metres above sea level'),
    accuracy: optionalNumber('Horizontal accuracy in metres'),
    batteryLevel: optionalNumber('Battery level of the device in percent, 0..100'),
    telematicUnitId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe('The telematic unit that reported, instead of the resource relationship'),
  }),
  relationships: z
    .strictObject({ resource: toOneBody('means') })
    .optional()
    .describe('The resource (mean) the position is of; or give attributes.telematicUnitId'),
});
export type PositionItem = z.infer<typeof positionItem>;

export const POSITIONS_EXAMPLE = {
  data: [
    {
      type: 'positions',
      attributes: { date: '2026-11-20T08:15:00Z', lat: 45.7285, lng: 4.8322, speed: 13.9, heading: 352 },
      relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
    },
    {
      type: 'positions',
      attributes: { date: '2026-11-20T08:16:00Z', lat: 45.7402, lng: 4.8301, speed: 12.5, batteryLevel: 87 },
      relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
    },
  ],
} as const;

const tooMany = {
  error: `At most ${MAX_POSITIONS_PER_BATCH} positions per request`,
  params: { code: 'validation.too_many_elements' },
};

/** The batch as documented: up to 1,000 positions. */
export const positionsBody = z
  .strictObject({
    data: z
      .array(positionItem)
      .min(1)
      .refine((a) => a.length <= MAX_POSITIONS_PER_BATCH, tooMany),
  })
  .meta(
    requestExamples({
      twoFixes: {
        summary: 'Two fixes of the demo shipper’s shuttle, by resource id',
        value: POSITIONS_EXAMPLE,
      },
    }),
  );

/** What the route checks before looking at any one position: a list of 1..1,000 objects. */
export const positionsEnvelope = z.strictObject({
  data: z
    .array(z.record(z.string(), z.unknown()))
    .min(1)
    .refine((a) => a.length <= MAX_POSITIONS_PER_BATCH, tooMany),
});
