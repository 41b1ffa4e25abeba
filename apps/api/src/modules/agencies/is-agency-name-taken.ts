import type { TenantScope } from '../../kernel/tenant-scope';
import type { AgenciesRepository } from './repository';

/**
 * HEAD /agencies/name/{value} (§7): taken in the caller's organization, or for the back office in the one
 * it names. Another organization's names read as free to everyone else.
 */
export async function isAgencyNameTaken(
  repository: AgenciesRepository,
  scope: TenantScope,
  name: string,
  organization?: number,
): Promise<boolean> {
  if (organization !== undefined && !scope.allOrganizations) return false;
  return repository.nameTaken(organization ?? scope.organizationId, name.trim());
}
