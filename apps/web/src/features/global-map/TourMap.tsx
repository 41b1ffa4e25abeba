// The global map's canvas (loaded lazily with MapLibre): one clustered GeoJSON source of the tours' latest
// positions — MapLibre's own clustering, no plugin — a label beside each tour, and a popover for the selected
// tour rendered by React into a MapLibre popup.
import { type GeoJSONSource, type MapLayerMouseEvent, type Map as MapLibreMap, Popup } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import MapView from '../map/MapView';
import { TourSummary } from './TourSummary';
import type { MapTour, TourPoints, ViewBounds } from './tour-points';

const SOURCE = 'tours';
const EMPTY: TourPoints = { type: 'FeatureCollection', features: [] };
/** How far the map zooms in on a tour chosen in the list, at least. */
const FOCUS_ZOOM = 9;

export interface TourMapProps {
  points: TourPoints;
  tours: readonly MapTour[];
  selected: { id: string } | null;
  onSelect: (id: string | null) => void;
  onView: (bounds: ViewBounds) => void;
  /** Changes when the filters do: the map frames the tours again. */
  frameKey: string;
}

function addTourLayers(map: MapLibreMap) {
  map.addSource(SOURCE, {
    type: 'geojson',
    data: EMPTY,
    cluster: true,
    clusterRadius: 48,
    clusterMaxZoom: 12,
  });
  map.addLayer({
    id: 'tour-clusters',
    type: 'circle',
    source: SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#1d5fd1',
      'circle-opacity': 0.85,
      'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 100, 26, 1000, 32],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'tour-cluster-count',
    type: 'symbol',
    source: SOURCE,
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': ['sans-serif'],
      'text-size': 13,
    },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: 'tour-points',
    type: 'circle',
    source: SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-radius': 8,
      'circle-color': ['match', ['get', 'colour'], 'green', '#15803d', 'yellow', '#b45309', '#b91c1c'],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'tour-labels',
    type: 'symbol',
    source: SOURCE,
    filter: ['!', ['has', 'point_count']],
    layout: {
      'text-field': ['get', 'label'],
      'text-font': ['sans-serif'],
      'text-size': 12,
      'text-anchor': 'left',
      'text-offset': [1, 0],
      'text-optional': true,
    },
    paint: { 'text-color': '#0f2a44', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
  });
}

function frame(map: MapLibreMap, points: TourPoints) {
  const coordinates = points.features.map((f) => f.geometry.coordinates);
  if (coordinates.length === 0) return;
  const lngs = coordinates.map((c) => c[0]);
  const lats = coordinates.map((c) => c[1]);
  map.fitBounds(
    [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
    { padding: 48, maxZoom: 10, duration: 0 },
  );
}

export default function TourMap({ points, tours, selected, onSelect, onView, frameKey }: TourMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const callbacks = useRef({ onSelect, onView });
  callbacks.current = { onSelect, onView };

  useEffect(() => {
    if (!map) return;
    addTourLayers(map);
    const report = () => {
      const b = map.getBounds();
      callbacks.current.onView([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);
    };
    const openCluster = async (event: MapLayerMouseEvent) => {
      const cluster = event.features?.[0];
      if (cluster?.geometry.type !== 'Point') return;
      const zoom = await (map.getSource(SOURCE) as GeoJSONSource).getClusterExpansionZoom(
        cluster.properties.cluster_id as number,
      );
      map.easeTo({ center: cluster.geometry.coordinates as [number, number], zoom });
    };
    const openTour = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.properties.id;
      if (typeof id === 'string') callbacks.current.onSelect(id);
    };
    const pointer = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const plain = () => {
      map.getCanvas().style.cursor = '';
    };
    // A click beside the tours closes the popover (the popup's own closeOnClick would also fire on a click
    // that opens another tour, after it).
    const closeOnBackground = (event: MapLayerMouseEvent) => {
      const hit = map.queryRenderedFeatures(event.point, { layers: ['tour-clusters', 'tour-points'] });
      if (hit.length === 0) callbacks.current.onSelect(null);
    };
    map.on('click', closeOnBackground);
    map.on('click', 'tour-clusters', openCluster);
    map.on('click', 'tour-points', openTour);
    for (const layer of ['tour-clusters', 'tour-points']) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    map.on('moveend', report);
    report();
    return () => {
      map.off('moveend', report);
      map.off('click', closeOnBackground);
    };
  }, [map]);

  useEffect(() => {
    (map?.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(points);
  }, [map, points]);

  // Frame the tours when they first arrive and whenever the filters change, not on every live update.
  const framed = useRef<string | null>(null);
  useEffect(() => {
    if (!map || points.features.length === 0 || framed.current === frameKey) return;
    framed.current = frameKey;
    frame(map, points);
  }, [map, points, frameKey]);

  const tour = useMemo(() => tours.find((candidate) => candidate.id === selected?.id), [tours, selected]);
  const [popupNode, setPopupNode] = useState<HTMLElement | null>(null);
  const lng = tour?.position?.lng;
  const lat = tour?.position?.lat;
  const popupRef = useRef<Popup | null>(null);
  const where = useRef<[number, number] | null>(null);
  where.current = lng === undefined || lat === undefined ? null : [lng, lat];
  useEffect(() => {
    if (!map || !tour?.id || !where.current) return;
    const node = document.createElement('div');
    const popup = new Popup({ maxWidth: '320px', focusAfterOpen: false, offset: 12, closeOnClick: false })
      .setDOMContent(node)
      .setLngLat(where.current)
      .addTo(map);
    // Closed by its button, Escape or a click on the map; not when another tour replaces it (cleanup below).
    const closed = () => callbacks.current.onSelect(null);
    popup.on('close', closed);
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closed();
    };
    document.addEventListener('keydown', onEscape);
    popupRef.current = popup;
    setPopupNode(node);
    return () => {
      popup.off('close', closed);
      document.removeEventListener('keydown', onEscape);
      popupRef.current = null;
      setPopupNode(null);
      popup.remove();
    };
  }, [map, tour?.id]);
  // The popover follows the truck as live updates move it.
  useEffect(() => {
    if (lng !== undefined && lat !== undefined) popupRef.current?.setLngLat([lng, lat]);
  }, [lng, lat]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: centre on a new choice only, not on every move
  useEffect(() => {
    if (!map || !selected) return;
    const chosen = tours.find((candidate) => candidate.id === selected.id)?.position;
    if (chosen)
      map.easeTo({
        center: [chosen.lng, chosen.lat],
        zoom: Math.max(map.getZoom(), FOCUS_ZOOM),
        duration: 0,
      });
  }, [map, selected]);

  return (
    <div data-testid="tour-map" data-tours={points.features.length}>
      <MapView label={t('globalMap.mapLabel')} fitShapes={false} onMap={setMap} />
      {popupNode && tour && createPortal(<TourSummary tour={tour} />, popupNode)}
    </div>
  );
}
