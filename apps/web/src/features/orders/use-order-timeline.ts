import { useQuery } from '@tanstack/react-query';
import type { Flat, Schemas } from '../../app/api/api-types';
import { flattenOne } from '../../app/api/jsonapi';
import { api } from '../../app/session';

export type OrderTimeline = Flat<Schemas['OrderTimeline']>;
export type TimelineStep = OrderTimeline['steps'][number];

/** The order's timeline as the API builds it with the domain's buildTimeline (decision 0066). */
export function useOrderTimeline(id: string) {
  return useQuery({
    queryKey: ['orders', 'timeline', id],
    queryFn: async ({ signal }) =>
      flattenOne(await api.get('/orders/{id}/timeline', { params: { id }, signal })),
  });
}
