// Geocoding and time zones as use cases: the same calls serve the routes and place creation.
import { AppError } from '@cargolens/domain/errors';
import type { GeocodeCandidate, GeocodeQuery, Geocoder } from './geocoder';
import { timeZoneAt } from './time-zone';

export interface Candidate extends GeocodeCandidate {
  timezone: string | null;
}

export function createGeoService(geocoder: Geocoder) {
  return {
    async geocode(query: GeocodeQuery): Promise<Candidate[]> {
      let found: GeocodeCandidate[];
      try {
        found = await geocoder.search(query);
      } catch (error) {
        throw new AppError('geocoder.unavailable_error', { detail: (error as Error).message });
      }
      return found.map((candidate) => ({
        ...candidate,
        timezone: timeZoneAt(candidate.lat, candidate.lng) ?? null,
      }));
    },

    timeZone(lat: number, lng: number): string {
      const zone = timeZoneAt(lat, lng);
      if (!zone) throw new AppError('validation.not_valid', { source: { parameter: 'lat' } });
      return zone;
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
