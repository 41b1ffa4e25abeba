// Portfolios (platform-core §3, §7; decision 0190): named groups of customer organizations that back-office users
// follow. The back office reads them all; its administrators change them; anyone reads the ones they follow.
// The use cases take internal ids and name fields by path (decision 0222).
import type { FieldPath } from '@cargolens/domain/errors';
import { createPortfolio } from './create-portfolio';
import { checkPortfolioIds, findPortfolio } from './portfolio-checks';
import type { PortfolioSort, PortfoliosRepository } from './repository';
import type { PortfolioInput, PortfolioRelationships } from './schemas';
import { updatePortfolio } from './update-portfolio';

export function createPortfoliosService(repository: PortfoliosRepository) {
  return {
    list(input: { name?: string; sort: PortfolioSort[]; page: { number: number; size: number } }) {
      return repository.list({ name: input.name }, input.sort, input.page);
    },

    /** GET /my-portfolios: the caller's own; a tenant user follows none. */
    mine(userId: number, page: { number: number; size: number }) {
      return repository.ofUser(userId, page);
    },

    create: (input: PortfolioInput, relationships: PortfolioRelationships) =>
      createPortfolio(repository, input, relationships),

    update: (
      id: number,
      input: Parameters<typeof updatePortfolio>[2],
      relationships: PortfolioRelationships,
    ) => updatePortfolio(repository, id, input, relationships),

    /** Deleting a portfolio unlinks its organizations and users; none of them is deleted. */
    async remove(id: number) {
      await repository.remove((await findPortfolio(repository, id)).id);
    },

    nameTaken: (name: string) => repository.nameTaken(name.trim()),

    /** Ids of the portfolios each organization is in. */
    ofOrganizations: (organizationIds: number[]) => repository.ofOrganizations(organizationIds),

    idsOfUser: (userId: number) => repository.idsOfUser(userId),

    /** Checks the `portfolios` relationship of an organization's or a user's save body (at `field`). */
    portfolioIds: (ids: readonly number[] | undefined, field: FieldPath) =>
      checkPortfolioIds(repository, ids, field),

    /** Puts an organization in exactly these portfolios (its save body's `portfolios`). */
    placeOrganization: (organizationId: number, ids: number[]) => repository.placeIn({ organizationId }, ids),

    /** Makes a back-office user follow exactly these portfolios (the user body's `portfolios`). */
    placeUser: (userId: number, ids: number[]) => repository.placeIn({ userId }, ids),
  };
}

export type PortfoliosService = ReturnType<typeof createPortfoliosService>;
