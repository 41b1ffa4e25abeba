// Which organization a write is for, named by internal id (decision 0222): acting-organization.ts's rules for
// services whose routes decode public ids. Everyone writes for their own; back-office users may name another one.
import { AppError, type FieldPath } from '@cargolens/domain/errors';
import type { TenantScope } from './tenant-scope';
import { UNKNOWN_ID } from './unknown-id';

/**
 * The organization `id` names (the caller's own when absent). Naming another organization without back-office
 * rights is refused whether or not it exists, so the answer tells nothing about other tenants. The caller still
 * checks that a back-office choice exists.
 */
export function actingOrganizationId(scope: TenantScope, id: number | undefined, field: FieldPath): number {
  if (id === undefined) return scope.organizationId;
  if (!scope.allOrganizations && id !== scope.organizationId)
    throw new AppError('http.access_denied_error', { field });
  if (id === UNKNOWN_ID) throw new AppError('organization.not_found_error', { field });
  return id;
}

/**
 * The organization a back-office list narrows to (`filter[organization]`, decision 0004): none when absent;
 * anyone else using the filter is refused, whatever it names.
 */
export function organizationFilterId(
  scope: TenantScope,
  id: number | undefined,
  field: FieldPath = ['filter', 'organization'],
): number | undefined {
  if (id === undefined) return undefined;
  if (!scope.allOrganizations) throw new AppError('http.access_denied_error', { field });
  if (id === UNKNOWN_ID) throw new AppError('organization.not_found_error', { field });
  return id;
}
