// The only place with SQL for agencies. An agency belongs to one organization (shipment-domain §3 Agency).
import type { Insertable, Kysely, Updateable } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { organizationExists } from '../../db/organization-exists';
import { fetchSortedPage, type PageRequest, type SortKey } from '../../db/paging';
import type { AgenciesTable, Database } from '../../db/schema';
import { ofTenant, withOrganizationName } from '../../db/tenant-rows';
import { containsAny } from '../../db/text-search';
import { valueTaken } from '../../db/value-taken';
import type { TenantScope } from '../../kernel/tenant-scope';

export type AgencySort = SortKey<'name' | 'createdAt'>;

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
  function scoped(scope: TenantScope, organizationId?: number) {
    return ofTenant(db.selectFrom('agencies as a'), 'a.organization_id', scope, organizationId);
  }

  return {
    async list(scope: TenantScope, filters: AgencyFilters, sort: AgencySort[], page: PageRequest) {
      const search = filters.search;
      let base = scoped(scope, filters.organizationId);
      if (filters.isCollaborator !== undefined)
        base = base.where('a.is_collaborator', '=', filters.isCollaborator);
      if (search) base = base.where((eb) => containsAny(eb, ['a.name', 'a.external_id'], search));
      const order = { sort, columns: SORT_COLUMNS, unique: 'a.id' } as const;
      return fetchSortedPage(withOrganizationName(base, 'a'), base, order, page);
    },

    /** An agency the scope may see, or undefined: another organization's agency is not there. */
    find(scope: TenantScope, id: number) {
      return withOrganizationName(scoped(scope), 'a').where('a.id', '=', id).executeTakeFirst();
    },

    nameTaken: (organizationId: number, name: string, exceptId?: number) =>
      valueTaken(
        db,
        { table: 'agencies', column: 'name', value: name, ignoringCase: true },
        { organizationId, exceptId },
      ),

    organizationExists: (id: number) => organizationExists(db, id),

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
