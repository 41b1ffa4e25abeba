// The global map's data (GET /map/tours, decision 0145). The key sits under 'tours', which live updates refetch
// on every tracking change (features/live, decision 0110): the markers move without a reload.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { type MapToursQuery, toMapApiQuery } from './map-tours-query';

export function useMapTours(query: MapToursQuery) {
  return useQuery({
    queryKey: ['tours', 'map', query],
    queryFn: async ({ signal }) =>
      flattenPage(await api.get('/map/tours', { query: toMapApiQuery(query), signal })),
    placeholderData: keepPreviousData,
  });
}
