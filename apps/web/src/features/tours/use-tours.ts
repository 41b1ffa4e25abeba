import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flattenOne, flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { organizationFilter, useActingOrganization } from '../organizations/acting-organization';
import { type ToursQuery, type ToursView, toApiQuery } from './tours-query';

export function useTours(query: ToursQuery, view: ToursView) {
  const organization = useActingOrganization();
  return useQuery({
    queryKey: ['tours', 'list', view, query, organization],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/tours', {
          query: { ...toApiQuery(query, view), ...organizationFilter(organization) },
          signal,
        }),
      ),
    // Keep the current rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The details of the tour of this reference (shipment-domain §2 tours/reference/{ref}/details). */
export function useTourDetails(reference: string) {
  return useQuery({
    queryKey: ['tours', 'details', reference],
    queryFn: async ({ signal }) =>
      flattenOne(await api.get('/tours/reference/{reference}/details', { params: { reference }, signal })),
  });
}
