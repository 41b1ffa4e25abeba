// The homepage widgets' data (decision 0111). Keys under 'homepage': every live change refetches them
// (features/live), so the widgets follow the fleet without polling.
import { useQuery } from '@tanstack/react-query';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';

/** `limit`: the rows a widget shows (its option); its title gives the total. */
export function useLateStops(limit: number) {
  return useQuery({
    queryKey: ['homepage', 'late-stops', limit],
    queryFn: async ({ signal }) =>
      flattenPage(await api.get('/homepage/late-stops', { query: { 'page[size]': limit }, signal })),
  });
}

export function useSilentTours(limit: number) {
  return useQuery({
    queryKey: ['homepage', 'silent-tours', limit],
    queryFn: async ({ signal }) =>
      flattenPage(await api.get('/homepage/silent-tours', { query: { 'page[size]': limit }, signal })),
  });
}

/** Today as the reader's clock has it: from local midnight to the next. */
export function localDay(now: Date): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export function useArrivals(limit: number) {
  const { from, to } = localDay(new Date());
  return useQuery({
    queryKey: ['homepage', 'arrivals', from, to, limit],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/homepage/arrivals', {
          query: { 'filter[from]': from, 'filter[to]': to, 'page[size]': limit },
          signal,
        }),
      ),
  });
}
