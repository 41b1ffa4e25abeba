import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../app/api/api-error';
import { flattenOne, flattenPage } from '../../app/api/jsonapi';
import { type ListSort, sortParam } from '../../app/list-query';
import { api } from '../../app/session';
import { showToast } from '../../app/toasts';
import { portfolioQuery, toManyRelationship } from '../portfolios/portfolio-filter';

/** Organizations the session may see: all of them for the back office, its own for anyone else. */
export function useOrganizations(
  query: { search?: string; page?: number; size?: number; portfolio?: string; sort?: ListSort<'name'> } = {},
) {
  return useQuery({
    queryKey: ['organizations', 'list', query],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/organizations', {
          query: {
            'page[size]': query.size ?? 100,
            'page[number]': query.page ?? 1,
            ...(query.sort ? { sort: sortParam(query.sort) } : {}),
            ...(query.search ? { 'filter[search]': query.search } : {}),
            ...portfolioQuery(query.portfolio),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export type Organization = NonNullable<ReturnType<typeof useOrganizations>['data']>['items'][number];

/** One organization: the back office reads any, anyone else only their own (decision 0130). */
export function useOrganization(id: string | undefined) {
  return useQuery({
    queryKey: ['organizations', 'detail', id],
    enabled: id !== undefined,
    queryFn: async ({ signal }) =>
      flattenOne(await api.get('/organizations/{id}', { params: { id: id! }, signal })) as Organization,
  });
}

/** What a save sends; profile, sign-in method and features only from the back office (decision 0130). */
export interface OrganizationValues {
  name: string;
  profile?: 'carrier' | 'lsp' | 'shipper' | 'third-party';
  language: string;
  phone: string | null;
  salesforceId: string | null;
  authenticationMethod?: 'CARGOLENS_CREDENTIALS_ONLY' | 'SSO_ONLY' | 'SSO_OR_CARGOLENS_CREDENTIALS';
  identificationNumbers: string[];
  features?: string[];
  address: { street: string | null; postalCode: string | null; town: string | null; country: string | null };
}

/** Create or change an organization; the lists reload and a toast confirms. */
export function useOrganizationSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      values,
      portfolios,
    }: {
      id?: string;
      values: OrganizationValues;
      portfolios?: string[];
    }) => {
      // Only a portfolios administrator sends the set (decision 0190); anyone else leaves it as it is.
      const relationships = portfolios
        ? { relationships: { portfolios: toManyRelationship('portfolios', portfolios) } }
        : {};
      return id
        ? api.request(`/organizations/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: { data: { type: 'organizations', id, attributes: values, ...relationships } },
          })
        : api.request('/organizations', {
            method: 'POST',
            body: { data: { type: 'organizations', attributes: values, ...relationships } },
          });
    },
    onSuccess: async (_document, { id }) => {
      showToast({
        tone: 'success',
        title: 'successTitle',
        text: id ? 'orgAdmin.toasts.organizationUpdated' : 'orgAdmin.toasts.organizationCreated',
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: ['organizations'] }),
        client.invalidateQueries({ queryKey: ['portfolios'] }),
      ]);
    },
  });
}

/** HEAD /organizations/name/{value}: 200 taken, 404 free (shipment-domain §7). */
export async function organizationNameTaken(name: string): Promise<boolean> {
  try {
    await api.request(`/organizations/name/${encodeURIComponent(name)}`, { method: 'HEAD' });
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}
