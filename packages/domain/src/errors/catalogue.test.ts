import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CATALOGUE, messageOf } from './index';

describe('error catalogue', () => {
  it.each([
    ['http.access_denied_error', 403, 'Access denied'],
    ['http.not_found', 404, 'Not found'],
    ['http.conflict_error', 409, 'Conflict error'],
    ['http.unsupported_media_type', 415, 'Unsupported media type'],
    ['user.not_found_error', 404, 'User not found'],
    ['user.unique_constraint_error', 409, 'User already exists'],
    ['organization.unique_constraint_error', 409, 'This value is already used'],
    ['place.position.not_found_error', 400, 'Place cannot be geolocalized, please check address details'],
    ['mean.unique_constraint_error', 409, 'Resource already exists'],
    ['telematic_resource.unique_constraint_error', 409, 'This value is already used'],
    ['user_mobile.phone_number.unique_constraint_error', 409, 'This value is already used'],
    ['validation.invalid_phone', 400, 'Please enter a valid phone number'],
    ['validation.geo_polygon_too_few_coordinates', 400, 'A polygon needs at least 4 coordinates'],
  ] as const)('%s answers %i with the spec message', (code, status, message) => {
    const error = new AppError(code);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(messageOf(code)).toBe(message);
  });

  it('gives every code a 4xx or 5xx status and a message', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.message.length, code).toBeGreaterThan(0);
    }
  });

  it('keeps the field that failed', () => {
    const error = new AppError('validation.invalid_email', { source: { pointer: '/data/attributes/email' } });
    expect(error.source?.pointer).toBe('/data/attributes/email');
    expect(error.message).toBe('Please enter a valid email address');
  });
});
