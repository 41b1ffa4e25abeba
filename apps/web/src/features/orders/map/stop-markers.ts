// An order's stops as the map draws them: a numbered marker per stop, shaped by what the order does there,
// and the geofence each stop is watched with.
import type { GeofenceCollection } from '@cargolens/domain/geo';
import { displayShapes } from '../../map/geofence-shapes';
import type { MapMarker } from '../../map/map-marker';
import type { Stop } from '../types';

export type StopMarkerKind = 'loading' | 'delivery' | 'passing';

/** What the map needs of a stop. */
export type MappedStop = Pick<
  Stop,
  'id' | 'sequence' | 'activity' | 'name' | 'position' | 'geofencing' | 'geofencingRadius'
>;

export function markerKind(stop: Pick<Stop, 'activity'>): StopMarkerKind {
  if (stop.activity === 'LOADING') return 'loading';
  if (stop.activity === 'UNLOADING') return 'delivery';
  return 'passing';
}

/** One marker per stop, numbered as the stop timeline numbers them; `label` names it for screen readers. */
export function stopMarkers<S extends MappedStop>(stops: S[], label: (stop: S) => string): MapMarker[] {
  return stops.map((stop) => ({
    id: stop.id,
    position: stop.position,
    text: String(stop.sequence),
    label: label(stop),
    kind: markerKind(stop),
  }));
}

/** The stops' geofences, each labelled with the stop it belongs to. */
export function stopShapes(stops: MappedStop[]) {
  return displayShapes(
    stops.flatMap((stop) =>
      stop.geofencing
        ? [{ geofence: stop.geofencing as GeofenceCollection, label: `${stop.sequence}. ${stop.name}` }]
        : [],
    ),
  );
}

export type FenceSummary = { kind: 'circle'; radius: number } | { kind: 'polygon' };

/** What each shape of a stop's geofence is, for the list beside the map. */
export function fenceSummary(stop: Pick<Stop, 'geofencing' | 'geofencingRadius'>): FenceSummary[] {
  return (stop.geofencing?.features ?? []).map((feature) =>
    feature.geometry.type === 'Point'
      ? { kind: 'circle', radius: feature.properties.radius ?? stop.geofencingRadius }
      : { kind: 'polygon' },
  );
}
