// Agencies of an organization (shipment-domain §3 Agency): read by its web users (user forms, preferences),
// administrated with ADMINISTRATION_USERS (§2 Administration tabs: agencies). The back office works on behalf
// of any organization (decision 0132). One use case per file, over internal ids (decision 0222).
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { findAgency } from './agency-write';
import { createAgency } from './create-agency';
import { deleteAgency } from './delete-agency';
import { isAgencyNameTaken } from './is-agency-name-taken';
import { listAgencies } from './list-agencies';
import type { AgenciesRepository } from './repository';
import { updateAgency } from './update-agency';

export function createAgenciesService(repository: AgenciesRepository, geo: GeoService) {
  return {
    list: (scope: TenantScope, input: Parameters<typeof listAgencies>[2]) =>
      listAgencies(repository, scope, input),
    get: (scope: TenantScope, id: number) => findAgency(repository, scope, id),
    create: (scope: TenantScope, input: Parameters<typeof createAgency>[3]) =>
      createAgency(repository, geo, scope, input),
    update: (scope: TenantScope, id: number, input: Parameters<typeof updateAgency>[4]) =>
      updateAgency(repository, geo, scope, id, input),
    remove: (scope: TenantScope, id: number) => deleteAgency(repository, scope, id),
    nameTaken: (scope: TenantScope, name: string, organization?: number) =>
      isAgencyNameTaken(repository, scope, name, organization),
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
