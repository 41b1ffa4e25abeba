// Geofences as the map draws them: a circle (a Point with a radius in metres) becomes a polygon of many
// sides, so circles and polygons share one fill and one outline layer.
import type { GeofenceCollection, GeoJsonPosition } from '@cargolens/domain/geo';

const EARTH_RADIUS_M = 6_371_008.8;
const SIDES = 64;

/** A closed ring approximating a circle on the sphere. */
export function circleRing(centre: GeoJsonPosition, radiusM: number, sides = SIDES): GeoJsonPosition[] {
  const [lng, lat] = centre;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lng * Math.PI) / 180;
  const δ = radiusM / EARTH_RADIUS_M;
  const ring: GeoJsonPosition[] = [];
  for (let i = 0; i < sides; i++) {
    const θ = (2 * Math.PI * i) / sides;
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
    const λ2 =
      λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
    ring.push([(λ2 * 180) / Math.PI, (φ2 * 180) / Math.PI]);
  }
  ring.push([...ring[0]!] as GeoJsonPosition);
  return ring;
}

export interface DisplayFeature {
  type: 'Feature';
  geometry:
    | { type: 'Polygon'; coordinates: GeoJsonPosition[][] }
    | { type: 'Point'; coordinates: GeoJsonPosition };
  properties: { kind: 'circle' | 'polygon' | 'marker'; label: string };
}

/**
 * Every shape of the collections as polygons, each labelled (the place's name on the geofences map). With
 * `markers`, each shape also gets a point at its centre, so places stay visible when zoomed out.
 */
export function displayShapes(
  collections: { geofence: GeofenceCollection; label?: string }[],
  options: { markers?: boolean } = {},
): {
  type: 'FeatureCollection';
  features: DisplayFeature[];
} {
  const features = collections.flatMap(({ geofence, label = '' }) =>
    geofence.features.flatMap((feature): DisplayFeature[] => {
      const centre =
        feature.properties?.centroid ??
        (feature.geometry.type === 'Point' ? feature.geometry.coordinates : undefined);
      const marker: DisplayFeature[] =
        options.markers && centre
          ? [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: centre },
                properties: { kind: 'marker', label },
              },
            ]
          : [];
      return [...marker, shapeOf(feature, label)];
    }),
  );
  return { type: 'FeatureCollection', features };
}

function shapeOf(feature: GeofenceCollection['features'][number], label: string): DisplayFeature {
  if (feature.geometry.type === 'Point')
    return {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [circleRing(feature.geometry.coordinates, feature.properties?.radius ?? 500)],
      },
      properties: { kind: 'circle', label },
    };
  return {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: feature.geometry.coordinates },
    properties: { kind: 'polygon', label },
  };
}

/** [[west, south], [east, north]] around every shape and extra position, or undefined when there is none. */
export function boundsOf(
  shapes: { features: DisplayFeature[] },
  extra: GeoJsonPosition[] = [],
): [[number, number], [number, number]] | undefined {
  const positions = [
    ...shapes.features.flatMap((f) =>
      f.geometry.type === 'Point' ? [f.geometry.coordinates] : f.geometry.coordinates.flat(),
    ),
    ...extra,
  ];
  if (positions.length === 0) return undefined;
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
