// A Nominatim-compatible geocoder (Nominatim itself, Photon's Nominatim mode, a company's own instance):
// GET {base}/search?format=jsonv2&q=…&countrycodes=…&limit=…
import type { GeocodeCandidate, GeocodeQuery, Geocoder } from './geocoder';

interface NominatimPlace {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  lat: string;
  lon: string;
  name?: string;
  display_name?: string;
  address?: { country_code?: string };
}

const TIMEOUT_MS = 5000;

export function createNominatimGeocoder(baseUrl: string, userAgent: string): Geocoder {
  return {
    async search(query: GeocodeQuery): Promise<GeocodeCandidate[]> {
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('q', query.text);
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('limit', String(query.limit));
      if (query.country) url.searchParams.set('countrycodes', query.country.toLowerCase());
      // Nominatim's usage policy asks every client to name itself.
      const response = await fetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const places = (await response.json()) as NominatimPlace[];
      return places
        .map((place, index) => ({
          id: `nominatim:${place.osm_type ?? ''}${place.osm_id ?? place.place_id ?? index}`,
          name: place.name || place.display_name || '',
          country: (place.address?.country_code ?? query.country ?? '').toUpperCase(),
          lat: Number(place.lat),
          lng: Number(place.lon),
          population: null,
          source: 'nominatim' as const,
        }))
        .filter((candidate) => Number.isFinite(candidate.lat) && Number.isFinite(candidate.lng));
    },
  };
}
