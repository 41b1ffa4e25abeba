// The only place with SQL for agencies. An agency belongs to one organization (shipment-domain §3 Agency).
import type { Insertable, Kysely, Updateable } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { AgenciesTable, Database } from '../../db/schema';
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

export class AgencyNameTaken extends Error {}

function rethrow(error: unknown): never {
  if (uniqueViolation(error) === 'agencies_organization_id_name_key') throw new AgencyNameTaken();
  throw error;
}

/** Orders and tours that name the agency (as theirs or as the carrier's): deleting it would drop it. */
async function agencyUsage(db: Kysely<Database>, id: number): Promise<number> {
  const [orders, tours] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('agency_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tours')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb.or([eb('agency_id', '=', id), eb('carrier_agency_id', '=', id)]))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(orders.n) + Number(tours.n);
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

    async nameTaken(organizationId: number, name: string, exceptId?: number): Promise<boolean> {
      let query = db
        .selectFrom('agencies')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async organizationExists(id: number): Promise<boolean> {
      const row = await db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Orders and tours that name the agency (as theirs or as the carrier's): deleting it would drop it. */
    usage: (id: number) => agencyUsage(db, id),

    /** Writes the agency; a new default agency takes the flag from the organization's previous one. */
    async save(
      organizationId: number,
      values: Insertable<AgenciesTable> | Updateable<AgenciesTable>,
      id?: number,
    ): Promise<number> {
      return db
        .transaction()
        .execute(async (trx) => {
          if (values.is_default)
            await trx
              .updateTable('agencies')
              .set({ is_default: false })
              .where('organization_id', '=', organizationId)
              .where('is_default', '=', true)
              .execute();
          if (id === undefined) {
            const row = await trx
              .insertInto('agencies')
              .values({ ...(values as Insertable<AgenciesTable>), organization_id: organizationId })
              .returning('id')
              .executeTakeFirstOrThrow();
            return row.id;
          }
          await trx
            .updateTable('agencies')
            .set({ ...values, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
          return id;
        })
        .catch(rethrow);
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('agencies').where('id', '=', id).execute();
    },
  };
}

export type AgenciesRepository = ReturnType<typeof createAgenciesRepository>;
export type AgencyRow = Awaited<ReturnType<AgenciesRepository['list']>>['items'][number];
