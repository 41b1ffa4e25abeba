// The towns the offline base map labels: GeoNames' largest towns and every capital, as GeoJSON, built once
// from the same gazetteer the geocoder uses.
import { gazetteer } from '../geo';

const MIN_POPULATION = 200_000;

let serialized: string | undefined;

export function citiesGeoJson(): string {
  if (serialized) return serialized;
  const features = gazetteer()
    .cities.filter((city) => city.population >= MIN_POPULATION || city.featureCode === 'PPLC')
    .sort((a, b) => b.population - a.population)
    .map((city) => ({
      type: 'Feature',
      geometry: {
        type: 'Point',
        coordinates: city.loc.coordinates.map((value) => Math.round(value * 1e4) / 1e4),
      },
      properties: { name: city.name, population: city.population, capital: city.featureCode === 'PPLC' },
    }));
  serialized = JSON.stringify({ type: 'FeatureCollection', features });
  return serialized;
}
