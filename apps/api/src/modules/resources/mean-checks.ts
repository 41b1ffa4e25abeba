// What a resource (mean) write checks: the caller's right, the resource in scope, the domain's rules over the
// draft a write leads to, and the unique columns. Errors name fields by path (decision 0222).
import { AppError, type ErrorCode, type FieldPath } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import type { ResourceDraft } from '@cargolens/domain/resources';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import { meanContext, meanValuesOf } from './mean-values';
import {
  MeanConflict,
  type MeanConflictField,
  type MeanRow,
  type MeansRepository,
  type MeanValues,
} from './repository';
import type { MeanAttributes } from './schemas';

export type MeanCaller = Pick<Session, 'userId' | 'roles' | 'features' | 'organizationFeatures'>;

const CONFLICTS: Record<MeanConflictField, { code: ErrorCode; field: FieldPath }> = {
  label: { code: 'mean.unique_constraint_error', field: ['label'] },
  externalId: { code: 'mean.unique_constraint_error', field: ['externalId'] },
  telematicUnitId: { code: 'telematic_resource.unique_constraint_error', field: ['telematicUnitId'] },
  phoneNumber: {
    code: 'user_mobile.phone_number.unique_constraint_error',
    field: ['mobileDriver', 'phoneNumber'],
  },
};

export function requireMeanAdministration(caller: MeanCaller) {
  if (!may(caller, 'means.administrate'))
    throw new AppError('http.access_denied_error', {
      detail: 'Administrating resources needs ADMINISTRATION_RESOURCES',
    });
}

/** A resource the scope sees; another organization's resource is reported exactly like a missing one. */
export async function findMean(
  repository: MeansRepository,
  scope: TenantScope,
  id: number,
): Promise<MeanRow> {
  const row = await repository.find(scope, id);
  if (!row) throw new AppError('http.not_found', { detail: 'Resource not found' });
  return row;
}

/** The resource a write is for: visible to the caller first (404), then the caller's right (403). */
export async function findWritableMean(
  repository: MeansRepository,
  scope: TenantScope,
  caller: MeanCaller,
  id: number,
): Promise<MeanRow> {
  const row = await findMean(repository, scope, id);
  requireMeanAdministration(caller);
  return row;
}

/** The stored resource as the domain rules read it: every field present, null where empty. */
export function draftOf(row: MeanRow): Required<ResourceDraft> {
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
export function mergeDraft(draft: ResourceDraft, changes: MeanAttributes): ResourceDraft {
  const { meanType, ...rest } = changes;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return { ...draft, ...defined, ...(meanType !== undefined ? { type: meanType } : {}) };
}

/** Checks a draft with the domain rules and gives the row values to store. */
export function validatedMean(draft: ResourceDraft, country: string | null): MeanValues {
  const checked = meanValuesOf(draft, meanContext(country));
  if ('values' in checked) return checked.values;
  const [issue] = checked.issues;
  // The domain names a nested field with a dot: mobileDriver.phoneNumber.
  const [head, ...rest] = issue!.field.replace('.', '/').split('/');
  throw new AppError(issue!.code, { detail: issue!.message, field: [head!, ...rest] });
}

export async function withMeanConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof MeanConflict)) throw error;
    const { code, field } = CONFLICTS[error.field];
    throw new AppError(code, { field });
  }
}
