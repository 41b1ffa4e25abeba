// What a portfolio write checks: the portfolio exists, its name is free, the records it names exist.
import { AppError, type FieldPath, type FieldPathIssue, ValidationError } from '@cargolens/domain/errors';
import { hasAdminAccess } from '@cargolens/domain/permissions';
import { refusingTaken } from '../../kernel/refusing-taken';
import { type PortfolioMembers, PortfolioNameTaken, type PortfoliosRepository } from './repository';
import type { PortfolioRelationships } from './schemas';

export async function findPortfolio(repository: PortfoliosRepository, id: number) {
  const row = await repository.find(id);
  if (!row) throw new AppError('portfolio.not_found_error');
  return row;
}

export async function assertPortfolioNameFree(
  repository: PortfoliosRepository,
  name: string,
  exceptId?: number,
) {
  if (await repository.nameTaken(name, exceptId))
    throw new AppError('portfolio.unique_constraint_error', { field: ['name'] });
}

/** Runs a save; two saves racing for one name are told apart by the unique index. */
export function withPortfolioNameCheck<T>(write: () => Promise<T>): Promise<T> {
  return refusingTaken(write, PortfolioNameTaken, {
    code: 'portfolio.unique_constraint_error',
    field: ['name'],
  });
}

function unknownIssue(field: FieldPath, detail: string): FieldPathIssue {
  return { code: 'validation.unknown_identifier', field, detail };
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** The organizations and users a body names, each one checked; every unknown set is reported at once. */
export async function portfolioMembers(
  repository: PortfoliosRepository,
  relationships: PortfolioRelationships,
): Promise<PortfolioMembers> {
  const issues: FieldPathIssue[] = [];
  const organizationIds =
    relationships?.organizations && unique(relationships.organizations.data.map((r) => r.id));
  const userIds = relationships?.users && unique(relationships.users.data.map((r) => r.id));
  if (organizationIds) {
    // An id that decoded to nothing (UNKNOWN_ID) is never known: it counts as unknown, as it should.
    const known = await repository.customerOrganizations(organizationIds);
    if (known.length !== organizationIds.length)
      issues.push(unknownIssue(['relationships', 'organizations'], 'No customer organization has this id'));
  }
  if (userIds) {
    const known = await repository.rolesOf(userIds);
    if (known.length !== userIds.length)
      issues.push(unknownIssue(['relationships', 'users'], 'No user has this id'));
    else if (!known.every((user) => hasAdminAccess(user.roles)))
      issues.push({
        code: 'validation.not_valid',
        field: ['relationships', 'users'],
        detail: 'Only back-office users follow portfolios',
      });
  }
  if (issues.length) throw new ValidationError(issues as [FieldPathIssue, ...FieldPathIssue[]]);
  return { organizationIds, userIds };
}

/** Portfolio ids a body names for an organization or a user (at `field`): all must exist. */
export async function checkPortfolioIds(
  repository: PortfoliosRepository,
  ids: readonly number[] | undefined,
  field: FieldPath,
): Promise<number[] | undefined> {
  if (!ids) return undefined;
  const sent = unique(ids);
  const known = await repository.existing(sent);
  if (known.length !== sent.length)
    throw new ValidationError([unknownIssue(field, 'No portfolio has this id')]);
  return sent;
}
