// Whitelists the fields a client may see: never the password hash, never internal integer ids.
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { OrganizationsTable, UserProfilesTable, UsersTable } from '../../db/schema';
import { resourceSchema, toOne } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';

export const userResource = resourceSchema(
  'User',
  'users',
  {
    username: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    fullName: z.string(),
    roles: z.array(z.string()),
    lang: z.string(),
    timezone: z.string().describe('IANA time zone'),
    receiveMail: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    activatedAt: z.string().nullable(),
  },
  { organization: toOne('organizations'), userProfile: toOne('userProfiles') },
);

export const organizationResource = resourceSchema('Organization', 'organizations', {
  name: z.string(),
  profile: z.enum(['carrier', 'lsp', 'shipper', 'third-party']),
  language: z.string(),
  public: z.boolean(),
  authenticationMethod: z.string(),
  features: z.array(z.string()),
  address: z.object({
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    town: z.string().nullable(),
    country: z.string().nullable(),
  }),
});

export const userProfileResource = resourceSchema('UserProfile', 'userProfiles', {
  name: z.string(),
  profileType: z.string(),
  isReadOnly: z.boolean(),
  features: z.array(z.object({ name: z.string(), isActive: z.boolean() })),
});

export function presentUser(user: Selectable<UsersTable>): z.infer<typeof userResource> {
  return {
    type: 'users',
    id: encodeId(user.id),
    attributes: {
      username: user.username,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      fullName: `${user.firstname} ${user.lastname}`,
      roles: user.roles,
      lang: user.lang,
      timezone: user.timezone,
      receiveMail: user.receive_mail,
      createdAt: user.created_at.toISOString(),
      updatedAt: user.updated_at.toISOString(),
      activatedAt: user.activated_at?.toISOString() ?? null,
    },
    relationships: {
      organization: { data: { type: 'organizations', id: encodeId(user.organization_id) } },
      userProfile: {
        data: user.user_profile_id ? { type: 'userProfiles', id: encodeId(user.user_profile_id) } : null,
      },
    },
  };
}

export function presentOrganization(
  organization: Selectable<OrganizationsTable>,
): z.infer<typeof organizationResource> {
  return {
    type: 'organizations',
    id: encodeId(organization.id),
    attributes: {
      name: organization.name,
      profile: organization.profile,
      language: organization.language,
      public: organization.is_public,
      authenticationMethod: organization.authentication_method,
      features: organization.features,
      address: {
        street: organization.street,
        postalCode: organization.postal_code,
        town: organization.town,
        country: organization.country,
      },
    },
  };
}

export function presentUserProfile(
  profile: Selectable<UserProfilesTable>,
): z.infer<typeof userProfileResource> {
  return {
    type: 'userProfiles',
    id: encodeId(profile.id),
    attributes: {
      name: profile.name,
      profileType: profile.type,
      isReadOnly: profile.is_read_only,
      features: profile.features.map((name) => ({ name, isActive: true })),
    },
  };
}
