import type { TenantScope } from '../../kernel/tenant-scope';
import { portfolioFilter } from './organization-checks';
import type { OrganizationSort, OrganizationsRepository } from './repository';

/** Back office: every organization (or those of a portfolio); anyone else: their own. */
export function listOrganizations(
  repository: OrganizationsRepository,
  scope: TenantScope,
  callerId: number,
  input: {
    search?: string;
    profile?: string;
    authenticationMethod?: string;
    portfolio?: number | 'mine';
    sort: OrganizationSort[];
    page: { number: number; size: number };
  },
) {
  const portfolio = portfolioFilter(scope, callerId, input.portfolio);
  return repository.list(scope, { ...input, portfolio }, input.sort, input.page);
}
