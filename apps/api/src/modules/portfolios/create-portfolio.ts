import { assertPortfolioNameFree, portfolioMembers, withPortfolioNameCheck } from './portfolio-checks';
import type { PortfoliosRepository } from './repository';
import type { PortfolioInput, PortfolioRelationships } from './schemas';

/** A new portfolio, with the organizations it groups and the users who follow it. */
export async function createPortfolio(
  repository: PortfoliosRepository,
  input: PortfolioInput,
  relationships: PortfolioRelationships,
) {
  await assertPortfolioNameFree(repository, input.name);
  const sets = await portfolioMembers(repository, relationships);
  const id = await withPortfolioNameCheck(() =>
    repository.save({ name: input.name, description: input.description ?? null }, sets),
  );
  return (await repository.find(id))!;
}
