import { z } from 'zod';
import { includeParam } from '../../http/jsonapi/query-schemas';

export const LANGUAGES = ['nl', 'en', 'fr', 'de', 'it', 'ko', 'pl', 'pt', 'ro', 'es', 'ru', 'lt'] as const;

export const meQuery = z.strictObject({ include: includeParam(['organization', 'userProfile']) });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const displayPreferencesBody = z.object({
  data: z.object({
    type: z.literal('displayPreferences').optional(),
    attributes: z.strictObject({
      lang: z.enum(LANGUAGES).optional(),
      timezone: z.string().max(64).refine(isTimeZone, { message: 'Unknown time zone' }).optional(),
    }),
  }),
});
