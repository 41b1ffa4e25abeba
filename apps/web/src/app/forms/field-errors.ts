// A refused save comes back as JSON:API errors pointing at attributes; forms show each beside its field.
import type { TFunction } from 'i18next';
import { isApiError } from '../api/api-error';
import { validationText } from './validation-text';

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
    const known = CODE_KEYS[item.code as keyof typeof CODE_KEYS];
    out[field] = known ? t(known) : validationText(t, item.detail ?? '');
  }
  return out;
}
