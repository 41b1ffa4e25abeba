import { z } from 'zod';
import { ownerRelationship, presentOwner } from '../../http/jsonapi/administered-record';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import { userProfileAttributes } from '../users';
import type { UserProfileRow } from './repository';

export const userProfileResource = resourceSchema(
  'UserProfileDetails',
  'userProfiles',
  {
    name: z.string(),
    profileType: z
      .string()
      .describe('The spec’s user-profile type (a JSON:API attribute may not be named type)'),
    isReadOnly: z.boolean(),
    features: z
      .array(z.strictObject({ name: z.string(), isActive: z.boolean() }))
      .describe('The profile’s features, each with name and isActive (shipment-domain §3 User)'),
    userCount: z.number().int().describe('Users who have this profile'),
    organizationName: z.string(),
  },
  ownerRelationship,
);

export function presentUserProfile(profile: UserProfileRow): z.infer<typeof userProfileResource> {
  return {
    type: 'userProfiles',
    id: encodeId(profile.id),
    attributes: { ...userProfileAttributes(profile), userCount: Number(profile.user_count ?? 0) },
    relationships: presentOwner(profile.organization_id),
  };
}
