// Geofences as the spec stores them (shipment-domain.txt §3): a GeoJSON FeatureCollection holding either a
// circle (a Point with a radius) or a Polygon whose ring is closed by repeating its first position.
type Position = [number, number];

interface GeofenceFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: Position } | { type: 'Polygon'; coordinates: Position[][] };
  properties: { centroid: Position; type: 'init'; radius?: number; nb_of_stops: number };
}

export interface Geofence {
  type: 'FeatureCollection';
  features: GeofenceFeature[];
}

const METRES_PER_DEGREE_LAT = 111_320;

export function circleGeofence(lat: number, lng: number, radius: number): Geofence {
  const centroid: Position = [lng, lat];
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: centroid },
        properties: { centroid, radius, type: 'init', nb_of_stops: 0 },
      },
    ],
  };
}

// Site outlines are rarely regular: a fixed irregular hexagon, stretched east-west, looks like a yard.
const OUTLINE: readonly [number, number][] = [
  [0, 1],
  [0.9, 0.55],
  [1.2, -0.35],
  [0.35, -1],
  [-0.8, -0.7],
  [-1.1, 0.3],
];

export function polygonGeofence(lat: number, lng: number, halfSizeMetres: number): Geofence {
  const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
  const ring: Position[] = OUTLINE.map(([east, north]) => [
    round6(lng + (east * halfSizeMetres) / metresPerDegreeLng),
    round6(lat + (north * halfSizeMetres) / METRES_PER_DEGREE_LAT),
  ]);
  ring.push([...ring[0]!]);
  const centroid: Position = [lng, lat];
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [ring] },
        properties: { centroid, type: 'init', nb_of_stops: 0 },
      },
    ],
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
