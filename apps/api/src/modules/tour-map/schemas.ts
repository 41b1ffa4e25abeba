// The global map's and the order map's contracts (decision 0145): the tours the caller sees with where their
// trucks are, filtered like the Tours page, and one order's driven track with its truck's current position.
import { GPS_RECENCY_STATES, STOP_DELAY_STATES } from '@cargolens/domain/delay';
import { TOUR_STATUSES } from '@cargolens/domain/tours';
import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import { commaListOf } from '../../http/jsonapi/query-schemas';
import { listToursQuery } from '../tours';

/** One call draws a whole fleet: pages are larger than a table's. */
export const MAP_PAGE_MAX = 2000;
/** The newest points of a long track are kept; the older part is dropped (`truncated`). */
export const TRACK_POINTS_MAX = 5000;

export const mapToursQuery = listToursQuery.omit({ sort: true, include: true, 'page[size]': true }).extend({
  'page[size]': z.coerce
    .number()
    .int()
    .min(1)
    .max(MAP_PAGE_MAX)
    .default(500)
    .describe(`Tours per page, at most ${MAP_PAGE_MAX}`),
  'filter[delayState]': commaListOf(STOP_DELAY_STATES)
    .optional()
    .describe('Comma list of delay states of the next stop (shipment-domain §4 stop delay states)'),
});

const iso = z.string().describe('ISO 8601, UTC');
const nullableIso = iso.nullable();
const recency = {
  gpsRecency: z
    .enum(GPS_RECENCY_STATES)
    .describe('shipment-domain §4: RECENT within 60 minutes, OUTDATED older, NONE without a position'),
  positionAgeMinutes: z.number().nullable().describe('Minutes since the position was fixed'),
};
const stopPlace = { name: z.string(), town: z.string(), country: z.string(), timezone: z.string() };

export const mapTourResource = resourceSchema('MapTour', 'mapTours', {
  reference: z.string(),
  status: z.enum(TOUR_STATUSES),
  ownerName: z.string().describe('The organization that owns the tour'),
  charteredName: z.string().nullable().describe('The carrier the tour is chartered to'),
  meanLabel: z.string().describe('The resource (truck) the tour is paired with'),
  position: z
    .object({ date: iso, lat: z.number(), lng: z.number() })
    .nullable()
    .describe('The truck’s newest position, null before it first reports'),
  ...recency,
  lastStop: z
    .object({ ...stopPlace, arrivedAt: nullableIso })
    .nullable()
    .describe('The last stop done, in itinerary order'),
  nextStop: z
    .object({
      ...stopPlace,
      plannedStart: nullableIso,
      plannedEnd: nullableIso,
      eta: nullableIso,
      etaStatus: z.string().nullable().describe('The tracking engine’s delay status of the ETA'),
      delayState: z.enum(STOP_DELAY_STATES).describe('The domain’s stopDelayState of etaStatus'),
    })
    .nullable()
    .describe('The stop the tracking engine marked next'),
});

export const orderTrackResource = resourceSchema('OrderTrack', 'orderTracks', {
  tourStatus: z.enum(TOUR_STATUSES).nullable().describe('Null while the order has no tour'),
  meanLabel: z.string().nullable().describe('The resource paired with the order’s tour, null when none'),
  from: nullableIso.describe('Start of the tour’s time span (null without a tour or a paired resource)'),
  to: nullableIso.describe('End of the span: the last departure of a finished tour, else now'),
  points: z
    .array(z.object({ date: iso, lat: z.number(), lng: z.number() }))
    .describe('The resource’s positions over the span, oldest first'),
  truncated: z.boolean().describe(`More than ${TRACK_POINTS_MAX} points: only the newest are given`),
  position: z
    .object({ date: iso, lat: z.number(), lng: z.number(), speed: z.number().nullable() })
    .nullable()
    .describe('Where the truck is now; null before it reports, and while the tour is not running'),
  ...recency,
});

export const orderTrackParams = z.strictObject({ id: publicId('Order id') });
