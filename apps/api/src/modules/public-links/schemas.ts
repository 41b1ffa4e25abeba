// Request schemas of public tracking links, with the example the OpenAPI document shows (and the request
// examples test runs against the demo data).
import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';

const attributes = z.strictObject({
  isLight: z.boolean().optional().describe('Light link: status and ETAs without the truck’s position'),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null ? null : new Date(value)))
    .describe('When the link stops working (ISO 8601, in the future); null: until revoked'),
});

const linkBody = z.strictObject({
  data: z.strictObject({ type: z.literal('publicLinks'), attributes }),
});

export const createLinkBody = linkBody.meta(
  requestExamples({
    light: {
      summary: 'A light link (no truck position) that stops working at the end of 2099',
      value: {
        data: { type: 'publicLinks', attributes: { isLight: true, expiresAt: '2099-12-31T23:00:00Z' } },
      },
    },
  }),
);

export const updateLinkBody = linkBody.meta(
  requestExamples({
    never: {
      summary: 'Keep the link until it is revoked, with the truck’s position',
      value: { data: { type: 'publicLinks', attributes: { isLight: false, expiresAt: null } } },
    },
  }),
);

export const publicEtaQuery = z.strictObject({
  token: z.string().min(1).max(200).describe('The secret of the tracking link (the last part of its URL)'),
});
