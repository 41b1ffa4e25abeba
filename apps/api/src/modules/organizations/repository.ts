// The only place with SQL for organizations. A tenant sees its own row; the back office sees them all.
import type { Insertable, Kysely, Updateable } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { fetchSortedPage, type PageRequest, type SortKey } from '../../db/paging';
import type { Database, OrganizationsTable } from '../../db/schema';
import { containsAny } from '../../db/text-search';
import { valueTaken } from '../../db/value-taken';
import type { TenantScope } from '../../kernel/tenant-scope';

export type OrganizationSort = SortKey<'name' | 'createdAt'>;

const SORT_COLUMNS = { name: 'o.name', createdAt: 'o.created_at' } as const;

export class OrganizationNameTaken extends Error {}

function rethrow(error: unknown): never {
  if (uniqueViolation(error) === 'organizations_name_key') throw new OrganizationNameTaken();
  throw error;
}

export function createOrganizationsRepository(db: Kysely<Database>) {
  function scoped(scope: TenantScope) {
    const base = db.selectFrom('organizations as o');
    return scope.allOrganizations ? base : base.where('o.id', '=', scope.organizationId);
  }

  return {
    async list(
      scope: TenantScope,
      filters: {
        search?: string;
        profile?: string;
        authenticationMethod?: string;
        /** In this portfolio, or in any portfolio this user follows. */
        portfolio?: { portfolioId: number } | { followerId: number };
      },
      sort: OrganizationSort[],
      page: PageRequest,
    ) {
      let base = scoped(scope);
      if (filters.profile) base = base.where('o.profile', '=', filters.profile as 'carrier');
      if (filters.authenticationMethod)
        base = base.where('o.authentication_method', '=', filters.authenticationMethod);
      const search = filters.search;
      if (search) base = base.where((eb) => containsAny(eb, ['o.name', 'o.town'], search));
      const portfolio = filters.portfolio;
      if (portfolio)
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('portfolio_organizations as po')
              .select('po.organization_id')
              .whereRef('po.organization_id', '=', 'o.id')
              .where((inner) =>
                'portfolioId' in portfolio
                  ? inner('po.portfolio_id', '=', portfolio.portfolioId)
                  : inner(
                      'po.portfolio_id',
                      'in',
                      inner
                        .selectFrom('portfolio_users as pu')
                        .select('pu.portfolio_id')
                        .where('pu.user_id', '=', portfolio.followerId),
                    ),
              ),
          ),
        );
      const order = { sort, columns: SORT_COLUMNS, unique: 'o.id' } as const;
      return fetchSortedPage(base.selectAll('o'), base, order, page);
    },

    find(scope: TenantScope, id: number) {
      return scoped(scope).selectAll('o').where('o.id', '=', id).executeTakeFirst();
    },

    /** Names are unique over the platform, whatever the case of their letters. */
    nameTaken: (name: string, exceptId?: number) =>
      valueTaken(
        db,
        { table: 'organizations', column: 'name', value: name, ignoringCase: true },
        { exceptId },
      ),

    async insert(values: Insertable<OrganizationsTable>): Promise<number> {
      const row = await db
        .insertInto('organizations')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(rethrow);
      return row.id;
    },

    async update(id: number, values: Updateable<OrganizationsTable>): Promise<void> {
      await db
        .updateTable('organizations')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
        .catch(rethrow);
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
export type OrganizationRow = NonNullable<Awaited<ReturnType<OrganizationsRepository['find']>>>;
