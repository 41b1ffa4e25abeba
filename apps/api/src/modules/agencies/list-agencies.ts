import { organizationFilterId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { AgenciesRepository, AgencySort } from './repository';

/** A page of the agencies the scope sees; back office may narrow to one organization. */
export function listAgencies(
  repository: AgenciesRepository,
  scope: TenantScope,
  input: {
    search?: string;
    isCollaborator?: boolean;
    organization?: number;
    sort: AgencySort[];
    page: { number: number; size: number };
  },
) {
  const organizationId = organizationFilterId(scope, input.organization);
  return repository.list(
    scope,
    { search: input.search, isCollaborator: input.isCollaborator, organizationId },
    input.sort,
    input.page,
  );
}
