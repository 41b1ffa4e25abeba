import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenOne, flattenPage } from '../../app/api/jsonapi';
import { usePageQuery } from '../../app/api/list-data';
import { api } from '../../app/session';
import { organizationFilter } from '../organizations/acting-organization';
import type { Place } from './place-form';
import type { PlacesQuery } from './places-query';

/** The address book; `organization` narrows it to the organization the back office acts for (decision 0132). */
export function usePlaces(organization: string | undefined, query: PlacesQuery) {
  return usePageQuery(['places', 'list', organization, query], '/places', {
    'page[number]': query.page,
    'page[size]': query.size,
    'filter[search]': query.search || undefined,
    'filter[isActive]': query.inactive ? undefined : 'true',
    ...organizationFilter(organization),
  });
}

export function usePlace(id: string | undefined) {
  return useQuery({
    queryKey: ['places', 'detail', id],
    queryFn: async ({ signal }) => flattenOne(await api.get('/places/{id}', { params: { id: id! }, signal })),
    enabled: id !== undefined,
  });
}

/**
 * Creates (no id) or changes a place; errors come back to the form, not as toasts. A create names the
 * organization the back office acts for (`?organization=`), whose address book gets the place.
 */
export function useSavePlace(organization?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, attributes }: { id?: string; attributes: Record<string, unknown> }) => {
      const create = organization ? `/places?organization=${encodeURIComponent(organization)}` : '/places';
      const document = await api.request<Parameters<typeof flattenOne>[0]>(id ? `/places/${id}` : create, {
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
