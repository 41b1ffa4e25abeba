// The only place with SQL for portfolios (decision 0190): platform-wide groups of organizations that back-office
// users follow. No tenant scope: only the back office reaches these, and a user reads only their own.
import { type Kysely, sql } from 'kysely';
import { fetchPage, fetchSortedPage, type PageRequest, type SortKey } from '../../db/paging';
import type { Database } from '../../db/schema';
import { containsAny } from '../../db/text-search';
import { valueTaken } from '../../db/value-taken';
import { portfolioMemberships, portfolioWrites } from './portfolio-writes';

export type PortfolioSort = SortKey<'name' | 'createdAt'>;

const SORT_COLUMNS = { name: 'p.name', createdAt: 'p.created_at' } as const;

export { type PortfolioMembers, PortfolioNameTaken } from './portfolio-writes';

export function createPortfoliosRepository(db: Kysely<Database>) {
  function withMembers(query: ReturnType<typeof base>) {
    return query.selectAll('p').select([
      sql<number[]>`array(SELECT po.organization_id FROM portfolio_organizations po
          WHERE po.portfolio_id = p.id ORDER BY po.organization_id)`.as('organization_ids'),
      sql<number[]>`array(SELECT pu.user_id FROM portfolio_users pu
          WHERE pu.portfolio_id = p.id ORDER BY pu.user_id)`.as('user_ids'),
    ]);
  }

  function base() {
    return db.selectFrom('portfolios as p');
  }

  return {
    async list(filters: { name?: string }, sort: PortfolioSort[], page: PageRequest) {
      const name = filters.name;
      let matching = base();
      if (name) matching = matching.where((eb) => containsAny(eb, ['p.name'], name));
      const order = { sort, columns: SORT_COLUMNS, unique: 'p.id' } as const;
      return fetchSortedPage(withMembers(matching), matching, order, page);
    },

    /** The portfolios a user follows, by name. */
    async ofUser(userId: number, page: PageRequest) {
      const matching = base().where((eb) =>
        eb.exists(
          eb
            .selectFrom('portfolio_users as pu')
            .select('pu.user_id')
            .whereRef('pu.portfolio_id', '=', 'p.id')
            .where('pu.user_id', '=', userId),
        ),
      );
      return fetchPage(withMembers(matching).orderBy('p.name').orderBy('p.id'), matching, page);
    },

    find(id: number) {
      return withMembers(base()).where('p.id', '=', id).executeTakeFirst();
    },

    nameTaken: (name: string, exceptId?: number) =>
      valueTaken(db, { table: 'portfolios', column: 'name', value: name, ignoringCase: true }, { exceptId }),

    /** Which of these ids are portfolios. */
    async existing(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('portfolios').select('id').where('id', 'in', ids).execute();
      return rows.map((row) => row.id);
    },

    /** Which of these ids are customer organizations (the back office's own is not a customer). */
    async customerOrganizations(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('organizations')
        .select('id')
        .where('id', 'in', ids)
        .where('is_back_office', '=', false)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The roles of these users, to keep portfolios to back-office users. */
    async rolesOf(ids: number[]): Promise<{ id: number; roles: string[] }[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('users').select(['id', 'roles']).where('id', 'in', ids).execute();
    },

    ...portfolioWrites(db),
    ...portfolioMemberships(db),
  };
}

export type PortfoliosRepository = ReturnType<typeof createPortfoliosRepository>;
export type PortfolioRow = NonNullable<Awaited<ReturnType<PortfoliosRepository['find']>>>;
