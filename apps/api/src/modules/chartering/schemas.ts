// Request schemas of the chartering routes, with examples that succeed on the demo data (decision 0050).
import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { publicId, toOneIdBody } from '../../http/jsonapi/public-id-schemas';
import { pageParams, searchParam } from '../../http/jsonapi/query-schemas';
import { versionMeta } from '../../http/jsonapi/versions';
import { DEMO_CARRIER_AGENCY_ID } from '../../openapi/example-ids';

export const tourParams = z.strictObject({ id: publicId('The tour id') });

export const requestCharteringBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('charterings'),
      relationships: z.strictObject({ agency: toOneIdBody('agencies') }),
      meta: versionMeta,
    }),
  })
  .meta(
    requestExamples({
      request: {
        summary: 'Charter the tour to Transports Lefèvre, Lille Lesquin',
        value: {
          data: {
            type: 'charterings',
            relationships: { agency: { data: { type: 'agencies', id: DEMO_CARRIER_AGENCY_ID } } },
          },
        },
      },
    }),
  );

export const CHARTERING_ANSWERS = ['CONFIRMED', 'REFUSED'] as const;

export const answerCharteringBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('charterings'),
      attributes: z.strictObject({
        status: z.enum(CHARTERING_ANSWERS).describe('The carrier agency’s answer to the request'),
      }),
      meta: versionMeta,
    }),
  })
  .meta(
    requestExamples({
      confirm: {
        summary: 'The carrier confirms',
        value: { data: { type: 'charterings', attributes: { status: 'CONFIRMED' } } },
      },
      refuse: {
        summary: 'The carrier refuses',
        value: { data: { type: 'charterings', attributes: { status: 'REFUSED' } } },
      },
    }),
  );

export const carrierAgenciesQuery = z.strictObject({
  'filter[search]': searchParam('Part of the agency’s name, town or organization'),
  ...pageParams,
});
