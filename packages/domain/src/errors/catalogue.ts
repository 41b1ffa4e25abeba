// The error catalogue of both specs (platform-core §8, shipment-domain §8) plus the codes Cargolens adds for
// cases the spec leaves unnamed (marked "ours"). One code, one HTTP status, one message: call sites never invent text.
// A validator code whose text is a field rule's (shipment-domain §5) takes it from the rule, so both say the same.
import { MESSAGES } from '../validation';

export const ERROR_CATALOGUE = {
  'http.access_denied_error': { status: 403, message: 'Access denied' },
  'http.conflict_error': { status: 409, message: 'Conflict error' },
  'http.not_found': { status: 404, message: 'Not found' },
  'http.unsupported_media_type': { status: 415, message: 'Unsupported media type' },
  'http.unauthorized': { status: 401, message: 'Authentication required' }, // ours
  'http.token_expired': { status: 401, message: 'The access token has expired' }, // ours
  'http.bad_request': { status: 400, message: 'The request could not be read' }, // ours
  'http.method_not_allowed': { status: 405, message: 'Method not allowed' }, // ours
  'http.internal_error': { status: 500, message: 'Internal error' }, // ours
  // ours: the database is away (a restart, a failover); the answer says when to try again (Retry-After).
  'http.service_unavailable': {
    status: 503,
    message: 'The service is temporarily unavailable, please try again shortly',
  },
  'organization.not_found_error': { status: 404, message: 'Organization does not exist' },
  'organization.unique_constraint_error': { status: 409, message: 'This value is already used' },
  'user_mobile.phone_number.unique_constraint_error': { status: 409, message: 'This value is already used' },
  'telematic_resource.unique_constraint_error': { status: 409, message: 'This value is already used' },
  'place.not_found_error': { status: 404, message: 'Place does not exist' },
  // 400, not 422: every other client mistake answers 400 (shipment-domain §8 gives no status).
  'place.position.not_found_error': {
    status: 400,
    message: 'Place cannot be geolocalized, please check address details',
  },
  'user.unique_constraint_error': { status: 409, message: 'User already exists' },
  'user.not_found_error': { status: 404, message: 'User not found' },
  'user_profile.not_found_error': { status: 404, message: 'User profile not found' },
  'agency.not_found_error': { status: 404, message: 'Agency not found' },
  'agency.unique_constraint_error': { status: 409, message: 'This value is already used' }, // ours
  'portfolio.not_found_error': { status: 404, message: 'Portfolio not found' }, // ours
  'portfolio.unique_constraint_error': { status: 409, message: 'This value is already used' }, // ours
  'mean.unique_constraint_error': { status: 409, message: 'Resource already exists' },
  'tag.unique_constraint_error': { status: 409, message: 'This value is already used' }, // ours
  'telematic_configuration.not_found_error': { status: 404, message: 'This value is not valid' },
  'geocoder.unavailable_error': { status: 502, message: 'The geocoding service did not answer' }, // ours
  'auth.invalid_refresh_token': { status: 401, message: 'The refresh token is invalid or revoked' }, // ours
  // Sign-in with the right password on a deactivated account (issue 8, decision 0125). Ours.
  'auth.account_deactivated': { status: 401, message: 'This account has been deactivated' },
  // Set-password links (decision 0120): unknown, used and expired links answer alike. Ours.
  'auth.invalid_password_token': {
    status: 400,
    message: 'This link is invalid, already used or expired',
  },
  // Validator codes (shipment-domain §8): the texts are ours where the spec does not show them.
  'validation.required': { status: 400, message: MESSAGES.required },
  'validation.missing_field': { status: 400, message: 'This field is required' },
  'validation.unexpected_field': { status: 400, message: 'This field was not expected' },
  'validation.invalid_type': { status: 400, message: 'This value has the wrong type' },
  'validation.invalid_choice': { status: 400, message: 'The value you selected is not a valid choice' },
  'validation.too_low': { status: 400, message: 'This value is too low' },
  'validation.too_high': { status: 400, message: 'This value is too high' },
  'validation.too_short': { status: 400, message: 'This value is too short' },
  'validation.too_long': { status: 400, message: 'This value is too long' },
  'validation.invalid_email': { status: 400, message: MESSAGES.email },
  'validation.invalid_phone': { status: 400, message: MESSAGES.phone },
  'validation.not_integer': { status: 400, message: MESSAGES.integer },
  'validation.invalid_url': { status: 400, message: MESSAGES.url },
  'validation.invalid_date': { status: 400, message: 'This value is not a valid date' },
  'validation.invalid_json': { status: 400, message: MESSAGES.json },
  'validation.invalid_password': { status: 400, message: MESSAGES.password },
  'validation.not_valid': { status: 400, message: 'This value is not valid' },
  'validation.end_before_start': { status: 400, message: MESSAGES.endAfterStart },
  'validation.too_few_elements': { status: 400, message: 'This collection has too few elements' },
  'validation.too_many_elements': { status: 400, message: 'This collection has too many elements' },
  'validation.unknown_identifier': { status: 400, message: 'No such resource is known' },
  'validation.stop_sequence': { status: 400, message: 'A delivery cannot come before any loading' }, // ours
  'tour.finished_error': { status: 409, message: 'A finished tour cannot be changed' }, // ours
  'order.cancelled_error': { status: 409, message: 'A cancelled order cannot be changed' }, // ours
  'chartering.transition_error': {
    status: 409,
    message: 'The chartering of this tour does not allow this step',
  }, // ours
  'pairing.transition_error': { status: 409, message: 'The pairing of this tour does not allow this step' }, // ours
  'validation.invalid_postal_code': { status: 400, message: MESSAGES.postalCode },
  'validation.invalid_country': { status: 400, message: 'This value is not a valid country' },
  'validation.invalid_timezone': { status: 400, message: 'This value is not a valid timezone' },
  'validation.geo_polygon_too_few_coordinates': {
    status: 400,
    message: 'A polygon needs at least 4 coordinates',
  },
  'validation.geo_polygon_not_closed': {
    status: 400,
    message: 'A polygon must be closed: its first and last positions must be equal',
  },
  // Positions in (issue 7): why one position of a batch was refused while the others were kept. Ours.
  'position.unknown_device': {
    status: 404,
    message: 'No resource of this organization has this id or telematic unit',
  },
  'position.latitude_out_of_range': { status: 400, message: 'Latitude must be between -90 and 90' },
  'position.longitude_out_of_range': { status: 400, message: 'Longitude must be between -180 and 180' },
  'position.not_a_number': { status: 400, message: 'This value must be a finite number' },
  'position.date_in_future': { status: 400, message: 'The position is dated in the future' },
  'position.date_too_old': { status: 400, message: 'The position is dated before 2000' },
  'position.out_of_range': { status: 400, message: 'This value is out of range' },
  // Events and ETAs in (issue 7 §2): why one item of a batch was refused while the others were kept. Ours.
  'event.unknown_code': { status: 400, message: 'This event code is not in the catalogue' },
  'event.unknown_order': { status: 404, message: 'No order of this organization has this id' },
  'event.unknown_stop': { status: 404, message: 'No stop of this order or organization has this id' },
  'event.unknown_handling_unit': {
    status: 404,
    message: 'No handling unit of this order has this id or tracking barcode',
  },
  'event.date_in_future': { status: 400, message: 'The event is dated in the future' },
  // CSV imports (shipment-domain §3, §5): the file as a whole, before any line is read.
  'import.file_not_valid_error': { status: 400, message: 'The file cannot be imported' }, // ours
  'import.file_too_large_error': { status: 413, message: 'The file is too large to import' }, // ours
  'import_task.not_found_error': { status: 404, message: 'Import task not found' }, // ours
  // Public tracking links (issue 7, decision 0105). Ours.
  'public_link.gone_error': { status: 410, message: 'This tracking link is no longer available' },
  // Single sign-on (decision 0135). Ours: the spec names the organization's authenticationMethod, not its errors.
  'auth.sso_required': {
    status: 403,
    message: 'This organization signs in with its company account (single sign-on)',
  },
  'auth.sso_not_allowed': {
    status: 403,
    message: 'This organization signs in with Cargolens credentials, not single sign-on',
  },
  'auth.sso_not_configured': { status: 404, message: 'No single sign-on is set up for this login hint' },
  'auth.sso_failed': { status: 401, message: 'The single sign-on did not complete, please try again' },
  'auth.sso_provider_unavailable': {
    status: 502,
    message: 'The company sign-in service did not answer, please try again later',
  },
  'auth.sso_unknown_user': {
    status: 403,
    message: 'No active Cargolens user of this organization matches this company account',
  },
  'http.too_many_requests': { status: 429, message: 'Too many requests, please try again later' }, // ours: rate limits
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function statusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function messageOf(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}
