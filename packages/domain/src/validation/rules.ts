// Field rules of shipment-domain §5 with their messages. Each returns the message when the value breaks the
// rule and null when it passes, so the API's schemas and the web forms share one definition.
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  GEOFENCE_RADIUS_MAX_M,
  GEOFENCE_RADIUS_MIN_M,
  IDENTIFICATION_NUMBER_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  SALESFORCE_ID_LENGTH,
} from '../constants';

export type Rule<T> = (value: T) => string | null;

export const MESSAGES = {
  required: 'Required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  postalCode: 'Please enter a valid ZIP number',
  url: 'Please enter a valid url',
  password: `Password must contain at least 1 uppercase and 1 lowercase letters, 1 number and a minimum of ${PASSWORD_MIN_LENGTH} characters`,
  integer: 'The value must be an integer.',
  double: 'The value must be a double.',
  endAfterStart: 'End date must be after start date',
  dateRange: 'Please select a date range',
  json: 'Json not valid',
  salesforceId: 'This Salesforce ID is not valid',
  alreadyExists: 'This value already exists.',
  min: (n: number) => `Minimum value: ${n}`,
  max: (n: number) => `Maximum value: ${n}`,
  minLength: (n: number) => `${n} minimum characters`,
  maxLength: (n: number) => `${n} maximum characters`,
} as const;

export const required: Rule<unknown> = (value) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
    ? MESSAGES.required
    : null;

// Deliberately permissive local part: the mail server is the final judge, we only catch obvious typos.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const email: Rule<string> = (value) => (EMAIL.test(value) ? null : MESSAGES.email);

const POSTAL_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])$/;
export const postalCode: Rule<string> = (value) =>
  value.length >= 2 && value.length <= 12 && POSTAL_CODE.test(value) ? null : MESSAGES.postalCode;

export const password: Rule<string> = (value) =>
  value.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value)
    ? null
    : MESSAGES.password;

/** Phone numbers are sent stripped to digits, spaces removed (§5); a leading + is kept. */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

function asCountry(country: string | null | undefined): CountryCode | undefined {
  const code = country?.toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
}

/**
 * The number as the API stores it: E.164 (`+33612345678`), or null when libphonenumber's metadata does not
 * know it as a valid number. A number without its international prefix is read in `country` (ISO 3166-1
 * alpha-2, e.g. the organization's), so "06 12 34 56 78" is French for a French carrier.
 */
export function parsePhone(value: string, country?: string | null): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), asCountry(country));
  return parsed?.isValid() ? parsed.number : null;
}

/** "Phone parses as valid number" (§5), in international form or national form of `country`. */
export const phoneIn =
  (country?: string | null): Rule<string> =>
  (value) =>
    parsePhone(value, country) ? null : MESSAGES.phone;

export const phone: Rule<string> = phoneIn(undefined);

export const salesforceId: Rule<string> = (value) =>
  new RegExp(`^[A-Za-z0-9]{${SALESFORCE_ID_LENGTH}}$`).test(value) ? null : MESSAGES.salesforceId;

export const identificationNumber: Rule<string> = (value) =>
  value.length >= IDENTIFICATION_NUMBER_MIN_LENGTH
    ? null
    : MESSAGES.minLength(IDENTIFICATION_NUMBER_MIN_LENGTH);

export const between =
  (min: number, max: number): Rule<number> =>
  (value) =>
    value < min ? MESSAGES.min(min) : value > max ? MESSAGES.max(max) : null;

export const latitude = between(-90, 90);
export const longitude = between(-180, 180);
export const geofenceRadius = between(GEOFENCE_RADIUS_MIN_M, GEOFENCE_RADIUS_MAX_M);

export const jsonText: Rule<string> = (value) => {
  try {
    JSON.parse(value);
    return null;
  } catch {
    return MESSAGES.json;
  }
};

export function endAfterStart(start: Date | null, end: Date | null): string | null {
  if (!start || !end) return MESSAGES.dateRange;
  return end.getTime() > start.getTime() ? null : MESSAGES.endAfterStart;
}
