// The map and the geofence editor as lazily loaded components: importing this file costs a few bytes; the
// MapLibre chunk is fetched the first time one of them renders.
import { type ComponentProps, lazy, Suspense } from 'react';
import { Loading } from '../../ui/Status';

const MapViewChunk = lazy(() => import('./MapView'));
const GeofenceEditorChunk = lazy(() => import('./GeofenceEditor'));

export function LazyMapView(props: ComponentProps<typeof MapViewChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <MapViewChunk {...props} />
    </Suspense>
  );
}

export function LazyGeofenceEditor(props: ComponentProps<typeof GeofenceEditorChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <GeofenceEditorChunk {...props} />
    </Suspense>
  );
}
