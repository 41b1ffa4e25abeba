// A refused save comes back as JSON:API errors pointing at attributes; forms show each beside its field.
import type { TFunction } from 'i18next';
import { isApiError } from '../api/api-error';
import { validationKey, validationText } from './validation-text';

/** Catalogue codes whose message the screens know, beside the §5 messages of the validation rules. */
const CODE_KEYS = {
  'mean.unique_constraint_error': 'errors.meanExists',
  'telematic_resource.unique_constraint_error': 'errors.valueUsed',
  'user_mobile.phone_number.unique_constraint_error': 'errors.valueUsed',
  'tag.unique_constraint_error': 'validation.alreadyExists',
  'user.unique_constraint_error': 'errors.valueUsed',
  'agency.unique_constraint_error': 'errors.valueUsed',
  'organization.unique_constraint_error': 'errors.valueUsed',
  'portfolio.unique_constraint_error': 'errors.valueUsed',
} as const;

/**
 * The message a field shows when the server's words are not one of §5's: derived from the error code
 * (platform-core §5 "a custom message is derived from the server error code"), e.g. a missing attribute reads
 * "This field is required" rather than "not valid".
 */
const CODE_MESSAGES = {
  'validation.missing_field': 'serverChecks.fieldRequired',
  'validation.required': 'validation.required',
  'validation.invalid_email': 'validation.email',
  'validation.invalid_phone': 'validation.phone',
  'validation.invalid_postal_code': 'validation.postalCode',
  'validation.invalid_url': 'serverChecks.urlNotValid',
  'validation.invalid_password': 'validation.password',
  'validation.not_integer': 'validation.integer',
  'validation.invalid_json': 'validation.json',
  'validation.invalid_country': 'validation.country',
  'validation.invalid_timezone': 'validation.timezone',
  'validation.end_before_start': 'validation.endAfterStart',
  'validation.too_low': 'serverChecks.tooLow',
  'validation.too_high': 'serverChecks.tooHigh',
  'validation.too_short': 'serverChecks.tooShort',
  'validation.too_long': 'serverChecks.tooLong',
  'validation.invalid_choice': 'serverChecks.invalidChoice',
} as const;

/** One error's message: a known code's, else the §5 message of its detail, else the one its code implies. */
export function errorMessage(t: TFunction, code: string | undefined, detail: string | undefined): string {
  const known = CODE_KEYS[code as keyof typeof CODE_KEYS];
  if (known) return t(known);
  if (detail && validationKey(detail)) return validationText(t, detail);
  const derived = CODE_MESSAGES[code as keyof typeof CODE_MESSAGES];
  return derived ? t(derived) : t('validation.notValid');
}

/**
 * The messages of a failed save by field: `/data/attributes/mobileDriver/phoneNumber` is
 * `mobileDriver.phoneNumber`. Errors without a pointer (403, 404) are left to the toasts.
 */
export function fieldErrors(error: unknown, t: TFunction): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const item of error.errors) {
    const pointer = item.source?.pointer;
    if (!pointer?.startsWith('/data/attributes/')) continue;
    const field = pointer.slice('/data/attributes/'.length).split('/').join('.');
    if (out[field]) continue;
    out[field] = errorMessage(t, item.code, item.detail);
  }
  return out;
}
