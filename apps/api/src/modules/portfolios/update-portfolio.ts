import { assertSameId } from '../../kernel/same-id';
import {
  assertPortfolioNameFree,
  findPortfolio,
  portfolioMembers,
  withPortfolioNameCheck,
} from './portfolio-checks';
import type { PortfoliosRepository } from './repository';
import type { PortfolioInput, PortfolioRelationships } from './schemas';

/** Renames a portfolio or replaces the sets sent; `input.id`, when the body names one, must be the portfolio's. */
export async function updatePortfolio(
  repository: PortfoliosRepository,
  id: number,
  input: Partial<PortfolioInput> & { id?: number },
  relationships: PortfolioRelationships,
) {
  const current = await findPortfolio(repository, id);
  assertSameId(input.id, id, 'portfolio');
  if (input.name !== undefined) await assertPortfolioNameFree(repository, input.name, current.id);
  const sets = await portfolioMembers(repository, relationships);
  await withPortfolioNameCheck(() =>
    repository.save(
      {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      },
      sets,
      current.id,
    ),
  );
  return (await repository.find(current.id))!;
}
