// The base map of a fresh installation with no network: land, coasts and borders from Natural Earth (public
// domain, via the world-atlas package) and the largest towns from GeoNames, served by the API. No glyph
// server: MapLibre draws the town labels with the browser's own sans-serif font (style without `glyphs`).
import type { StyleSpecification } from 'maplibre-gl';
import { merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopology from 'world-atlas/countries-50m.json';

const COLOURS = {
  sea: '#c9dcea',
  land: '#f5f3ee',
  coast: '#7d9fb8',
  border: '#a1968c',
  town: '#3d3d3d',
  halo: '#ffffff',
};

const LABEL = {
  'text-field': ['get', 'name'],
  'text-font': ['sans-serif'],
  'text-size': 12,
  'text-anchor': 'top',
  'text-offset': [0, 0.5],
  'symbol-sort-key': ['-', ['get', 'population']],
} as const;

export function offlineStyle(citiesUrl: string, attribution: string): StyleSpecification {
  // One topology gives all three layers: land is every country merged, coasts are the arcs of one country
  // only, borders the arcs two countries share.
  const countries = countriesTopology as unknown as Topology<{ countries: GeometryCollection }>;
  const shapes = countries.objects.countries;
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: merge(countries, shapes.geometries as never), attribution },
      coast: { type: 'geojson', data: mesh(countries, shapes, (a, b) => a === b) },
      borders: { type: 'geojson', data: mesh(countries, shapes, (a, b) => a !== b) },
      towns: { type: 'geojson', data: citiesUrl },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': COLOURS.land } },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        paint: { 'line-color': COLOURS.coast, 'line-width': 0.7 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': COLOURS.border, 'line-width': 0.9, 'line-dasharray': [3, 2] },
      },
      {
        id: 'towns',
        type: 'circle',
        source: 'towns',
        minzoom: 3,
        paint: { 'circle-radius': 2.5, 'circle-color': COLOURS.town },
      },
      {
        id: 'capital-labels',
        type: 'symbol',
        source: 'towns',
        maxzoom: 4,
        filter: ['any', ['get', 'capital'], ['>=', ['get', 'population'], 5_000_000]],
        layout: LABEL,
        paint: { 'text-color': COLOURS.town, 'text-halo-color': COLOURS.halo, 'text-halo-width': 1.5 },
      },
      {
        id: 'town-labels',
        type: 'symbol',
        source: 'towns',
        minzoom: 4,
        layout: LABEL,
        paint: { 'text-color': COLOURS.town, 'text-halo-color': COLOURS.halo, 'text-halo-width': 1.5 },
      },
    ],
  } as StyleSpecification;
}
