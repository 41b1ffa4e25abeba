// Portfolios (platform-core §3, §7; decision 0190): named groups of customer organizations that back-office users
// follow. The back office reads them all; its administrators change them; anyone reads the ones they follow.
import { AppError, type FieldIssue, ValidationError } from '@cargolens/domain/errors';
import { hasAdminAccess } from '@cargolens/domain/permissions';
import { decodeId } from '../../kernel/public-id';
import {
  type PortfolioMembers,
  PortfolioNameTaken,
  type PortfolioSort,
  type PortfoliosRepository,
} from './repository';
import type { PortfolioInput, PortfolioRelationships } from './schemas';

const NAME = { pointer: '/data/attributes/name' };

type Identifiers = { data: { id: string }[] } | undefined;

/** Decoded ids of a to-many relationship; undefined when not sent, `unknown` when an id is not even one of ours. */
function decoded(relationship: Identifiers): { ids: number[]; malformed: boolean } | undefined {
  if (!relationship) return undefined;
  const ids = relationship.data.map((item) => decodeId(item.id));
  const valid = ids.filter((id): id is number => id !== undefined);
  return { ids: [...new Set(valid)], malformed: valid.length !== ids.length };
}

function unknownIssue(pointer: string, detail: string): FieldIssue {
  return { code: 'validation.unknown_identifier', pointer, detail };
}

export function createPortfoliosService(repository: PortfoliosRepository) {
  async function found(hashId: string) {
    const id = decodeId(hashId);
    const row = id === undefined ? undefined : await repository.find(id);
    if (!row) throw new AppError('portfolio.not_found_error');
    return row;
  }

  /** The organizations and users a body names, each one checked; every unknown set is reported at once. */
  async function members(relationships: PortfolioRelationships): Promise<PortfolioMembers> {
    const issues: FieldIssue[] = [];
    const organizations = decoded(relationships?.organizations);
    const users = decoded(relationships?.users);
    if (organizations) {
      const known = await repository.customerOrganizations(organizations.ids);
      if (organizations.malformed || known.length !== organizations.ids.length)
        issues.push(
          unknownIssue('/data/relationships/organizations', 'No customer organization has this id'),
        );
    }
    if (users) {
      const known = await repository.rolesOf(users.ids);
      if (users.malformed || known.length !== users.ids.length)
        issues.push(unknownIssue('/data/relationships/users', 'No user has this id'));
      else if (!known.every((user) => hasAdminAccess(user.roles)))
        issues.push({
          code: 'validation.not_valid',
          pointer: '/data/relationships/users',
          detail: 'Only back-office users follow portfolios',
        });
    }
    if (issues.length) throw new ValidationError(issues as [FieldIssue, ...FieldIssue[]]);
    return { organizationIds: organizations?.ids, userIds: users?.ids };
  }

  async function assertNameFree(name: string, exceptId?: number) {
    if (await repository.nameTaken(name, exceptId))
      throw new AppError('portfolio.unique_constraint_error', { source: NAME });
  }

  async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      // Two saves racing for one name: the unique index decides.
      if (error instanceof PortfolioNameTaken)
        throw new AppError('portfolio.unique_constraint_error', { source: NAME });
      throw error;
    }
  }

  /** Portfolio ids a body names for an organization or a user: all must exist. */
  async function portfolioIds(relationship: Identifiers, pointer: string): Promise<number[] | undefined> {
    const sent = decoded(relationship);
    if (!sent) return undefined;
    const known = await repository.existing(sent.ids);
    if (sent.malformed || known.length !== sent.ids.length)
      throw new ValidationError([unknownIssue(pointer, 'No portfolio has this id')]);
    return sent.ids;
  }

  return {
    list(input: { name?: string; sort: PortfolioSort[]; page: { number: number; size: number } }) {
      return repository.list({ name: input.name }, input.sort, input.page);
    },

    /** GET /my-portfolios: the caller's own; a tenant user follows none. */
    mine(userId: number, page: { number: number; size: number }) {
      return repository.ofUser(userId, page);
    },

    async create(input: PortfolioInput, relationships: PortfolioRelationships) {
      await assertNameFree(input.name);
      const sets = await members(relationships);
      const id = await withNameCheck(() =>
        repository.save({ name: input.name, description: input.description ?? null }, sets),
      );
      return (await repository.find(id))!;
    },

    async update(
      hashId: string,
      input: Partial<PortfolioInput> & { id?: string },
      relationships: PortfolioRelationships,
    ) {
      const current = await found(hashId);
      if (input.id !== undefined && input.id !== hashId)
        throw new AppError('http.conflict_error', {
          detail: 'The body names another portfolio',
          source: { pointer: '/data/id' },
        });
      if (input.name !== undefined) await assertNameFree(input.name, current.id);
      const sets = await members(relationships);
      await withNameCheck(() =>
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
    },

    /** Deleting a portfolio unlinks its organizations and users; none of them is deleted. */
    async remove(hashId: string) {
      await repository.remove((await found(hashId)).id);
    },

    nameTaken: (name: string) => repository.nameTaken(name.trim()),

    /** Ids of the portfolios each organization is in. */
    ofOrganizations: (organizationIds: number[]) => repository.ofOrganizations(organizationIds),

    idsOfUser: (userId: number) => repository.idsOfUser(userId),

    /** Checks the `portfolios` relationship of an organization's or a user's save body. */
    portfolioIds,

    /** Puts an organization in exactly these portfolios (its save body's `portfolios`). */
    placeOrganization: (organizationId: number, ids: number[]) => repository.placeIn({ organizationId }, ids),

    /** Makes a back-office user follow exactly these portfolios (the user body's `portfolios`). */
    placeUser: (userId: number, ids: number[]) => repository.placeIn({ userId }, ids),
  };
}

export type PortfoliosService = ReturnType<typeof createPortfoliosService>;
