// The user form as the screen holds it and its way to the API, checked with the domain's user rules
// (userAccountIssues) so the form says what the API would say, field by field, with the §5 messages.
import { hasAdminAccess } from '@cargolens/domain/permissions';
import {
  MAIN_ROLES,
  type MainRole,
  mainRoleOf,
  rolesTakeUserProfile,
  type UserField,
  userAccountIssues,
} from '@cargolens/domain/users';
import type { ManagedUser } from './types';

export interface UserFormValues {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  mainRole: MainRole;
  /** Children of the main role (API rights, notification administration). */
  children: string[];
  userProfileId: string;
  agencyIds: string[];
  defaultAgencyId: string;
  lang: string;
  timezone: string;
  receiveMail: boolean;
  phone: string;
  password: string;
  /** Portfolios a back-office user follows (decision 0190); null when the caller does not give portfolios. */
  portfolioIds: string[] | null;
}

export type FormField = keyof UserFormValues;

export function emptyUserForm(defaults: { lang: string; timezone: string }): UserFormValues {
  return {
    firstname: '',
    lastname: '',
    username: '',
    email: '',
    mainRole: 'ROLE_CLIENT_EXPLOITANT',
    children: [],
    userProfileId: '',
    agencyIds: [],
    defaultAgencyId: '',
    lang: defaults.lang,
    timezone: defaults.timezone,
    receiveMail: true,
    phone: '',
    password: '',
    portfolioIds: null,
  };
}

export function formFromUser(
  user: ManagedUser,
  agencies: { id: string; isDefault: boolean }[],
  portfolioIds: string[] | null = null,
): UserFormValues {
  const mainRole = mainRoleOf(user.roles) ?? 'ROLE_CLIENT_EXPLOITANT';
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    email: user.email,
    mainRole,
    children: user.roles.filter((role) => role !== mainRole),
    userProfileId: user.userProfile?.id ?? '',
    agencyIds: agencies.map((a) => a.id),
    defaultAgencyId: agencies.find((a) => a.isDefault)?.id ?? '',
    lang: user.lang,
    timezone: user.timezone,
    receiveMail: user.receiveMail,
    phone: user.phone ?? '',
    password: '',
    portfolioIds,
  };
}

export const rolesOf = (values: UserFormValues) => [values.mainRole, ...values.children];

const FORM_FIELDS: Partial<Record<UserField, FormField>> = {
  username: 'username',
  email: 'email',
  firstname: 'firstname',
  lastname: 'lastname',
  lang: 'lang',
  timezone: 'timezone',
  roles: 'mainRole',
  phone: 'phone',
  password: 'password',
  userProfile: 'userProfileId',
  agencies: 'agencyIds',
  agency: 'defaultAgencyId',
};

export function formFieldOf(field: string): FormField | undefined {
  return FORM_FIELDS[field as UserField];
}

/** The first problem of each field, as the domain words it (shipment-domain §5). */
export function formIssues(
  values: UserFormValues,
  country: string | null,
): Partial<Record<FormField, string>> {
  const out: Partial<Record<FormField, string>> = {};
  const issues = userAccountIssues(
    {
      ...values,
      roles: rolesOf(values),
      hasUserProfile: values.userProfileId !== '' && takesProfile(values),
    },
    country,
  );
  for (const issue of issues) {
    const field = FORM_FIELDS[issue.field];
    if (field) out[field] ??= issue.message;
  }
  return out;
}

/** Only back-office users follow portfolios: the field shows for them alone. */
export const followsPortfolios = (values: UserFormValues) =>
  values.portfolioIds !== null && hasAdminAccess(rolesOf(values));

export const takesProfile = (values: UserFormValues) => rolesTakeUserProfile(rolesOf(values));

export const isMainRole = (role: string): role is MainRole =>
  (MAIN_ROLES as readonly string[]).includes(role);

/** The request document's `attributes` and `relationships` (PUT sends every field: the form shows them all). */
export function toRequest(values: UserFormValues) {
  const agencies = values.agencyIds.map((id) => ({ type: 'agencies' as const, id }));
  const defaultId = values.agencyIds.includes(values.defaultAgencyId)
    ? values.defaultAgencyId
    : (values.agencyIds[0] ?? null);
  return {
    attributes: {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      roles: rolesOf(values),
      lang: values.lang,
      timezone: values.timezone.trim(),
      receiveMail: values.receiveMail,
      phone: values.phone.trim() || null,
      ...(values.password ? { password: values.password } : {}),
    },
    relationships: {
      userProfile: {
        data:
          values.userProfileId && takesProfile(values)
            ? { type: 'userProfiles' as const, id: values.userProfileId }
            : null,
      },
      agencies: { data: agencies },
      defaultAgency: { data: defaultId ? { type: 'agencies' as const, id: defaultId } : null },
      // A user who is not (or no longer) back office follows none.
      ...(values.portfolioIds !== null
        ? {
            portfolios: {
              data: (followsPortfolios(values) ? values.portfolioIds : []).map((id) => ({
                type: 'portfolios' as const,
                id,
              })),
            },
          }
        : {}),
    },
  };
}

export type UserRequest = ReturnType<typeof toRequest>;
