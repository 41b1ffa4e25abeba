// Organizations (shipment-domain §3 Organization): the back office lists, creates and changes them all; an
// organization's administrator reads and changes its own. A blank organization gets the default features (§6).
import { AppError } from '@cargolens/domain/errors';
import { DEFAULT_ORGANIZATION_PROFILE } from '@cargolens/domain/organizations';
import { may, organizationFeaturesOnCreation } from '@cargolens/domain/permissions';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import { UNKNOWN_ID } from '../../kernel/unknown-id';
import type { GeoService } from '../geo';
import type { PortfoliosService } from '../portfolios';
import { addressColumns } from './address';
import { assertContactFields, storedPhone } from './field-checks';
import { OrganizationNameTaken, type OrganizationSort, type OrganizationsRepository } from './repository';
import type { OrganizationInput, OrganizationRelationships } from './schemas';

type Caller = Pick<Session, 'roles' | 'features' | 'organizationFeatures'>;

const PORTFOLIOS = { pointer: '/data/relationships/portfolios' };
const PORTFOLIO_FILTER = { parameter: 'filter[portfolio]' };

const NAME = { pointer: '/data/attributes/name' };

export function createOrganizationsService(
  repository: OrganizationsRepository,
  geo: GeoService,
  portfolios: Pick<PortfoliosService, 'portfolioIds' | 'placeOrganization'>,
) {
  async function visible(scope: TenantScope, hashId: string) {
    const id = decodeId(hashId);
    const row = id === undefined ? undefined : await repository.find(scope, id);
    // Another organization reads exactly like a missing one.
    if (!row) throw new AppError('organization.not_found_error');
    return row;
  }

  async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof OrganizationNameTaken)
        throw new AppError('organization.unique_constraint_error', { source: NAME });
      throw error;
    }
  }

  async function assertNameFree(name: string, exceptId?: number) {
    if (await repository.nameTaken(name, exceptId))
      throw new AppError('organization.unique_constraint_error', { source: NAME });
  }

  /** The portfolios a save body puts the organization in: the back office's administrators' call only. */
  async function portfolioIds(caller: Caller, relationships: OrganizationRelationships) {
    if (!relationships?.portfolios) return undefined;
    if (!may(caller, 'portfolios.administrate'))
      throw new AppError('http.access_denied_error', {
        detail: 'Portfolios are filled by the back office’s administrators',
        source: PORTFOLIOS,
      });
    // Until organizations' schemas decode public ids (decision 0222).
    const ids = relationships.portfolios.data.map((item) => decodeId(item.id) ?? UNKNOWN_ID);
    return portfolios.portfolioIds(ids, ['relationships', 'portfolios']);
  }

  /**
   * `filter[portfolio]`: one portfolio, or `mine`, every portfolio the caller follows. Portfolios are the back
   * office's, so anyone else is refused the filter, as `filter[organization]` is.
   */
  function portfolioFilter(scope: TenantScope, callerId: number, value: string | undefined) {
    if (value === undefined) return undefined;
    if (!scope.allOrganizations) throw new AppError('http.access_denied_error', { source: PORTFOLIO_FILTER });
    if (value === 'mine') return { followerId: callerId };
    const portfolioId = decodeId(value);
    if (portfolioId === undefined)
      throw new AppError('portfolio.not_found_error', { source: PORTFOLIO_FILTER });
    return { portfolioId };
  }

  function checkFields(input: Partial<OrganizationInput>, country: string | null) {
    assertContactFields({
      phone: input.phone,
      postalCode: input.address?.postalCode,
      country,
      salesforceId: input.salesforceId,
      identificationNumbers: input.identificationNumbers,
    });
  }

  return {
    list(
      scope: TenantScope,
      callerId: number,
      input: {
        search?: string;
        profile?: string;
        authenticationMethod?: string;
        portfolio?: string;
        sort: OrganizationSort[];
        page: { number: number; size: number };
      },
    ) {
      const portfolio = portfolioFilter(scope, callerId, input.portfolio);
      return repository.list(scope, { ...input, portfolio }, input.sort, input.page);
    },

    get: visible,

    async create(
      scope: TenantScope,
      caller: Caller,
      input: OrganizationInput,
      relationships?: OrganizationRelationships,
    ) {
      if (!scope.allOrganizations || !may(caller, 'organizations.actOnBehalf'))
        throw new AppError('http.access_denied_error', {
          detail: 'Only the back office creates organizations',
        });
      const country = input.address?.country ?? null;
      checkFields(input, country);
      await assertNameFree(input.name);
      const inPortfolios = await portfolioIds(caller, relationships);
      const address = await addressColumns(geo, input.address ?? {});
      const id = await withNameCheck(() =>
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
    },

    async update(
      scope: TenantScope,
      caller: Caller,
      hashId: string,
      input: Partial<OrganizationInput> & { id?: string },
      relationships?: OrganizationRelationships,
    ) {
      const current = await visible(scope, hashId);
      if (input.id !== undefined && input.id !== hashId)
        throw new AppError('http.conflict_error', {
          detail: 'The body names another organization',
          source: { pointer: '/data/id' },
        });
      const country = input.address?.country !== undefined ? input.address.country : current.country;
      checkFields(input, country);
      if (input.name !== undefined) await assertNameFree(input.name, current.id);
      // Features, profile and sign-in method are the back office's to toggle (§6 "toggled by admins").
      const backOffice = scope.allOrganizations;
      if (
        !backOffice &&
        (input.features || input.profile || input.authenticationMethod || input.isTest !== undefined)
      )
        throw new AppError('http.access_denied_error', {
          detail: 'Features, profile, test flag and sign-in method are changed by the back office',
        });
      const inPortfolios = await portfolioIds(caller, relationships);
      const address = input.address ? await addressColumns(geo, input.address, current) : {};
      await withNameCheck(() =>
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
    },

    /**
     * HEAD /organizations/name/{value} (shipment-domain §7): taken or free. Names are unique over the
     * platform, but only the back office may learn about other organizations: to anyone else only their own
     * organization's name reads as taken.
     */
    async nameTaken(scope: TenantScope, name: string): Promise<boolean> {
      const value = name.trim();
      if (scope.allOrganizations) return repository.nameTaken(value);
      const own = await repository.find(scope, scope.organizationId);
      return own !== undefined && own.name.toLowerCase() === value.toLowerCase();
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
