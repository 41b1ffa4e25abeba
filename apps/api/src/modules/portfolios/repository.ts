// The only place with SQL for portfolios (decision 0190): platform-wide groups of organizations that back-office
// users follow. No tenant scope: only the back office reaches these, and a user reads only their own.
import { type Kysely, sql, type Updateable } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database, PortfoliosTable } from '../../db/schema';
import { containsPattern } from '../../db/text-search';

export interface PortfolioSort {
  field: 'name' | 'createdAt';
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = { name: 'p.name', createdAt: 'p.created_at' } as const;

export class PortfolioNameTaken extends Error {}

function rethrow(error: unknown): never {
  if (uniqueViolation(error) === 'portfolios_name_key') throw new PortfolioNameTaken();
  throw error;
}

/** The sets a save replaces; a set left undefined keeps its members. */
export interface PortfolioMembers {
  organizationIds?: number[];
  userIds?: number[];
}

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

  async function replace(
    trx: Kysely<Database>,
    table: 'portfolio_organizations' | 'portfolio_users',
    column: 'organization_id' | 'user_id',
    portfolioId: number,
    ids: number[] | undefined,
  ) {
    if (ids === undefined) return;
    await trx.deleteFrom(table).where('portfolio_id', '=', portfolioId).execute();
    // Guard against an INSERT without rows when the set is emptied.
    if (ids.length === 0) return;
    await trx
      .insertInto(table)
      .values(ids.map((id) => ({ portfolio_id: portfolioId, [column]: id }) as never))
      .execute();
  }

  return {
    async list(filters: { name?: string }, sort: PortfolioSort[], page: PageRequest) {
      let matching = base();
      if (filters.name) matching = matching.where('p.name', 'ilike', containsPattern(filters.name));
      let rows = withMembers(matching);
      for (const s of sort) rows = rows.orderBy(SORT_COLUMNS[s.field], s.direction);
      return fetchPage(rows.orderBy('p.id'), matching, page);
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

    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      let query = db
        .selectFrom('portfolios')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

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

    async save(values: Updateable<PortfoliosTable>, members: PortfolioMembers, id?: number): Promise<number> {
      return db
        .transaction()
        .execute(async (trx) => {
          let portfolioId = id;
          if (portfolioId === undefined) {
            const row = await trx
              .insertInto('portfolios')
              .values({ name: values.name as string, description: values.description ?? null })
              .returning('id')
              .executeTakeFirstOrThrow();
            portfolioId = row.id;
          } else {
            await trx
              .updateTable('portfolios')
              .set({ ...values, updated_at: new Date() })
              .where('id', '=', portfolioId)
              .execute();
          }
          await replace(
            trx,
            'portfolio_organizations',
            'organization_id',
            portfolioId,
            members.organizationIds,
          );
          await replace(trx, 'portfolio_users', 'user_id', portfolioId, members.userIds);
          return portfolioId;
        })
        .catch(rethrow);
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('portfolios').where('id', '=', id).execute();
    },

    /** The portfolios each organization is in, for the organizations' `portfolios` relationship. */
    async ofOrganizations(organizationIds: number[]): Promise<Map<number, number[]>> {
      const out = new Map<number, number[]>(organizationIds.map((id) => [id, []]));
      if (organizationIds.length === 0) return out;
      const rows = await db
        .selectFrom('portfolio_organizations')
        .select(['organization_id', 'portfolio_id'])
        .where('organization_id', 'in', organizationIds)
        .orderBy('portfolio_id')
        .execute();
      for (const row of rows) out.get(row.organization_id)?.push(row.portfolio_id);
      return out;
    },

    async idsOfUser(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('portfolio_users')
        .select('portfolio_id')
        .where('user_id', '=', userId)
        .orderBy('portfolio_id')
        .execute();
      return rows.map((row) => row.portfolio_id);
    },

    /** Puts an organization (or a user) in exactly these portfolios. */
    async placeIn(
      member: { organizationId: number } | { userId: number },
      portfolioIds: number[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if ('organizationId' in member) {
          await trx
            .deleteFrom('portfolio_organizations')
            .where('organization_id', '=', member.organizationId)
            .execute();
          if (portfolioIds.length)
            await trx
              .insertInto('portfolio_organizations')
              .values(
                portfolioIds.map((id) => ({ portfolio_id: id, organization_id: member.organizationId })),
              )
              .execute();
        } else {
          await trx.deleteFrom('portfolio_users').where('user_id', '=', member.userId).execute();
          if (portfolioIds.length)
            await trx
              .insertInto('portfolio_users')
              .values(portfolioIds.map((id) => ({ portfolio_id: id, user_id: member.userId })))
              .execute();
        }
      });
    },
  };
}

export type PortfoliosRepository = ReturnType<typeof createPortfoliosRepository>;
export type PortfolioRow = NonNullable<Awaited<ReturnType<PortfoliosRepository['find']>>>;
