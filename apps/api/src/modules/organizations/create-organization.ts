import { AppError } from '@cargolens/domain/errors';
import { DEFAULT_ORGANIZATION_PROFILE } from '@cargolens/domain/organizations';
import { may, organizationFeaturesOnCreation } from '@cargolens/domain/permissions';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { addressColumns } from './address';
import { storedPhone } from './field-checks';
import {
  assertOrganizationNameFree,
  checkOrganizationFields,
  type OrganizationCaller,
  type OrganizationPortfolios,
  organizationPortfolioIds,
  withOrganizationNameCheck,
} from './organization-checks';
import type { OrganizationsRepository } from './repository';
import type { OrganizationInput, OrganizationRelationships } from './schemas';

/** The back office creates an organization; a blank one gets the default features (§6). */
export async function createOrganization(
  deps: { repository: OrganizationsRepository; geo: GeoService; portfolios: OrganizationPortfolios },
  scope: TenantScope,
  caller: OrganizationCaller,
  input: OrganizationInput,
  relationships?: OrganizationRelationships,
) {
  const { repository, geo, portfolios } = deps;
  if (!scope.allOrganizations || !may(caller, 'organizations.actOnBehalf'))
    throw new AppError('http.access_denied_error', { detail: 'Only the back office creates organizations' });
  const country = input.address?.country ?? null;
  checkOrganizationFields(input, country);
  await assertOrganizationNameFree(repository, input.name);
  const inPortfolios = await organizationPortfolioIds(portfolios, caller, relationships);
  const address = await addressColumns(geo, input.address ?? {});
  const id = await withOrganizationNameCheck(() =>
    repository.insert({
      name: input.name,
      profile: input.profile ?? DEFAULT_ORGANIZATION_PROFILE,
      phone: storedPhone(input.phone, country) ?? null,
      ...(input.language ? { language: input.language } : {}),
      ...(input.isPublic !== undefined ? { is_public: input.isPublic } : {}),
      ...(input.isTest !== undefined ? { is_test: input.isTest } : {}),
      salesforce_id: input.salesforceId ?? null,
      ...(input.authenticationMethod ? { authentication_method: input.authenticationMethod } : {}),
      features: organizationFeaturesOnCreation(input.features),
      identification_numbers: input.identificationNumbers ?? [],
      ...address,
    }),
  );
  if (inPortfolios) await portfolios.placeOrganization(id, inPortfolios);
  return (await repository.find(scope, id))!;
}
