import { organizationFilterId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { PlaceFilters, PlaceSort, PlacesRepository } from './repository';

/** A page of the address book, with the places' contacts; back office may narrow to one organization. */
export async function listPlaces(
  repository: PlacesRepository,
  scope: TenantScope,
  input: Omit<PlaceFilters, 'organizationId'> & {
    organization?: number;
    sort: PlaceSort[];
    page: { number: number; size: number };
  },
) {
  const { organization, sort, page, ...filters } = input;
  const organizationId = organizationFilterId(scope, organization);
  const { items, total } = await repository.list(scope, { ...filters, organizationId }, sort, page);
  return { items, contacts: await repository.contactsOf(items.map((p) => p.id)), total };
}
