// The order's driven track and its truck's current position (GET /orders/{id}/track, decision 0145). The key is
// the one live updates already refresh when a change names the order (features/live, decision 0110).
import { useQuery } from '@tanstack/react-query';
import { flattenOne } from '../../../app/api/jsonapi';
import { api } from '../../../app/session';

export function useOrderTrack(id: string) {
  return useQuery({
    queryKey: ['orders', 'track', id],
    queryFn: async ({ signal }) =>
      flattenOne(await api.get('/orders/{id}/track', { params: { id }, signal })),
  });
}

export type OrderTrack = NonNullable<ReturnType<typeof useOrderTrack>['data']>;

/** The track as the map draws it: [lng, lat], oldest first. */
export function trackCoordinates(track: Pick<OrderTrack, 'points'> | undefined): [number, number][] {
  return track ? track.points.map((point): [number, number] => [point.lng, point.lat]) : [];
}
