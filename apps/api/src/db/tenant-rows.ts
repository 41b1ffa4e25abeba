// The rows of a tenant-owned table a caller may list: its own organization's, or for the back office every
// organization's, or only those of the organization it names (acting on behalf, decision 0004).
import { type SelectQueryBuilder, type StringReference, sql } from 'kysely';
import type { TenantScope } from '../kernel/tenant-scope';

export function ofTenant<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  organizationColumn: StringReference<DB, TB>,
  scope: TenantScope,
  namedOrganizationId?: number,
): SelectQueryBuilder<DB, TB, O> {
  const organizationId = scope.allOrganizations ? namedOrganizationId : scope.organizationId;
  if (organizationId === undefined) return query;
  return query.where(sql.ref<number>(organizationColumn), '=', organizationId);
}
