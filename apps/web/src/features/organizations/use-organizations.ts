import { useQuery } from '@tanstack/react-query';
import { flattenOne } from '../../app/api/jsonapi';
import { useItemChange, usePageQuery } from '../../app/api/list-data';
import { valueTaken } from '../../app/api/value-taken';
import { type ListSort, sortParam } from '../../app/list-query';
import { api } from '../../app/session';
import { portfolioQuery, toManyRelationship } from '../portfolios/portfolio-filter';

/** Organizations the session may see: all of them for the back office, its own for anyone else. */
export function useOrganizations(
  query: { search?: string; page?: number; size?: number; portfolio?: string; sort?: ListSort<'name'> } = {},
) {
  return usePageQuery(['organizations', 'list', query], '/organizations', {
    'page[size]': query.size ?? 100,
    'page[number]': query.page ?? 1,
    ...(query.sort ? { sort: sortParam(query.sort) } : {}),
    ...(query.search ? { 'filter[search]': query.search } : {}),
    ...portfolioQuery(query.portfolio),
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
  return useItemChange(saveOrganization, {
    success: ({ id }) => (id ? 'orgAdmin.toasts.organizationUpdated' : 'orgAdmin.toasts.organizationCreated'),
    reloads: ['organizations', 'portfolios'],
  });
}

function saveOrganization({
  id,
  values,
  portfolios,
}: {
  id?: string;
  values: OrganizationValues;
  portfolios?: string[];
}) {
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
}

/** HEAD /organizations/name/{value}: 200 taken, 404 free (shipment-domain §7). */
export async function organizationNameTaken(name: string): Promise<boolean> {
  return valueTaken(`/organizations/name/${encodeURIComponent(name)}`);
}
