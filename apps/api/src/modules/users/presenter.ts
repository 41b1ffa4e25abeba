// Whitelists the fields a client may see: never the password hash, never internal integer ids.
import type { Selectable } from 'kysely';
import type { OrganizationsTable, UserProfilesTable, UsersTable } from '../../db/schema';
import type { ResourceObject } from '../../http/jsonapi/document';
import { encodeId } from '../../kernel/public-id';

export function presentUser(user: Selectable<UsersTable>): ResourceObject {
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

export function presentOrganization(organization: Selectable<OrganizationsTable>): ResourceObject {
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

export function presentUserProfile(profile: Selectable<UserProfilesTable>): ResourceObject {
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
