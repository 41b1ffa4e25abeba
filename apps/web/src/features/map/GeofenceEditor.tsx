// A place's geofence on the map: a circle (centre on the map or the place's position, radius by field or
// slider, 100 to 5000 m) or a polygon drawn with Terra Draw. The API enforces the rules again on save.
import {
  GEOFENCE_RADIUS_DEFAULT_M,
  GEOFENCE_RADIUS_MAX_M,
  GEOFENCE_RADIUS_MIN_M,
} from '@cargolens/domain/constants';
import type { GeofenceCollection, GeoJsonPosition } from '@cargolens/domain/geo';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  NumberField,
  Slider,
  SliderThumb,
  SliderTrack,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RadioChoice } from '../../ui/RadioChoice';
import { boundsOf, displayShapes } from './geofence-shapes';
import MapView from './MapView';
import { createPolygonDrawing, type PolygonDrawing } from './polygon-drawing';

export interface GeofenceEditorProps {
  value: GeofenceCollection | null;
  onChange: (value: GeofenceCollection) => void;
  /** The place's position: where a new circle goes. */
  centre: { lat: number; lng: number } | null;
  /** A message about the geofence (already translated), shown under the map. */
  error?: string | undefined;
}

type Shape = 'circle' | 'polygon';

const circleOf = (centre: GeoJsonPosition, radius: number): GeofenceCollection => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: centre }, properties: { radius } }],
});

const polygonOf = (ring: GeoJsonPosition[]): GeofenceCollection => ({
  type: 'FeatureCollection',
  features: ring.length
    ? [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: {} }]
    : [],
});

export default function GeofenceEditor({ value, onChange, centre, error }: GeofenceEditorProps) {
  const { t } = useTranslation();
  const first = value?.features[0];
  // An empty collection is a polygon being drawn or a circle waiting for its centre: the choice says which.
  const [chosen, setChosen] = useState<Shape>(first?.geometry.type === 'Polygon' ? 'polygon' : 'circle');
  const shape: Shape = first ? (first.geometry.type === 'Polygon' ? 'polygon' : 'circle') : chosen;
  const radius =
    first?.geometry.type === 'Point'
      ? (first.properties?.radius ?? GEOFENCE_RADIUS_DEFAULT_M)
      : GEOFENCE_RADIUS_DEFAULT_M;
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const drawing = useRef<PolygonDrawing | null>(null);
  const latest = useRef({ value, onChange, radius, shape });
  latest.current = { value, onChange, radius, shape };

  const centreOf = (): GeoJsonPosition | null =>
    first?.geometry.type === 'Point' ? first.geometry.coordinates : centre ? [centre.lng, centre.lat] : null;

  useEffect(() => {
    if (!map) return;
    drawing.current = createPolygonDrawing(map, (ring) => latest.current.onChange(polygonOf(ring)));
    const moveCentre = (event: MapMouseEvent) => {
      if (latest.current.shape !== 'circle') return;
      latest.current.onChange(circleOf([event.lngLat.lng, event.lngLat.lat], latest.current.radius));
    };
    map.on('click', moveCentre);
    return () => {
      map.off('click', moveCentre);
      drawing.current?.stop();
      drawing.current = null;
    };
  }, [map]);

  // Open on the saved fence, whatever its shape (MapView frames circles itself as they change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the map appears, not on every edit
  useEffect(() => {
    const bounds = map && value ? boundsOf(displayShapes([{ geofence: value }])) : undefined;
    if (map && bounds) map.fitBounds(bounds, { padding: 40, maxZoom: 16, duration: 0 });
  }, [map]);

  // A polygon is drawn where the place is: follow its position until the first corner is set.
  const hasRing = first?.geometry.type === 'Polygon';
  const centreLat = centre?.lat;
  const centreLng = centre?.lng;
  useEffect(() => {
    if (map && centreLat !== undefined && centreLng !== undefined && shape === 'polygon' && !hasRing)
      map.jumpTo({ center: [centreLng, centreLat], zoom: Math.max(map.getZoom(), 15) });
  }, [map, centreLat, centreLng, shape, hasRing]);

  // Terra Draw shows the polygon while it is edited; MapView shows everything else.
  const polygonRing = first?.geometry.type === 'Polygon' ? first.geometry.coordinates[0] : null;
  const ringKey = JSON.stringify(polygonRing);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the drawing only when the shape or its ring changes from outside
  useEffect(() => {
    if (!drawing.current) return;
    if (shape === 'polygon') drawing.current.start(polygonRing ?? null);
    else drawing.current.stop();
  }, [map, shape, ringKey]);

  const shapes = useMemo(
    () => displayShapes(shape === 'circle' && value ? [{ geofence: value }] : []),
    [shape, value],
  );

  const setShape = (next: Shape) => {
    if (next === shape) return;
    setChosen(next);
    if (next === 'polygon') onChange(polygonOf([]));
    else {
      const at = centre ? ([centre.lng, centre.lat] as GeoJsonPosition) : null;
      if (at) onChange(circleOf(at, GEOFENCE_RADIUS_DEFAULT_M));
      else onChange({ type: 'FeatureCollection', features: [] });
    }
  };

  const setRadius = (next: number) => {
    const at = centreOf();
    if (at && Number.isFinite(next)) onChange(circleOf(at, next));
  };

  // The radius field and its slider edit the same bounded value, once the circle has a centre.
  const radiusRange = {
    value: radius,
    minValue: GEOFENCE_RADIUS_MIN_M,
    maxValue: GEOFENCE_RADIUS_MAX_M,
    step: 50,
    isDisabled: !centreOf(),
  };

  return (
    <div className="geofence-editor">
      <div className="geofence-editor__controls">
        <RadioChoice<Shape>
          label={t('geofence.shape')}
          value={shape}
          options={[
            { id: 'circle', label: t('geofence.circle') },
            { id: 'polygon', label: t('geofence.polygon') },
          ]}
          onChange={setShape}
        />
        {shape === 'circle' ? (
          <>
            <NumberField className="field field--narrow" {...radiusRange} onChange={setRadius}>
              <Label className="field__label">{t('geofence.radius')}</Label>
              <Group className="field__input-wrap">
                <Input className="field__input" name="radius" />
              </Group>
            </NumberField>
            <Slider
              className="radius-slider"
              {...radiusRange}
              onChange={(next) => setRadius(next as number)}
              aria-label={t('geofence.radiusSlider')}
            >
              <SliderTrack className="radius-slider__track">
                <SliderThumb className="radius-slider__thumb" />
              </SliderTrack>
            </Slider>
          </>
        ) : (
          <Button className="button button--secondary" onPress={() => drawing.current?.start(null)}>
            {t('geofence.redraw')}
          </Button>
        )}
      </div>
      <Text slot="description" className="geofence-editor__help">
        {shape === 'circle' ? t('geofence.circleHelp') : t('geofence.polygonHelp')}
      </Text>
      <div className="map-frame" data-testid="geofence-map" data-shape={shape}>
        <MapView
          label={t('geofence.mapLabel')}
          shapes={shapes}
          fitShapes={shape === 'circle'}
          onMap={setMap}
        />
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
