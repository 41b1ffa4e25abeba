import { z } from 'zod';
import { requestExamples, requiredText } from '../../http/jsonapi/body-schemas';
import { changeBody, createForOrganizationBody, publicId } from '../../http/jsonapi/public-id-schemas';
import { pageParams, searchParam, sortParam } from '../../http/jsonapi/query-schemas';
import { featureNames } from '../organizations';

export const listUserProfilesQuery = z.strictObject({
  ...pageParams,
  'filter[search]': searchParam('Name contains'),
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
  sort: sortParam(['name'] as const, 'name'),
});

export const userProfileParams = z.strictObject({ id: publicId('User profile id') });

const attributes = z.strictObject({
  name: requiredText(80),
  isReadOnly: z.boolean().optional().describe('Users of a read-only profile consult, they do not change'),
  features: featureNames.optional().describe('The active user features (shipment-domain §6)'),
});

export type UserProfileInput = z.infer<typeof attributes>;

export const createUserProfileBody = createForOrganizationBody('userProfiles', attributes, 'profile').meta(
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

export const updateUserProfileBody = changeBody('userProfiles', { attributes: attributes.partial() }).meta(
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
