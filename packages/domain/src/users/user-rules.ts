// The rules of a new user (platform-core §3 User, shipment-domain §3 User, §5 messages, §6 roles): one list of
// issues, each at its field, for every surface that creates users (the CSV import, later the users screen).
import type { ErrorCode } from '../errors';
import { isTimeZone } from '../places';
import { email, MESSAGES } from '../validation';

/** The 12 languages of the platform (a user's `lang`). */
export const USER_LANGUAGES = [
  'nl',
  'en',
  'fr',
  'de',
  'it',
  'ko',
  'pl',
  'pt',
  'ro',
  'es',
  'ru',
  'lt',
] as const;

/**
 * "Front-office users can be Operator or API" (§6). Back-office roles are never given by an organization's
 * own administrators, and drivers are mobile resources (their phones), not web users.
 */
export const FRONT_OFFICE_ROLES = ['ROLE_CLIENT_EXPLOITANT', 'ROLE_CLIENT_API'] as const;
export type FrontOfficeRole = (typeof FRONT_OFFICE_ROLES)[number];
export const DEFAULT_USER_ROLE: FrontOfficeRole = 'ROLE_CLIENT_EXPLOITANT';

export const USER_LIMITS = { username: 80, email: 255, firstname: 80, lastname: 80, usernameMin: 3 } as const;

// Letters, digits and . _ - @: what a person types at sign-in without surprises.
const USERNAME = /^[A-Za-z0-9._@-]+$/;

export interface UserDraft {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  role: FrontOfficeRole;
  lang: string;
  timezone: string;
  receiveMail: boolean;
  /** The user profile's name; operators only. */
  userProfile?: string | null;
  /** The default agency's name. */
  agency?: string | null;
}

export type UserField =
  | 'username'
  | 'email'
  | 'firstname'
  | 'lastname'
  | 'role'
  | 'lang'
  | 'timezone'
  | 'userProfile'
  | 'agency'
  | 'roles'
  | 'phone'
  | 'password'
  | 'agencies';

export interface UserIssue {
  field: UserField;
  code: ErrorCode;
  message: string;
}

const ROLE_NAMES: Record<string, FrontOfficeRole> = {
  role_client_exploitant: 'ROLE_CLIENT_EXPLOITANT',
  operator: 'ROLE_CLIENT_EXPLOITANT',
  role_client_api: 'ROLE_CLIENT_API',
  api: 'ROLE_CLIENT_API',
};

/** A role as a person writes it ("operator", "API", or the role's own name); undefined when it is none. */
export function frontOfficeRole(text: string): FrontOfficeRole | undefined {
  return ROLE_NAMES[text.trim().toLowerCase()];
}

/** The roles stored for a front-office role. */
export function rolesOf(role: FrontOfficeRole): string[] {
  return [role];
}

/** "Operator API and drivers get no user profile id on save" (§6): only operators have a profile. */
export function takesUserProfile(role: FrontOfficeRole): boolean {
  return role === 'ROLE_CLIENT_EXPLOITANT';
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

function text(field: UserField, value: string, max: number, min = 1): UserIssue[] {
  const length = value.trim().length;
  if (length === 0) return [{ field, code: 'validation.required', message: MESSAGES.required }];
  if (length < min) return [{ field, code: 'validation.too_short', message: MESSAGES.minLength(min) }];
  if (length > max) return [{ field, code: 'validation.too_long', message: MESSAGES.maxLength(max) }];
  return [];
}

/** The draft as it is stored: trimmed, the email in lower case, blanks as null. */
export function normalizeUser(draft: UserDraft): UserDraft {
  return {
    ...draft,
    username: draft.username.trim(),
    email: draft.email.trim().toLowerCase(),
    firstname: draft.firstname.trim(),
    lastname: draft.lastname.trim(),
    lang: draft.lang.trim().toLowerCase(),
    timezone: draft.timezone.trim(),
    userProfile: blank(draft.userProfile) ? null : draft.userProfile!.trim(),
    agency: blank(draft.agency) ? null : draft.agency!.trim(),
  };
}

/** Every problem of the draft, in form order; empty when it may be saved (uniqueness is the store's). */
export function userIssues(draft: UserDraft): UserIssue[] {
  const issues: UserIssue[] = [];
  const username = text('username', draft.username, USER_LIMITS.username, USER_LIMITS.usernameMin);
  if (!username.length && !USERNAME.test(draft.username.trim()))
    username.push({
      field: 'username',
      code: 'validation.not_valid',
      message: 'Use only letters, digits and . _ - @',
    });
  issues.push(...username);
  const mail = text('email', draft.email, USER_LIMITS.email);
  if (!mail.length && email(draft.email.trim()))
    mail.push({ field: 'email', code: 'validation.invalid_email', message: MESSAGES.email });
  issues.push(...mail);
  issues.push(...text('firstname', draft.firstname, USER_LIMITS.firstname));
  issues.push(...text('lastname', draft.lastname, USER_LIMITS.lastname));
  if (!(USER_LANGUAGES as readonly string[]).includes(draft.lang.trim().toLowerCase()))
    issues.push({
      field: 'lang',
      code: 'validation.invalid_choice',
      message: `The value you selected is not a valid choice: ${USER_LANGUAGES.join(', ')}`,
    });
  if (!isTimeZone(draft.timezone.trim()))
    issues.push({
      field: 'timezone',
      code: 'validation.invalid_timezone',
      message: 'This value is not a valid timezone',
    });
  if (!blank(draft.userProfile) && !takesUserProfile(draft.role))
    issues.push({
      field: 'userProfile',
      code: 'validation.unexpected_field',
      message: 'API users get no user profile',
    });
  return issues;
}
