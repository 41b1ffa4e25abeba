import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import type { Candidate } from './service';

export const geocodeCandidateResource = resourceSchema('GeocodeCandidate', 'geocodeCandidates', {
  name: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  lat: z.number(),
  lng: z.number(),
  timezone: z.string().nullable().describe('IANA zone of the position'),
  population: z.number().int().nullable(),
  source: z.enum(['gazetteer', 'nominatim']),
});

export const timeZoneResource = resourceSchema('TimeZone', 'timezones', {
  code: z.string().describe('IANA zone, e.g. Europe/Paris'),
  name: z.string().describe('Its place name, e.g. Paris'),
});

export function presentCandidate(candidate: Candidate): z.infer<typeof geocodeCandidateResource> {
  const { id, ...attributes } = candidate;
  return { type: 'geocodeCandidates', id, attributes };
}

export function presentTimeZone(zone: string): z.infer<typeof timeZoneResource> {
  const name = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  return { type: 'timezones', id: zone, attributes: { code: zone, name } };
}
