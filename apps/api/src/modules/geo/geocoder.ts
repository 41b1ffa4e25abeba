// Turning an address into coordinates. Offline by default (the GeoNames gazetteer of world towns); a
// Nominatim-compatible service when GEOCODER_URL is set, for street-level answers.
import { createGazetteerGeocoder } from './gazetteer';
import { createNominatimGeocoder } from './nominatim';

export interface GeocodeQuery {
  /** Free text: a town, "69800 Saint-Priest", a full address with a Nominatim service. */
  text: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  limit: number;
}

export interface GeocodeCandidate {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2, upper case; empty when the service does not say. */
  country: string;
  lat: number;
  lng: number;
  population: number | null;
  source: 'gazetteer' | 'nominatim';
}

export interface Geocoder {
  search(query: GeocodeQuery): Promise<GeocodeCandidate[]>;
}

export function createGeocoder(options: { geocoderUrl: string | undefined; version: string }): Geocoder {
  return options.geocoderUrl
    ? createNominatimGeocoder(options.geocoderUrl, `Cargolens/${options.version}`)
    : createGazetteerGeocoder();
}
