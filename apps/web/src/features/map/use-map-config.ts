import { useQuery } from '@tanstack/react-query';
import { flattenOne } from '../../app/api/jsonapi';
import { api } from '../../app/session';

/** Which base map to show: the API reads MAP_STYLE_URL and MAP_PMTILES, the web app follows. */
export function useMapConfig() {
  return useQuery({
    queryKey: ['map-config'],
    queryFn: async ({ signal }) => flattenOne(await api.get('/map-config', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type MapConfig = NonNullable<ReturnType<typeof useMapConfig>['data']>;
