import { AppError } from '@cargolens/domain/errors';
import { assertSameId } from '../../kernel/same-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { addressColumns } from './address';
import { storedPhone } from './field-checks';
import {
  assertOrganizationNameFree,
  checkOrganizationFields,
  findOrganization,
  type OrganizationCaller,
  type OrganizationPortfolios,
  organizationPortfolioIds,
  withOrganizationNameCheck,
} from './organization-checks';
import type { OrganizationsRepository } from './repository';
import type { OrganizationInput, OrganizationRelationships } from './schemas';

/** Changes an organization; features, profile, test flag and sign-in method are the back office's. */
export async function updateOrganization(
  deps: { repository: OrganizationsRepository; geo: GeoService; portfolios: OrganizationPortfolios },
  scope: TenantScope,
  caller: OrganizationCaller,
  id: number,
  input: Partial<OrganizationInput> & { id?: number },
  relationships?: OrganizationRelationships,
) {
  const { repository, geo, portfolios } = deps;
  const current = await findOrganization(repository, scope, id);
  assertSameId(input.id, id, 'organization');
  const country = input.address?.country !== undefined ? input.address.country : current.country;
  checkOrganizationFields(input, country);
  if (input.name !== undefined) await assertOrganizationNameFree(repository, input.name, current.id);
  // Features, profile and sign-in method are the back office's to toggle (§6 "toggled by admins").
  if (
    !scope.allOrganizations &&
    (input.features || input.profile || input.authenticationMethod || input.isTest !== undefined)
  )
    throw new AppError('http.access_denied_error', {
      detail: 'Features, profile, test flag and sign-in method are changed by the back office',
    });
  const inPortfolios = await organizationPortfolioIds(portfolios, caller, relationships);
  const address = input.address ? await addressColumns(geo, input.address, current) : {};
  await withOrganizationNameCheck(() =>
    repository.update(current.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.profile ? { profile: input.profile } : {}),
      ...(input.phone !== undefined ? { phone: storedPhone(input.phone, country) } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...(input.isPublic !== undefined ? { is_public: input.isPublic } : {}),
      ...(input.isTest !== undefined ? { is_test: input.isTest } : {}),
      ...(input.salesforceId !== undefined ? { salesforce_id: input.salesforceId } : {}),
      ...(input.authenticationMethod ? { authentication_method: input.authenticationMethod } : {}),
      ...(input.features ? { features: [...new Set(input.features)] } : {}),
      ...(input.identificationNumbers ? { identification_numbers: input.identificationNumbers } : {}),
      ...address,
    }),
  );
  if (inPortfolios) await portfolios.placeOrganization(current.id, inPortfolios);
  return (await repository.find(scope, current.id))!;
}
