// Whitelists the fields a client may see: never the password hash, never internal integer ids.
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { OrganizationsTable, UserProfilesTable, UsersTable } from '../../db/schema';
import { resourceSchema, toMany, toOne } from '../../http/jsonapi/document-schemas';
import { isoTime, isoTimeOrNull } from '../../kernel/iso-time';
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
    phone: z.string().nullable().describe('E.164'),
    isActive: z.boolean().describe('False once deactivated: the user cannot sign in'),
    deactivatedAt: z.string().nullable(),
    organizationName: z.string(),
  },
  {
    organization: toOne('organizations'),
    userProfile: toOne('userProfiles'),
    /** Shown to the back office on one user's document (decision 0190). */
    portfolios: toMany('portfolios'),
  },
);

/** A user row with its organization's name, as the repositories read it. */
export type UserRow = Selectable<UsersTable> & { organization_name: string };

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
  organizationName: z.string(),
});

export function presentUser(user: UserRow): z.infer<typeof userResource> {
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
      createdAt: isoTime(user.created_at),
      updatedAt: isoTime(user.updated_at),
      activatedAt: isoTimeOrNull(user.activated_at),
      phone: user.phone,
      isActive: user.deactivated_at === null,
      deactivatedAt: isoTimeOrNull(user.deactivated_at),
      organizationName: user.organization_name,
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

/** What a user profile shows, included with a user here and in the profiles' own list (modules/user-profiles). */
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

export function presentUserProfile(
  profile: Selectable<UserProfilesTable> & { organization_name: string },
): z.infer<typeof userProfileResource> {
  return {
    type: 'userProfiles',
    id: encodeId(profile.id),
    attributes: userProfileAttributes(profile),
  };
}

/** The agency an agency link names: only what the users screen shows of it. */
export const linkedAgencyResource = resourceSchema('LinkedAgency', 'agencies', { name: z.string() });

/** One agency link of a user (platform-core §3 Agency link): the agency, and whether it is the default one. */
export const userAgencyResource = resourceSchema(
  'UserAgency',
  'userAgencies',
  { isDefault: z.boolean() },
  { agency: toOne('agencies') },
);

export function presentUserAgency(link: {
  id: number;
  is_default: boolean;
}): z.infer<typeof userAgencyResource> {
  return {
    type: 'userAgencies',
    id: encodeId(link.id),
    attributes: { isDefault: link.is_default },
    relationships: { agency: { data: { type: 'agencies', id: encodeId(link.id) } } },
  };
}

export function presentLinkedAgency(agency: {
  id: number;
  name: string;
}): z.infer<typeof linkedAgencyResource> {
  return { type: 'agencies', id: encodeId(agency.id), attributes: { name: agency.name } };
}
