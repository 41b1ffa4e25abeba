import type { FieldIssue } from '../errors';
import { email, latitude, longitude, MESSAGES, phone, postalCode } from '../validation/rules';

/** What a person types for a place (shipment-domain §3 Place, Address, Contact entry); all optional on update. */
export interface PlaceFields {
  name?: string;
  address?: { street?: string | null; postalCode?: string | null; town?: string; country?: string };
  position?: { lat: number; lng: number } | null;
  timezone?: string | null;
  phone?: string | null;
  contacts?: readonly ContactFields[];
}

export interface ContactFields {
  name: string;
  position?: string | null;
  email: { enabled: boolean; value: string | null };
  phone: { enabled: boolean; value: string | null };
}

const COUNTRY = /^[A-Z]{2}$/;
const NAME_MAX = 255;

/**
 * The field rules of shipment-domain §5 for a place, every broken rule at once. Pointers are relative to the
 * place's attributes. `creating` makes name, town and country required.
 */
export function validatePlace(fields: PlaceFields, creating: boolean): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (code: FieldIssue['code'], message: string, pointer: string) =>
    issues.push({ code, pointer, detail: message });

  const requiredText = (value: string | undefined, pointer: string) => {
    if (value === undefined) {
      if (creating) add('validation.required', MESSAGES.required, pointer);
    } else if (value.trim() === '') add('validation.required', MESSAGES.required, pointer);
    else if (value.length > NAME_MAX) add('validation.too_long', MESSAGES.maxLength(NAME_MAX), pointer);
  };
  requiredText(fields.name, '/name');
  requiredText(fields.address?.town, '/address/town');
  const country = fields.address?.country;
  if (country === undefined ? creating : country.trim() === '')
    add('validation.required', MESSAGES.required, '/address/country');
  else if (country !== undefined && !COUNTRY.test(country))
    add('validation.invalid_country', 'This value is not a valid country', '/address/country');
  const zip = fields.address?.postalCode;
  if (zip && postalCode(zip))
    add('validation.invalid_postal_code', MESSAGES.postalCode, '/address/postalCode');

  if (fields.position) {
    const lat = latitude(fields.position.lat);
    if (lat) add(lat.startsWith('Min') ? 'validation.too_low' : 'validation.too_high', lat, '/position/lat');
    const lng = longitude(fields.position.lng);
    if (lng) add(lng.startsWith('Min') ? 'validation.too_low' : 'validation.too_high', lng, '/position/lng');
  }
  if (fields.timezone && !isTimeZone(fields.timezone))
    add('validation.invalid_timezone', 'This value is not a valid timezone', '/timezone');
  if (fields.phone && phone(fields.phone)) add('validation.invalid_phone', MESSAGES.phone, '/phone');

  for (const [index, contact] of (fields.contacts ?? []).entries()) {
    const at = `/contacts/${index}`;
    if (contact.name.trim() === '') add('validation.required', MESSAGES.required, `${at}/name`);
    checkChannel(contact.email, email, 'validation.invalid_email', `${at}/email/value`, add);
    checkChannel(contact.phone, phone, 'validation.invalid_phone', `${at}/phone/value`, add);
  }
  return issues;
}

/** A channel may stay empty while off; once enabled it needs a valid value to notify. */
function checkChannel(
  channel: { enabled: boolean; value: string | null },
  rule: (value: string) => string | null,
  code: FieldIssue['code'],
  pointer: string,
  add: (code: FieldIssue['code'], message: string, pointer: string) => void,
) {
  const value = channel.value?.trim() ?? '';
  if (value === '') {
    if (channel.enabled) add('validation.required', MESSAGES.required, pointer);
    return;
  }
  const message = rule(value);
  if (message) add(code, message, pointer);
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}
