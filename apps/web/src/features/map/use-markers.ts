// Keeps MapLibre markers in step with a list of MapMarker: one element per marker, labelled for assistive
// technology (role img; the page lists the same places as text for keyboard users), and the focused one raised.
import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { MapMarker } from './map-marker';

/** How far the map zooms in on a focused marker, at least. */
const FOCUS_ZOOM = 13;

function markerElement(marker: MapMarker): HTMLElement {
  const element = document.createElement('div');
  element.className = `map-marker map-marker--${marker.kind}`;
  element.textContent = marker.text;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', marker.label);
  element.title = marker.label;
  element.dataset.markerId = marker.id;
  return element;
}

export function useMarkers(
  map: MapLibreMap | null,
  markers: MapMarker[],
  focus: { markerId: string } | undefined,
) {
  const drawn = useRef(new Map<string, Marker>());

  useEffect(() => {
    if (!map) return;
    const added = markers.map((marker) => {
      const drawnMarker = new Marker({ element: markerElement(marker) })
        .setLngLat([marker.position.lng, marker.position.lat])
        .addTo(map);
      drawn.current.set(marker.id, drawnMarker);
      return drawnMarker;
    });
    return () => {
      for (const marker of added) marker.remove();
      drawn.current.clear();
    };
  }, [map, markers]);

  useEffect(() => {
    if (!map || !focus) return;
    const marker = drawn.current.get(focus.markerId);
    if (!marker) return;
    for (const [id, other] of drawn.current)
      other.getElement().classList.toggle('map-marker--focused', id === focus.markerId);
    map.easeTo({ center: marker.getLngLat(), zoom: Math.max(map.getZoom(), FOCUS_ZOOM), duration: 0 });
  }, [map, focus]);
}
