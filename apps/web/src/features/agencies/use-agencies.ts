import { usePageQuery } from '../../app/api/list-data';
import { valueTaken } from '../../app/api/value-taken';
import { type ListSort, sortParam } from '../../app/list-query';
import { organizationFilter } from '../organizations/acting-organization';
import { useItemWrites } from '../organizations/item-writes';

export function useAgencies(
  organization: string | undefined,
  query: { search: string; page: number; sort: ListSort<'name'> },
) {
  return usePageQuery(['agencies', 'list', organization, query], '/agencies', {
    'page[size]': 20,
    'page[number]': query.page,
    sort: sortParam(query.sort),
    ...(query.search ? { 'filter[search]': query.search } : {}),
    ...organizationFilter(organization),
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

/** Every write of the agencies tab: the lists reload and a toast confirms. */
export function useAgencyChange() {
  return useItemWrites<AgencyValues>(
    { path: '/agencies', type: 'agencies', update: 'PUT' },
    {
      create: 'orgAdmin.toasts.agencyCreated',
      update: 'orgAdmin.toasts.agencyUpdated',
      delete: 'orgAdmin.toasts.agencyDeleted',
    },
    ['agencies'],
  );
}

/** HEAD /agencies/name/{value} in the organization acted for: 200 taken, 404 free (shipment-domain §7). */
export async function agencyNameTaken(name: string, organization: string | undefined): Promise<boolean> {
  const query = organization ? `?organization=${encodeURIComponent(organization)}` : '';
  return valueTaken(`/agencies/name/${encodeURIComponent(name)}${query}`);
}
