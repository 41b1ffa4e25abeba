import { z } from 'zod';
import { pageParams } from '../../http/jsonapi/query-schemas';

const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'An ISO 3166-1 alpha-2 code')
  .transform((value) => value.toUpperCase());

export const geocodeQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(2)
    .max(200)
    .describe('Town, "postal code town", or an address (with a geocoding service)'),
  country: country.optional().describe('ISO 3166-1 alpha-2 country code, e.g. FR'),
  ...pageParams,
});

export const timeZoneQuery = z.strictObject({
  lat: z.coerce.number().min(-90).max(90).describe('Latitude, -90 to 90'),
  lng: z.coerce.number().min(-180).max(180).describe('Longitude, -180 to 180'),
});
