// The one map component: MapLibre GL JS over the configured base map, with geofence shapes drawn on top.
// Loaded only through LazyMap (React.lazy), so pages without a map never download MapLibre.
import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import {
  type GeoJSONSource,
  Map as MapLibre,
  type Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../ui/Status';
import { baseStyle } from './base-style';
import { boundsOf, type displayShapes } from './geofence-shapes';
import type { MapMarker } from './map-marker';
import { useMapConfig } from './use-map-config';
import { useMarkers } from './use-markers';

// Bundled beside the app (Vite emits it as a file): the worker is never fetched from elsewhere.
setWorkerUrl(workerUrl);

export type Shapes = ReturnType<typeof displayShapes>;

export interface MapViewProps {
  /** Accessible name of the map. */
  label: string;
  /** Geofences to draw, as polygons (see displayShapes). */
  shapes?: Shapes;
  /** A driven track drawn as a line under the markers, [lng, lat] oldest first. */
  track?: [number, number][];
  /**
   * A moving marker (the truck). It and the track are framed when they first appear, not on every move, so
   * live updates never take the view away from someone panning the map.
   */
  vehicle?: MapMarker | undefined;
  /** Markers drawn above the shapes (e.g. an order's numbered stops). */
  markers?: MapMarker[];
  /** The marker to centre the map on and raise; a new object centres it again. */
  focus?: { markerId: string };
  /** Frame the shapes and markers whenever they change (default true). */
  fitShapes?: boolean;
  /** The map once its style has loaded, for editors that add their own layers; null when it goes away. */
  onMap?: (map: MapLibreMap | null) => void;
  children?: ReactNode;
}

const EUROPE: [number, number] = [6, 48];
const EMPTY: Shapes = { type: 'FeatureCollection', features: [] };
const NO_MARKERS: MapMarker[] = [];
const NO_TRACK: [number, number][] = [];

function trackLine(track: [number, number][]) {
  return {
    type: 'FeatureCollection' as const,
    features:
      track.length > 1
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: { type: 'LineString' as const, coordinates: track },
            },
          ]
        : [],
  };
}

export default function MapView({
  label,
  shapes = EMPTY,
  markers = NO_MARKERS,
  track = NO_TRACK,
  vehicle,
  focus,
  fitShapes = true,
  onMap,
  children,
}: MapViewProps) {
  const { t, i18n } = useTranslation();
  const config = useMapConfig();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const onMapRef = useRef(onMap);
  onMapRef.current = onMap;

  // The map is built once per configuration; labels follow the language on the next visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilding the map on every render would lose its view
  useEffect(() => {
    if (!config.data || !container.current) return;
    const instance = new MapLibre({
      container: container.current,
      style: baseStyle(config.data, i18n.language),
      center: EUROPE,
      zoom: 3.5,
      attributionControl: { compact: true },
      locale: {
        'Map.Title': label,
        'NavigationControl.ZoomIn': t('map.zoomIn'),
        'NavigationControl.ZoomOut': t('map.zoomOut'),
        'NavigationControl.ResetBearing': t('map.resetBearing'),
        'AttributionControl.ToggleAttribution': t('map.attribution'),
      },
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.on('load', () => {
      instance.addSource('shapes', { type: 'geojson', data: EMPTY });
      instance.addLayer({
        id: 'shapes-fill',
        type: 'fill',
        source: 'shapes',
        paint: { 'fill-color': '#2563eb', 'fill-opacity': 0.18 },
      });
      instance.addLayer({
        id: 'shapes-line',
        type: 'line',
        source: 'shapes',
        paint: { 'line-color': '#1d4ed8', 'line-width': 2 },
      });
      instance.addSource('track', { type: 'geojson', data: EMPTY });
      instance.addLayer({
        id: 'track-line',
        type: 'line',
        source: 'track',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#7c3aed', 'line-width': 4, 'line-opacity': 0.85 },
      });
      instance.addLayer({
        id: 'shapes-marker',
        type: 'circle',
        source: 'shapes',
        filter: ['==', ['geometry-type'], 'Point'],
        maxzoom: 11,
        paint: {
          'circle-radius': 6,
          'circle-color': '#1d4ed8',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      });
      instance.addLayer({
        id: 'shapes-label',
        type: 'symbol',
        source: 'shapes',
        filter: ['==', ['geometry-type'], 'Point'],
        minzoom: 7,
        layout: {
          'text-field': ['get', 'label'],
          'text-font': ['sans-serif'],
          'text-size': 12,
          'text-anchor': 'bottom',
          'text-offset': [0, -0.8],
        },
        paint: { 'text-color': '#1e3a8a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      });
      setMap(instance);
      onMapRef.current?.(instance);
    });
    return () => {
      onMapRef.current?.(null);
      setMap(null);
      instance.remove();
    };
  }, [config.data]);

  const live = useRef({ track, vehicle });
  live.current = { track, vehicle };
  const hasLive = track.length > 1 || vehicle !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: hasLive frames the track and truck once, when they appear
  useEffect(() => {
    if (!map) return;
    (map.getSource('shapes') as GeoJSONSource | undefined)?.setData(shapes);
    const { track: drawn, vehicle: moving } = live.current;
    const positions = [...markers, ...(moving ? [moving] : [])].map((m): [number, number] => [
      m.position.lng,
      m.position.lat,
    ]);
    const bounds = fitShapes ? boundsOf(shapes, [...positions, ...drawn]) : undefined;
    if (bounds) map.fitBounds(bounds, { padding: 40, maxZoom: 15, duration: 0 });
  }, [map, shapes, markers, fitShapes, hasLive]);

  useEffect(() => {
    (map?.getSource('track') as GeoJSONSource | undefined)?.setData(trackLine(track));
  }, [map, track]);

  const drawnMarkers = useMemo(() => (vehicle ? [...markers, vehicle] : markers), [markers, vehicle]);
  useMarkers(map, drawnMarkers, focus);

  if (config.isError) return <LoadError message={t('map.failed')} onRetry={() => void config.refetch()} />;
  return (
    <div
      className="map"
      data-testid="map"
      data-ready={map ? 'true' : 'false'}
      data-track-points={track.length}
    >
      <div ref={container} className="map__canvas" />
      {!map && (
        <div className="map__loading">
          <Loading />
        </div>
      )}
      {children}
    </div>
  );
}
