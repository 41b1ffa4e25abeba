// Demo portfolios (decision 0190): the back office's account managers follow groups of customers. Nadia
// (backoffice.admin) follows the French accounts; the international ones are nobody's yet.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_ORGANIZATIONS } from './demo-users';

export const DEMO_PORTFOLIOS = [
  {
    name: 'Comptes France',
    description: 'Chargeurs et transporteurs suivis par l’équipe de Lyon',
    organizations: [DEMO_ORGANIZATIONS.shipper, DEMO_ORGANIZATIONS.carrier],
    followers: ['backoffice.admin'],
  },
  {
    name: 'Comptes internationaux',
    description: 'Partenaires hors de France',
    organizations: [DEMO_ORGANIZATIONS.carrier2, DEMO_ORGANIZATIONS.lsp],
    followers: [],
  },
] as const;

export async function seedPortfolios(db: Kysely<Database>, now: Date): Promise<void> {
  const organizations = await db.selectFrom('organizations').select(['id', 'name']).execute();
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const idOf = (rows: { id: number; name?: string; username?: string }[], key: string) =>
    rows.find((row) => row.name === key || row.username === key)!.id;
  for (const portfolio of DEMO_PORTFOLIOS) {
    const { id } = await db
      .insertInto('portfolios')
      .values({ name: portfolio.name, description: portfolio.description, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('portfolio_organizations')
      .values(
        portfolio.organizations.map((name) => ({
          portfolio_id: id,
          organization_id: idOf(organizations, name),
        })),
      )
      .execute();
    for (const username of portfolio.followers)
      await db
        .insertInto('portfolio_users')
        .values({ portfolio_id: id, user_id: idOf(users, username) })
        .execute();
  }
}
