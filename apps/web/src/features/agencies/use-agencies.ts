import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../app/api/api-error';
import type { FeatureToastKey } from '../../app/api/error-toasts';
import { flattenPage } from '../../app/api/jsonapi';
import { type ListSort, sortParam } from '../../app/list-query';
import { api } from '../../app/session';
import { showToast } from '../../app/toasts';
import { organizationFilter, organizationRelationship } from '../organizations/acting-organization';

export function useAgencies(
  organization: string | undefined,
  query: { search: string; page: number; sort: ListSort<'name'> },
) {
  return useQuery({
    queryKey: ['agencies', 'list', organization, query],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/agencies', {
          query: {
            'page[size]': 20,
            'page[number]': query.page,
            sort: sortParam(query.sort),
            ...(query.search ? { 'filter[search]': query.search } : {}),
            ...organizationFilter(organization),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export type Agency = NonNullable<ReturnType<typeof useAgencies>['data']>['items'][number];

export interface AgencyValues {
  name: string;
  phone: string | null;
  address: { postalCode: string | null; town: string | null; country: string | null };
  isDefault: boolean;
  hasAutomaticEvent: boolean;
  isCollaborator: boolean;
  tolerableDelayMinutes: number;
  riskyDelayMinutes: number;
  features: string[];
  preferences: Agency['preferences'];
  mobileSettings: Agency['mobileSettings'];
}

type Change =
  | { kind: 'create'; organization: string | undefined; values: AgencyValues }
  | { kind: 'update'; id: string; values: AgencyValues }
  | { kind: 'delete'; id: string };

const SUCCESS: Record<Change['kind'], FeatureToastKey> = {
  create: 'orgAdmin.toasts.agencyCreated',
  update: 'orgAdmin.toasts.agencyUpdated',
  delete: 'orgAdmin.toasts.agencyDeleted',
};

function send(change: Change) {
  if (change.kind === 'create')
    return api.request('/agencies', {
      method: 'POST',
      body: {
        data: {
          type: 'agencies',
          attributes: change.values,
          ...organizationRelationship(change.organization),
        },
      },
    });
  const path = `/agencies/${encodeURIComponent(change.id)}`;
  if (change.kind === 'delete') return api.request(path, { method: 'DELETE' });
  return api.request(path, {
    method: 'PUT',
    body: { data: { type: 'agencies', id: change.id, attributes: change.values } },
  });
}

/** Every write of the agencies tab: the lists reload and a toast confirms. */
export function useAgencyChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_document, change) => {
      showToast({ tone: 'success', title: 'successTitle', text: SUCCESS[change.kind] });
      await client.invalidateQueries({ queryKey: ['agencies'] });
    },
  });
}

/** HEAD /agencies/name/{value} in the organization acted for: 200 taken, 404 free (shipment-domain §7). */
export async function agencyNameTaken(name: string, organization: string | undefined): Promise<boolean> {
  try {
    const query = organization ? `?organization=${encodeURIComponent(organization)}` : '';
    await api.request(`/agencies/name/${encodeURIComponent(name)}${query}`, { method: 'HEAD' });
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}
