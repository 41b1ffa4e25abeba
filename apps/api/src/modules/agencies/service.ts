// Agencies of an organization (shipment-domain §3 Agency): read by its web users (user forms, preferences),
// administrated with ADMINISTRATION_USERS (§2 Administration tabs: agencies). The back office works on behalf
// of any organization (decision 0132).
import { AppError } from '@cargolens/domain/errors';
import { AGENCY_DEFAULTS, delayThresholdsIssue } from '@cargolens/domain/organizations';
import type { Updateable } from 'kysely';
import type { AgenciesTable } from '../../db/schema';
import { actingOrganization, organizationFilter } from '../../kernel/acting-organization';
import { decodeId } from '../../kernel/public-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { addressColumns, assertContactFields, storedPhone } from '../organizations';
import { type AgenciesRepository, AgencyNameTaken, type AgencyRow, type AgencySort } from './repository';
import type { AgencyInput } from './schemas';

const NAME = { pointer: '/data/attributes/name' };
const ORGANIZATION = { pointer: '/data/relationships/organization/data/id' };

export function createAgenciesService(repository: AgenciesRepository, geo: GeoService) {
  async function visible(scope: TenantScope, hashId: string): Promise<AgencyRow> {
    const id = decodeId(hashId);
    const agency = id === undefined ? undefined : await repository.find(scope, id);
    // Another organization's agency is reported exactly like a missing one.
    if (!agency) throw new AppError('agency.not_found_error');
    return agency;
  }

  async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof AgencyNameTaken)
        throw new AppError('agency.unique_constraint_error', { source: NAME });
      throw error;
    }
  }

  /** §5 rules, the delay thresholds, and the name's uniqueness in the organization, before any write. */
  async function check(
    organizationId: number,
    input: Partial<AgencyInput>,
    current: AgencyRow | undefined,
  ): Promise<string | null> {
    const country = input.address?.country !== undefined ? input.address.country : (current?.country ?? null);
    assertContactFields({ phone: input.phone, postalCode: input.address?.postalCode, country });
    const tolerable = input.tolerableDelayMinutes ?? current?.tolerable_delay_minutes ?? 15;
    const risky = input.riskyDelayMinutes ?? current?.risky_delay_minutes ?? 60;
    const thresholds = delayThresholdsIssue(tolerable, risky);
    if (thresholds)
      throw new AppError('validation.too_low', {
        detail: thresholds,
        source: { pointer: '/data/attributes/riskyDelayMinutes' },
      });
    if (input.name !== undefined && (await repository.nameTaken(organizationId, input.name, current?.id)))
      throw new AppError('agency.unique_constraint_error', { source: NAME });
    return country;
  }

  async function values(input: Partial<AgencyInput>, country: string | null, current?: AgencyRow) {
    const address = input.address ? await addressColumns(geo, input.address, current) : {};
    const row: Updateable<AgenciesTable> = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.externalId !== undefined ? { external_id: input.externalId } : {}),
      ...(input.siret !== undefined ? { siret: input.siret } : {}),
      ...(input.phone !== undefined ? { phone: storedPhone(input.phone, country) } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...address,
      ...(input.isDefault !== undefined ? { is_default: input.isDefault } : {}),
      ...(input.features ? { features: [...new Set(input.features)] } : {}),
      ...(input.hasAutomaticEvent !== undefined ? { has_automatic_event: input.hasAutomaticEvent } : {}),
      ...(input.isCollaborator !== undefined ? { is_collaborator: input.isCollaborator } : {}),
      ...(input.tolerableDelayMinutes !== undefined
        ? { tolerable_delay_minutes: input.tolerableDelayMinutes }
        : {}),
      ...(input.riskyDelayMinutes !== undefined ? { risky_delay_minutes: input.riskyDelayMinutes } : {}),
      // Only what was sent over what was stored: a form that shows one group does not reset the others.
      ...(input.preferences
        ? { preferences: JSON.stringify({ ...(current?.preferences ?? {}), ...input.preferences }) }
        : {}),
      ...(input.mobileSettings
        ? {
            mobile_settings: JSON.stringify({ ...(current?.mobile_settings ?? {}), ...input.mobileSettings }),
          }
        : {}),
    };
    return row;
  }

  return {
    list(
      scope: TenantScope,
      input: {
        search?: string;
        isCollaborator?: boolean;
        organization?: string;
        sort: AgencySort[];
        page: { number: number; size: number };
      },
    ) {
      const organizationId = organizationFilter(scope, input.organization);
      return repository.list(
        scope,
        { search: input.search, isCollaborator: input.isCollaborator, organizationId },
        input.sort,
        input.page,
      );
    },

    get: visible,

    async create(scope: TenantScope, input: AgencyInput & { organization?: string }) {
      const organizationId = actingOrganization(scope, input.organization, ORGANIZATION);
      if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
        throw new AppError('organization.not_found_error', { source: ORGANIZATION });
      const country = await check(organizationId, input, undefined);
      const row = await values(
        {
          hasAutomaticEvent: AGENCY_DEFAULTS.hasAutomaticEvent,
          isCollaborator: AGENCY_DEFAULTS.isCollaborator,
          ...input,
        },
        country,
      );
      const id = await withNameCheck(() =>
        repository.save(organizationId, { ...row, name: input.name, organization_id: organizationId }),
      );
      return (await repository.find(scope, id))!;
    },

    async update(scope: TenantScope, hashId: string, input: Partial<AgencyInput> & { id?: string }) {
      const current = await visible(scope, hashId);
      if (input.id !== undefined && input.id !== hashId)
        throw new AppError('http.conflict_error', {
          detail: 'The body names another agency',
          source: { pointer: '/data/id' },
        });
      const country = await check(current.organization_id, input, current);
      const row = await values(input, country, current);
      await withNameCheck(() => repository.save(current.organization_id, row, current.id));
      return (await repository.find(scope, current.id))!;
    },

    /**
     * The spec has no delete call; we allow it for an agency no order or tour names (decision 0131), so a
     * mistaken agency can go, while one in use is kept: deleting it would drop it from their history.
     */
    async remove(scope: TenantScope, hashId: string) {
      const agency = await visible(scope, hashId);
      if ((await repository.usage(agency.id)) > 0)
        throw new AppError('http.conflict_error', {
          detail: 'Orders or tours name this agency: it cannot be deleted',
        });
      await repository.remove(agency.id);
    },

    /**
     * HEAD /agencies/name/{value} (§7): taken in the caller's organization, or for the back office in the one
     * it names. Another organization's names read as free to everyone else.
     */
    async nameTaken(scope: TenantScope, name: string, organization?: string): Promise<boolean> {
      let organizationId = scope.organizationId;
      if (organization !== undefined) {
        const id = decodeId(organization);
        if (!scope.allOrganizations || id === undefined) return false;
        organizationId = id;
      }
      return repository.nameTaken(organizationId, name.trim());
    },
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
