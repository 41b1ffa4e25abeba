import { organizationFilterId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { MeanFilters, MeanSort, MeansRepository } from './repository';

/** A page of the resources the scope sees; back office may narrow to one organization. */
export function listMeans(
  repository: MeansRepository,
  scope: TenantScope,
  input: {
    filters: Omit<MeanFilters, 'organizationId'> & { organization?: number };
    sort: MeanSort[];
    page: { number: number; size: number };
  },
) {
  const { organization, ...filters } = input.filters;
  const organizationId = organizationFilterId(scope, organization);
  return repository.list(scope, { ...filters, organizationId }, input.sort, input.page);
}
