import { describe, expect, it } from 'vitest';
import { fenceSummary, type MappedStop, stopMarkers, stopShapes } from './stop-markers';

const circle = {
  type: 'FeatureCollection' as const,
  features: [
    {
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [4.83, 45.73] },
      properties: { radius: 800, centroid: [4.83, 45.73] },
    },
  ],
};
const polygon = {
  type: 'FeatureCollection' as const,
  features: [
    {
      type: 'Feature' as const,
      geometry: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [3.1, 50.5],
            [3.2, 50.5],
            [3.2, 50.6],
            [3.1, 50.5],
          ],
        ],
      },
      properties: { type: 'custom' as const },
    },
  ],
};

function stop(
  id: string,
  sequence: number,
  activity: MappedStop['activity'],
  geofencing?: MappedStop['geofencing'],
): MappedStop {
  return {
    id,
    sequence,
    activity,
    name: `Site ${id}`,
    position: { lat: 45, lng: 4 },
    geofencingRadius: 500,
    geofencing,
  };
}

describe('stop markers', () => {
  it('numbers each stop as the timeline does and tells loading, delivery and passing through apart', () => {
    const markers = stopMarkers(
      [stop('a', 3, 'LOADING'), stop('b', 4, null), stop('c', 5, 'UNLOADING')],
      (s) => `label ${s.id}`,
    );
    expect(markers.map((m) => [m.text, m.kind, m.label])).toEqual([
      ['3', 'loading', 'label a'],
      ['4', 'passing', 'label b'],
      ['5', 'delivery', 'label c'],
    ]);
    expect(markers[0]?.position).toEqual({ lat: 45, lng: 4 });
  });

  it("draws each stop's geofence labelled with its stop, and skips a stop sent without one", () => {
    const shapes = stopShapes([stop('a', 1, 'LOADING', circle), stop('b', 2, 'UNLOADING')]);
    expect(shapes.features).toHaveLength(1);
    expect(shapes.features[0]?.properties).toEqual({ kind: 'circle', label: '1. Site a' });
  });

  it('describes circles by their radius and polygons by their kind', () => {
    expect(fenceSummary(stop('a', 1, 'LOADING', circle))).toEqual([{ kind: 'circle', radius: 800 }]);
    expect(fenceSummary(stop('b', 2, 'UNLOADING', polygon))).toEqual([{ kind: 'polygon' }]);
    expect(fenceSummary(stop('c', 3, 'UNLOADING'))).toEqual([]);
  });
});
