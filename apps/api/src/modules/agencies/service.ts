// Agencies of an organization (shipment-domain §3 Agency): read by its web users (user forms, preferences),
// administrated with ADMINISTRATION_USERS (§2 Administration tabs: agencies).
import { organizationFilter } from '../../kernel/acting-organization';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { AgenciesRepository, AgencySort } from './repository';

export function createAgenciesService(repository: AgenciesRepository) {
  return {
    list(
      scope: TenantScope,
      input: {
        search?: string;
        isCollaborator?: boolean;
        organization?: string;
        sort: AgencySort[];
        page: { number: number; size: number };
      },
    ) {
      const organizationId = organizationFilter(scope, input.organization);
      return repository.list(
        scope,
        { search: input.search, isCollaborator: input.isCollaborator, organizationId },
        input.sort,
        input.page,
      );
    },
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
