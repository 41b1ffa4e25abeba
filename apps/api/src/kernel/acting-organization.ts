// Which organization a write is for. Everyone writes for their own; back-office users may name another one
// (shipment-domain §1: they act on behalf of organizations), in a body relationship or a filter.
import { AppError, type ErrorSource } from '@cargolens/domain/errors';
import { decodeId } from './public-id';
import type { TenantScope } from './tenant-scope';

/**
 * The organization id named by `hashId` (the caller's own when absent). Naming another organization without
 * back-office rights is refused whether or not it exists, so the answer tells nothing about other tenants.
 * The caller still checks that a back-office choice exists.
 */
export function actingOrganization(
  scope: TenantScope,
  hashId: string | undefined,
  source: ErrorSource,
): number {
  if (hashId === undefined) return scope.organizationId;
  const id = decodeId(hashId);
  if (!scope.allOrganizations && id !== scope.organizationId)
    throw new AppError('http.access_denied_error', { source });
  if (id === undefined) throw new AppError('organization.not_found_error', { source });
  return id;
}

/**
 * The organization a back-office list narrows to with `filter[organization]` (decision 0004): none when
 * absent; anyone else using the filter is refused, whatever it names.
 */
export function organizationFilter(
  scope: TenantScope,
  hashId: string | undefined,
  parameter = 'filter[organization]',
): number | undefined {
  if (hashId === undefined) return undefined;
  const source = { parameter };
  if (!scope.allOrganizations) throw new AppError('http.access_denied_error', { source });
  const id = decodeId(hashId);
  if (id === undefined) throw new AppError('organization.not_found_error', { source });
  return id;
}
