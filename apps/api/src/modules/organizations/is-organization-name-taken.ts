import type { TenantScope } from '../../kernel/tenant-scope';
import type { OrganizationsRepository } from './repository';

/**
 * HEAD /organizations/name/{value} (shipment-domain §7): taken or free. Names are unique over the platform,
 * but only the back office may learn about other organizations: to anyone else only their own organization's
 * name reads as taken.
 */
export async function isOrganizationNameTaken(
  repository: OrganizationsRepository,
  scope: TenantScope,
  name: string,
): Promise<boolean> {
  const value = name.trim();
  if (scope.allOrganizations) return repository.nameTaken(value);
  const own = await repository.find(scope, scope.organizationId);
  return own !== undefined && own.name.toLowerCase() === value.toLowerCase();
}
