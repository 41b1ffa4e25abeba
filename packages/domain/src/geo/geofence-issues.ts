import type { ErrorCode } from '../errors';

/**
 * Geofence validation codes, all in the error catalogue; the polygon codes are the validator codes
 * shipment-domain §8 names ("geo polygon needs at least 4 coordinates and must be closed").
 */
export type GeofenceIssueCode = Extract<
  ErrorCode,
  | 'validation.required'
  | 'validation.too_low'
  | 'validation.too_high'
  | 'validation.geo_polygon_too_few_coordinates'
  | 'validation.geo_polygon_not_closed'
>;

export interface GeofenceIssue {
  code: GeofenceIssueCode;
  message: string;
  /** JSON Pointer into the feature collection, ready for a JSON:API error's source.pointer. */
  pointer: string;
}

const RULES = {
  atLeastOneShape: { code: 'validation.required', message: () => 'You have to draw at least one geofencing' },
  required: { code: 'validation.required', message: () => 'Required' },
  tooLow: { code: 'validation.too_low', message: (n?: number) => `Minimum value: ${n}` },
  tooHigh: { code: 'validation.too_high', message: (n?: number) => `Maximum value: ${n}` },
  polygonTooFewCoordinates: {
    code: 'validation.geo_polygon_too_few_coordinates',
    message: () => 'A polygon needs at least 4 coordinates',
  },
  polygonNotClosed: {
    code: 'validation.geo_polygon_not_closed',
    message: () => 'A polygon must be closed: its first and last positions must be equal',
  },
} as const satisfies Record<string, { code: GeofenceIssueCode; message: (n?: number) => string }>;

export function geofenceIssue(rule: keyof typeof RULES, pointer: string, bound?: number): GeofenceIssue {
  return { code: RULES[rule].code, message: RULES[rule].message(bound), pointer };
}
