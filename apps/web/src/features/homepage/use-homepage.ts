// The homepage widgets' data (decision 0111). Keys under 'homepage': every live change refetches them
// (features/live), so the widgets follow the fleet without polling.
import { useQuery } from '@tanstack/react-query';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';

/** Rows a widget shows; its title gives the total. */
export const WIDGET_SIZE = 10;

export function useLateStops() {
  return useQuery({
    queryKey: ['homepage', 'late-stops'],
    queryFn: async ({ signal }) =>
      flattenPage(await api.get('/homepage/late-stops', { query: { 'page[size]': WIDGET_SIZE }, signal })),
  });
}

export function useSilentTours() {
  return useQuery({
    queryKey: ['homepage', 'silent-tours'],
    queryFn: async ({ signal }) =>
      flattenPage(await api.get('/homepage/silent-tours', { query: { 'page[size]': WIDGET_SIZE }, signal })),
  });
}

/** Today as the reader's clock has it: from local midnight to the next. */
export function localDay(now: Date): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export function useArrivals() {
  const { from, to } = localDay(new Date());
  return useQuery({
    queryKey: ['homepage', 'arrivals', from, to],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/homepage/arrivals', {
          query: { 'filter[from]': from, 'filter[to]': to, 'page[size]': WIDGET_SIZE },
          signal,
        }),
      ),
  });
}
