// Stored positions as JSON:API resources: the spec's Position (date, lat, lng, serverDate, speed,
// batteryLevel) plus heading, altitude, accuracy and source. Speed in m/s.
import { z } from 'zod';
import type { PositionsTable } from '../../db/schema';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { PositionMeasures } from './store-positions';

const positionAttributes = {
  date: z.string().describe('When the position was fixed (ISO 8601, UTC)'),
  serverDate: z.string().describe('When Cargolens received it'),
  lat: z.number(),
  lng: z.number(),
  speed: z.number().nullable().describe('m/s'),
  heading: z.number().nullable().describe('Degrees clockwise from north'),
  altitude: z.number().nullable().describe('Metres'),
  accuracy: z.number().nullable().describe('Metres'),
  batteryLevel: z.number().nullable().describe('Percent'),
  source: z.enum(['api', 'osmand']),
};

export const positionResource = resourceSchema('Position', 'positions', positionAttributes);
export const latestPositionResource = resourceSchema('LatestPosition', 'latestPositions', {
  position: z.object(positionAttributes).nullable().describe('Null until the resource reports'),
});

interface PositionRow extends PositionMeasures {
  recorded_at: Date;
  received_at: Date;
  source: PositionsTable['source'] | string;
}

function attributesOf(row: PositionRow): z.infer<typeof positionResource>['attributes'] {
  return {
    date: isoTime(row.recorded_at),
    serverDate: isoTime(row.received_at),
    lat: row.lat,
    lng: row.lng,
    speed: row.speed,
    heading: row.heading,
    altitude: row.altitude,
    accuracy: row.accuracy,
    batteryLevel: row.battery,
    source: row.source === 'osmand' ? 'osmand' : 'api',
  };
}

/** A position is named by its resource and its time, which together are unique. */
export function presentPosition(resourceId: number, row: PositionRow): z.infer<typeof positionResource> {
  return {
    type: 'positions',
    id: `${encodeId(resourceId)}-${row.recorded_at.getTime()}`,
    attributes: attributesOf(row),
  };
}

export function presentLatest(
  resourceId: number,
  row: PositionRow | null,
): z.infer<typeof latestPositionResource> {
  return {
    type: 'latestPositions',
    id: encodeId(resourceId),
    attributes: { position: row ? attributesOf(row) : null },
  };
}
