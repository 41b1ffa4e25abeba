// The response contract of the homepage widgets (decision 0111) and their query strings.
import { GPS_RECENCY_STATES, STOP_DELAY_STATES } from '@cargolens/domain/delay';
import { TOUR_STATUSES } from '@cargolens/domain/tours';
import { z } from 'zod';
import { resourceSchema, toOne } from '../../http/jsonapi/document-schemas';
import { instantParam, pageParams } from '../../http/jsonapi/query-schemas';

const isoDate = z.string().describe('ISO 8601 instant, UTC');
const nullableIso = isoDate.nullable();

const parties = {
  tourReference: z.string(),
  tourStatus: z.enum(TOUR_STATUSES),
  ownerName: z.string().describe('The organization that owns the tour'),
  charteredName: z.string().nullable().describe('The carrier the tour is chartered to'),
};

export const homepageStopResource = resourceSchema(
  'HomepageStop',
  'homepageStops',
  {
    name: z.string(),
    town: z.string(),
    country: z.string(),
    timezone: z.string().describe('IANA zone of the stop'),
    stopType: z.string(),
    sequence: z.number().int(),
    plannedStart: nullableIso,
    plannedEnd: nullableIso,
    appointmentStart: nullableIso,
    appointmentEnd: nullableIso,
    arrivedAt: nullableIso,
    eta: nullableIso,
    etaStatus: z.string().nullable().describe('The tracking engine’s delay status of the ETA'),
    delayState: z.enum(STOP_DELAY_STATES).describe('The domain’s stopDelayState of etaStatus'),
    isLateOnSite: z.boolean().describe('On site past the planned window'),
    isCompletionLate: z.boolean().describe('Done, or to be done, after the planned window'),
    ...parties,
  },
  { tour: toOne('tours') },
);

export const silentTourResource = resourceSchema('SilentTour', 'silentTours', {
  reference: z.string(),
  status: z.enum(TOUR_STATUSES),
  meanLabel: z.string().describe('The resource the tour is paired with'),
  lastPositionAt: nullableIso.describe('Its newest position, null when none was ever received'),
  gpsRecency: z
    .enum(GPS_RECENCY_STATES)
    .describe('shipment-domain §4: OUTDATED past 60 minutes, NONE without'),
  positionAgeMinutes: z.number().nullable(),
  ownerName: parties.ownerName,
  charteredName: parties.charteredName,
});

export const homepageListQuery = z.strictObject({ ...pageParams });

export const arrivalsQuery = z.strictObject({
  ...pageParams,
  'filter[from]': instantParam('Start of the day as the caller’s clock has it (default: today 00:00 UTC)'),
  'filter[to]': instantParam('End of that day, excluded (default: 24 hours after filter[from])'),
});
