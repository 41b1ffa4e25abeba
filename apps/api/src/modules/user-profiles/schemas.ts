import { z } from 'zod';
import { requestExamples, requiredText, toOneBody } from '../../http/jsonapi/body-schemas';
import { organizationFilterParam, pageParams, sortParam } from '../../http/jsonapi/query-schemas';
import { featureNames } from '../organizations';

export const listUserProfilesQuery = z.strictObject({
  ...pageParams,
  'filter[search]': z.string().trim().min(1).max(100).optional().describe('Name contains'),
  'filter[organization]': organizationFilterParam,
  sort: sortParam(['name'] as const, 'name'),
});

export const userProfileParams = z.strictObject({
  id: z.string().min(1).max(32).describe('User profile id'),
});

const attributes = z.strictObject({
  name: requiredText(80),
  isReadOnly: z.boolean().optional().describe('Users of a read-only profile consult, they do not change'),
  features: featureNames.optional().describe('The active user features (shipment-domain §6)'),
});

export type UserProfileInput = z.infer<typeof attributes>;

export const createUserProfileBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('userProfiles'),
      attributes,
      relationships: z
        .strictObject({ organization: toOneBody('organizations') })
        .optional()
        .describe('Back office: the organization the profile is for (default: the caller’s)'),
    }),
  })
  .meta(
    requestExamples({
      create: {
        summary: 'A profile that follows orders and tours and charters them',
        value: {
          data: {
            type: 'userProfiles',
            attributes: { name: 'Affréteur', features: ['ORDERS', 'TOURS', 'ORDER_CHARTERING'] },
          },
        },
      },
    }),
  );

export const updateUserProfileBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('userProfiles'),
      id: z.string().min(1).max(32).optional().describe('When given, the id of the path'),
      attributes: attributes.partial(),
    }),
  })
  .meta(
    requestExamples({
      map: {
        summary: 'Add the global map',
        value: {
          data: {
            type: 'userProfiles',
            attributes: { features: ['ORDERS', 'TOURS', 'ORDER_CHARTERING', 'GLOBAL_MAP'] },
          },
        },
      },
    }),
  );
