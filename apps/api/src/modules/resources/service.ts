// Resources (means) of an organization (shipment-domain §3 Resource): read by its users, administrated by
// those with ADMINISTRATION_RESOURCES (§6), checked by the domain's resource rules (§5, §9 defaults).
import { AppError, type ErrorCode } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import {
  DEFAULT_RESOURCE_MODE,
  DEFAULT_RESOURCE_TYPE,
  type ResourceDraft,
} from '@cargolens/domain/resources';
import { actingOrganization, organizationFilter } from '../../kernel/acting-organization';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import { meanContext, meanValuesOf } from './mean-values';
import {
  MeanConflict,
  type MeanConflictField,
  type MeanFilters,
  type MeanRow,
  type MeanSort,
  type MeansRepository,
  type MeanValues,
} from './repository';
import type { MeanAttributes } from './schemas';

type Caller = Pick<Session, 'userId' | 'roles' | 'features' | 'organizationFeatures'>;

const ATTRIBUTES = '/data/attributes';
const ORGANIZATION = { pointer: '/data/relationships/organization/data/id' };

const CONFLICTS: Record<MeanConflictField, { code: ErrorCode; pointer: string }> = {
  label: { code: 'mean.unique_constraint_error', pointer: `${ATTRIBUTES}/label` },
  externalId: { code: 'mean.unique_constraint_error', pointer: `${ATTRIBUTES}/externalId` },
  telematicUnitId: {
    code: 'telematic_resource.unique_constraint_error',
    pointer: `${ATTRIBUTES}/telematicUnitId`,
  },
  phoneNumber: {
    code: 'user_mobile.phone_number.unique_constraint_error',
    pointer: `${ATTRIBUTES}/mobileDriver/phoneNumber`,
  },
};

function draftOf(row: MeanRow): ResourceDraft {
  return {
    label: row.label,
    externalId: row.external_id,
    mode: row.mode,
    type: row.type,
    telematicUnitId: row.telematic_unit_id,
    mobileDriver:
      row.type === 'mobileDriver'
        ? { name: row.driver_name ?? '', phoneNumber: row.mobile_phone ?? '' }
        : null,
    engineType: row.engine_type,
    fuelType: row.fuel_type,
    truckSize: row.truck_size,
    vehicleIdentificationNumber: row.vehicle_identification_number,
    yearOfManufacturing: row.year_of_manufacturing,
  };
}

/** The draft a write leads to: what is stored, changed by what the request names (null clears). */
function merge(draft: ResourceDraft, changes: MeanAttributes): ResourceDraft {
  const { meanType, ...rest } = changes;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return { ...draft, ...defined, ...(meanType !== undefined ? { type: meanType } : {}) };
}

/** Checks a draft with the domain rules and gives the row values to store. */
function validated(draft: ResourceDraft, country: string | null): MeanValues {
  const checked = meanValuesOf(draft, meanContext(country));
  if ('values' in checked) return checked.values;
  const [issue] = checked.issues;
  throw new AppError(issue!.code, {
    detail: issue!.message,
    source: { pointer: `${ATTRIBUTES}/${issue!.field.replace('.', '/')}` },
  });
}

async function withConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof MeanConflict)) throw error;
    const { code, pointer } = CONFLICTS[error.field];
    throw new AppError(code, { source: { pointer } });
  }
}

export function createMeansService(repository: MeansRepository) {
  function requireAdministration(caller: Caller) {
    if (!may(caller, 'means.administrate'))
      throw new AppError('http.access_denied_error', {
        detail: 'Administrating resources needs ADMINISTRATION_RESOURCES',
      });
  }

  async function visible(scope: TenantScope, hashId: string): Promise<MeanRow> {
    const id = decodeId(hashId);
    const row = id === undefined ? undefined : await repository.find(scope, id);
    // Another organization's resource is reported exactly like a missing one: no existence leak.
    if (!row) throw new AppError('http.not_found', { detail: 'Resource not found' });
    return row;
  }

  /** The resource a write is for: visible to the caller first (404), then the caller's right (403). */
  async function writable(scope: TenantScope, caller: Caller, hashId: string): Promise<MeanRow> {
    const row = await visible(scope, hashId);
    requireAdministration(caller);
    return row;
  }

  return {
    async list(
      scope: TenantScope,
      input: {
        filters: Omit<MeanFilters, 'organizationId'> & { organization?: string };
        sort: MeanSort[];
        page: { number: number; size: number };
      },
    ) {
      const { organization, ...filters } = input.filters;
      const organizationId = organizationFilter(scope, organization);
      return repository.list(scope, { ...filters, organizationId }, input.sort, input.page);
    },

    get: visible,

    async create(
      scope: TenantScope,
      caller: Caller,
      input: { attributes: MeanAttributes & { label: string }; organization?: string },
    ) {
      requireAdministration(caller);
      const organizationId = actingOrganization(scope, input.organization, ORGANIZATION);
      const organization = await repository.organization(organizationId);
      if (!organization) throw new AppError('organization.not_found_error', { source: ORGANIZATION });
      const draft = merge(
        { label: input.attributes.label, mode: DEFAULT_RESOURCE_MODE, type: DEFAULT_RESOURCE_TYPE },
        input.attributes,
      );
      const values = validated(draft, organization.country);
      const id = await withConflicts(() => repository.insert(organizationId, values));
      return (await repository.find(scope, id))!;
    },

    async update(
      scope: TenantScope,
      caller: Caller,
      hashId: string,
      input: { id?: string; attributes: MeanAttributes },
    ) {
      const row = await writable(scope, caller, hashId);
      if (input.id !== undefined && input.id !== hashId)
        throw new AppError('http.conflict_error', {
          detail: 'The body names another resource',
          source: { pointer: '/data/id' },
        });
      const values = validated(merge(draftOf(row), input.attributes), row.organization_country);
      await withConflicts(() => repository.update(row.id, values));
      return (await repository.find(scope, row.id))!;
    },

    /** Deactivated resources stay listed (and keep their tours) but are no longer offered for pairing. */
    async setActive(scope: TenantScope, caller: Caller, hashId: string, active: boolean) {
      const row = await writable(scope, caller, hashId);
      if (active === (row.deactivated_at === null)) return row;
      await repository.update(row.id, { deactivated_at: active ? null : new Date() });
      return (await repository.find(scope, row.id))!;
    },

    async remove(scope: TenantScope, caller: Caller, hashId: string) {
      const row = await writable(scope, caller, hashId);
      await repository.remove(row.id);
    },
  };
}

export type MeansService = ReturnType<typeof createMeansService>;
