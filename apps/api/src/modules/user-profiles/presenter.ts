import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { UserProfilesTable } from '../../db/schema';
import { ownerRelationship, presentOwner } from '../../http/jsonapi/administered-record';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
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

/** What a profile shows here and where a user includes it (modules/users), bar this list's user count. */
export function userProfileAttributes(
  profile: Selectable<UserProfilesTable> & { organization_name: string },
) {
  return {
    name: profile.name,
    profileType: profile.type,
    isReadOnly: profile.is_read_only,
    // Stored profiles hold their active features only (§6 "profile flags are shown only when active").
    features: profile.features.map((name) => ({ name, isActive: true })),
    organizationName: profile.organization_name,
  };
}

export function presentUserProfile(profile: UserProfileRow): z.infer<typeof userProfileResource> {
  return {
    type: 'userProfiles',
    id: encodeId(profile.id),
    attributes: { ...userProfileAttributes(profile), userCount: Number(profile.user_count ?? 0) },
    relationships: presentOwner(profile.organization_id),
  };
}
