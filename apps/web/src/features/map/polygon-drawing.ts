// Polygon drawing on a MapLibre map with Terra Draw: click corners, click the first corner (or press Enter)
// to close; corners of the finished polygon can be dragged. Each finished shape is reported as a GeoJSON ring.
import type { GeoJsonPosition } from '@cargolens/domain/geo';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type GeoJSONStoreFeatures, TerraDraw, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

export interface PolygonDrawing {
  /** Shows `ring` for editing, or starts an empty drawing. */
  start(ring: GeoJsonPosition[] | null): void;
  stop(): void;
}

const STYLE = {
  fillColor: '#2563eb',
  fillOpacity: 0.18,
  outlineColor: '#1d4ed8',
  outlineWidth: 2,
  closingPointColor: '#1d4ed8',
  closingPointOutlineColor: '#ffffff',
  editedPointColor: '#1d4ed8',
  coordinatePointColor: '#1d4ed8',
} as const;

export function createPolygonDrawing(
  map: MapLibreMap,
  onRing: (ring: GeoJsonPosition[]) => void,
): PolygonDrawing {
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [new TerraDrawPolygonMode({ editable: true, styles: STYLE })],
  });
  let running = false;

  const report = (id: string | number) => {
    const feature = draw.getSnapshotFeature(id);
    if (feature?.geometry.type === 'Polygon') onRing(feature.geometry.coordinates[0] as GeoJsonPosition[]);
  };
  draw.on('finish', (id) => report(id));

  return {
    start(ring) {
      if (!running) draw.start();
      running = true;
      draw.clear();
      draw.setMode('polygon');
      if (ring && ring.length >= 4) {
        const feature = {
          type: 'Feature',
          geometry: { type: 'Polygon', coordinates: [ring] },
          properties: { mode: 'polygon' },
        } as GeoJSONStoreFeatures;
        draw.addFeatures([feature]);
      }
    },
    stop() {
      if (running) draw.stop();
      running = false;
    },
  };
}
