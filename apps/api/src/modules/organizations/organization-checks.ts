// What an organization read or write checks: the organization in scope, a free name, the fields' §5 rules, the
// portfolios a save body names and the portfolio filter. Errors name fields by path (decision 0222).
import { AppError } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import { refusingTaken } from '../../kernel/refusing-taken';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import { UNKNOWN_ID } from '../../kernel/unknown-id';
import type { PortfoliosService } from '../portfolios';
import { assertContactFields } from './field-checks';
import { OrganizationNameTaken, type OrganizationsRepository } from './repository';
import type { OrganizationInput, OrganizationRelationships } from './schemas';

export type OrganizationCaller = Pick<Session, 'roles' | 'features' | 'organizationFeatures'>;

export type OrganizationPortfolios = Pick<PortfoliosService, 'portfolioIds' | 'placeOrganization'>;

/** An organization the scope sees; another organization reads exactly like a missing one. */
export async function findOrganization(repository: OrganizationsRepository, scope: TenantScope, id: number) {
  const row = await repository.find(scope, id);
  if (!row) throw new AppError('organization.not_found_error');
  return row;
}

export function withOrganizationNameCheck<T>(write: () => Promise<T>): Promise<T> {
  return refusingTaken(write, OrganizationNameTaken, {
    code: 'organization.unique_constraint_error',
    field: ['name'],
  });
}

export async function assertOrganizationNameFree(
  repository: OrganizationsRepository,
  name: string,
  exceptId?: number,
) {
  if (await repository.nameTaken(name, exceptId))
    throw new AppError('organization.unique_constraint_error', { field: ['name'] });
}

export function checkOrganizationFields(input: Partial<OrganizationInput>, country: string | null) {
  assertContactFields({
    phone: input.phone,
    postalCode: input.address?.postalCode,
    country,
    salesforceId: input.salesforceId,
    identificationNumbers: input.identificationNumbers,
  });
}

/** The portfolios a save body puts the organization in: the back office's administrators' call only. */
export async function organizationPortfolioIds(
  portfolios: OrganizationPortfolios,
  caller: OrganizationCaller,
  relationships: OrganizationRelationships,
) {
  if (!relationships?.portfolios) return undefined;
  const field = ['relationships', 'portfolios'] as const;
  if (!may(caller, 'portfolios.administrate'))
    throw new AppError('http.access_denied_error', {
      detail: 'Portfolios are filled by the back office’s administrators',
      field,
    });
  return portfolios.portfolioIds(
    relationships.portfolios.data.map((item) => item.id),
    field,
  );
}

/**
 * `filter[portfolio]`: one portfolio, or `mine`, every portfolio the caller follows. Portfolios are the back
 * office's, so anyone else is refused the filter, as `filter[organization]` is.
 */
export function portfolioFilter(scope: TenantScope, callerId: number, value: number | 'mine' | undefined) {
  if (value === undefined) return undefined;
  const field = ['filter', 'portfolio'] as const;
  if (!scope.allOrganizations) throw new AppError('http.access_denied_error', { field });
  if (value === 'mine') return { followerId: callerId };
  if (value === UNKNOWN_ID) throw new AppError('portfolio.not_found_error', { field });
  return { portfolioId: value };
}
