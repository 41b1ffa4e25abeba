import { AUTHENTICATION_METHODS, FEATURE_NAME, ORGANIZATION_PROFILES } from '@cargolens/domain/organizations';
import { z } from 'zod';
import { nullableText, requestExamples, requiredText } from '../../http/jsonapi/body-schemas';
import { changeBody, publicId, toManyIdBody } from '../../http/jsonapi/public-id-schemas';
import { pageParams, searchParam, sortParam } from '../../http/jsonapi/query-schemas';
import { decodeId } from '../../kernel/public-id';
import { UNKNOWN_ID } from '../../kernel/unknown-id';
import { addressInput } from './address';

export const ORGANIZATION_SORT_FIELDS = ['name', 'createdAt'] as const;

export const listOrganizationsQuery = z.strictObject({
  ...pageParams,
  'filter[search]': searchParam('Name or town contains'),
  'filter[profile]': z.enum(ORGANIZATION_PROFILES).optional(),
  'filter[authenticationType]': z.enum(AUTHENTICATION_METHODS).optional(),
  'filter[portfolio]': z
    .string()
    .min(1)
    .max(32)
    .transform((value) => (value === 'mine' ? value : (decodeId(value) ?? UNKNOWN_ID)))
    .optional()
    .describe('Back office: in this portfolio (its id), or in any the caller follows (`mine`)'),
  sort: sortParam(ORGANIZATION_SORT_FIELDS, 'name'),
});

export const organizationParams = z.strictObject({ id: publicId('Organization id') });

export const nameParams = z.strictObject({
  value: z.string().min(1).max(200).describe('Name to look for, exactly as it would be saved'),
});

export const featureNames = z
  .array(z.string().regex(FEATURE_NAME, { error: 'A feature name in upper snake case' }))
  .max(200);

const attributes = z.strictObject({
  name: requiredText(255),
  profile: z.enum(ORGANIZATION_PROFILES).optional().describe('Default carrier'),
  phone: nullableText(40).optional().describe('Stored in international form'),
  language: z.string().trim().min(2).max(5).optional(),
  isPublic: z.boolean().optional(),
  isTest: z.boolean().optional(),
  salesforceId: nullableText(40).optional().describe('Exactly 18 letters or digits'),
  authenticationMethod: z.enum(AUTHENTICATION_METHODS).optional(),
  features: featureNames.optional().describe('Absent or empty on create: the default features (§6)'),
  identificationNumbers: z
    .array(z.string().trim().max(40))
    .max(20)
    .optional()
    .describe('Each 5 characters at least'),
  address: addressInput.optional(),
});

export type OrganizationInput = z.infer<typeof attributes>;

const relationships = z
  .strictObject({
    portfolios: toManyIdBody('portfolios', 200)
      .optional()
      .describe('Back-office administrators: exactly the portfolios the organization is in (decision 0190)'),
  })
  .optional();

export type OrganizationRelationships = z.infer<typeof relationships>;

export const createOrganizationBody = z
  .strictObject({ data: z.strictObject({ type: z.literal('organizations'), attributes, relationships }) })
  .meta(
    requestExamples({
      create: {
        summary: 'A shipper with the default features, geocoded from its town',
        value: {
          data: {
            type: 'organizations',
            attributes: {
              name: 'Fromagerie des Alpes',
              profile: 'shipper',
              phone: '+33 4 79 00 00 00',
              salesforceId: '0015g00000AbCdEfGH',
              identificationNumbers: ['FR12345678901'],
              address: { street: '3 rue du Lac', postalCode: '73000', town: 'Chambéry', country: 'FR' },
            },
          },
        },
      },
    }),
  );

export const updateOrganizationBody = changeBody('organizations', {
  attributes: attributes.partial(),
  relationships,
}).meta(
  requestExamples({
    rephone: {
      summary: 'Change the phone number',
      value: { data: { type: 'organizations', attributes: { phone: '+33 4 72 00 00 01' } } },
    },
  }),
);
