import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenOne, flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import type { Place } from './place-form';
import type { PlacesQuery } from './places-query';

export function usePlaces(query: PlacesQuery) {
  return useQuery({
    queryKey: ['places', 'list', query],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/places', {
          query: {
            'page[number]': query.page,
            'page[size]': query.size,
            'filter[search]': query.search || undefined,
            'filter[isActive]': query.inactive ? undefined : 'true',
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePlace(id: string | undefined) {
  return useQuery({
    queryKey: ['places', 'detail', id],
    queryFn: async ({ signal }) => flattenOne(await api.get('/places/{id}', { params: { id: id! }, signal })),
    enabled: id !== undefined,
  });
}

/** Creates (no id) or changes a place; errors come back to the form, not as toasts. */
export function useSavePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, attributes }: { id?: string; attributes: Record<string, unknown> }) => {
      const document = await api.request<Parameters<typeof flattenOne>[0]>(id ? `/places/${id}` : '/places', {
        method: id ? 'PATCH' : 'POST',
        body: { data: { type: 'places', attributes } },
        toast: false,
      });
      return flattenOne(document) as unknown as Place;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['places'] }),
  });
}

/** The first candidate position of an address, with its time zone; undefined when the address is unknown. */
export async function geocodeAddress(text: string, country: string) {
  const page = flattenPage(
    await api.get('/geocode', { query: { q: text, country: country || undefined, 'page[size]': 1 } }),
  );
  return page.items[0];
}

export async function timeZoneAt(lat: number, lng: number): Promise<string | undefined> {
  try {
    return flattenOne(await api.get('/timezone', { query: { lat, lng } })).code;
  } catch {
    return undefined;
  }
}
