// The rows of a tenant-owned table a caller may list: its own organization's, or for the back office every
// organization's, or only those of the organization it names (acting on behalf, decision 0004); and the same rows
// with the name of the organization each belongs to, which every administration list shows.
import { type Selectable, type SelectQueryBuilder, type StringReference, sql } from 'kysely';
import type { TenantScope } from '../kernel/tenant-scope';
import type { Database, OrganizationsTable } from './schema';

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

/**
 * Every column of the rows of `alias` (a tenant table: it has organization_id), with their organization's name;
 * the organization is joined as `org`, so a list may select more of it.
 */
export function withOrganizationName<DB, TB extends keyof DB, O, A extends TB & string>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: A,
): SelectQueryBuilder<
  DB & { org: OrganizationsTable },
  TB | 'org',
  O & Selectable<DB[A]> & { organization_name: string }
> {
  // Kysely cannot resolve a join on a generic table set: the query is built untyped and its result type stated.
  const untyped = query as unknown as SelectQueryBuilder<Database, 'organizations', O>;
  return untyped
    .innerJoin('organizations as org', (join) =>
      join.on(sql.ref('org.id'), '=', sql.ref(`${alias}.organization_id`)),
    )
    .selectAll(alias as 'organizations')
    .select(sql.ref<string>('org.name').as('organization_name')) as never;
}
