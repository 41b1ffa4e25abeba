// Portfolio writes (decision 0190): a portfolio with the sets it replaces, and an organization's or a user's
// portfolios. Part of the portfolios repository (repository.ts), the module's only SQL.
import type { Kysely, Updateable } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import type { Database, PortfoliosTable } from '../../db/schema';

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

export function portfolioWrites(db: Kysely<Database>) {
  return {
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
  };
}

export function portfolioMemberships(db: Kysely<Database>) {
  return {
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
