// Organizations (shipment-domain §3 Organization): the back office lists, creates and changes them all; an
// organization's administrator reads and changes its own. A blank organization gets the default features (§6).
// One use case per file, over internal ids (decision 0222).
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { createOrganization } from './create-organization';
import { isOrganizationNameTaken } from './is-organization-name-taken';
import { listOrganizations } from './list-organizations';
import {
  findOrganization,
  type OrganizationCaller,
  type OrganizationPortfolios,
} from './organization-checks';
import type { OrganizationsRepository } from './repository';
import type { OrganizationInput, OrganizationRelationships } from './schemas';
import { updateOrganization } from './update-organization';

export function createOrganizationsService(
  repository: OrganizationsRepository,
  geo: GeoService,
  portfolios: OrganizationPortfolios,
) {
  const deps = { repository, geo, portfolios };
  return {
    list: (scope: TenantScope, callerId: number, input: Parameters<typeof listOrganizations>[3]) =>
      listOrganizations(repository, scope, callerId, input),
    get: (scope: TenantScope, id: number) => findOrganization(repository, scope, id),
    create: (
      scope: TenantScope,
      caller: OrganizationCaller,
      input: OrganizationInput,
      relationships?: OrganizationRelationships,
    ) => createOrganization(deps, scope, caller, input, relationships),
    update: (
      scope: TenantScope,
      caller: OrganizationCaller,
      id: number,
      input: Parameters<typeof updateOrganization>[4],
      relationships?: OrganizationRelationships,
    ) => updateOrganization(deps, scope, caller, id, input, relationships),
    nameTaken: (scope: TenantScope, name: string) => isOrganizationNameTaken(repository, scope, name),
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
