// The only place with SQL for agencies. An agency belongs to one organization (shipment-domain §3 Agency).
import type { Kysely } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';

export interface AgencySort {
  field: 'name' | 'createdAt';
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = { name: 'a.name', createdAt: 'a.created_at' } as const;

export interface AgencyFilters {
  search?: string;
  isCollaborator?: boolean;
  organizationId?: number;
}

export function createAgenciesRepository(db: Kysely<Database>) {
  function scoped(scope: TenantScope) {
    const base = db.selectFrom('agencies as a');
    return scope.allOrganizations ? base : base.where('a.organization_id', '=', scope.organizationId);
  }

  function withOrganization(query: ReturnType<typeof scoped>) {
    return query
      .innerJoin('organizations as org', 'org.id', 'a.organization_id')
      .selectAll('a')
      .select('org.name as organization_name');
  }

  return {
    async list(scope: TenantScope, filters: AgencyFilters, sort: AgencySort[], page: PageRequest) {
      let base = scoped(scope);
      if (scope.allOrganizations && filters.organizationId !== undefined)
        base = base.where('a.organization_id', '=', filters.organizationId);
      if (filters.isCollaborator !== undefined)
        base = base.where('a.is_collaborator', '=', filters.isCollaborator);
      if (filters.search) {
        const pattern = containsPattern(filters.search);
        base = base.where((eb) =>
          eb.or([eb('a.name', 'ilike', pattern), eb('a.external_id', 'ilike', pattern)]),
        );
      }
      let rows = withOrganization(base);
      for (const s of sort) rows = rows.orderBy(SORT_COLUMNS[s.field], s.direction);
      return fetchPage(rows.orderBy('a.id'), base, page);
    },

    /** An agency the scope may see, or undefined: another organization's agency is not there. */
    find(scope: TenantScope, id: number) {
      return withOrganization(scoped(scope)).where('a.id', '=', id).executeTakeFirst();
    },
  };
}

export type AgenciesRepository = ReturnType<typeof createAgenciesRepository>;
export type AgencyRow = Awaited<ReturnType<AgenciesRepository['list']>>['items'][number];
