// What an agency write checks and stores: §5 rules, delay thresholds, a name unique in its organization, and
// the columns the input gives (only what was sent).
import { AppError } from '@cargolens/domain/errors';
import { delayThresholdsIssue } from '@cargolens/domain/organizations';
import type { Updateable } from 'kysely';
import type { AgenciesTable } from '../../db/schema';
import { refusingTaken } from '../../kernel/refusing-taken';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { addressColumns, assertContactFields, storedPhone } from '../organizations';
import { type AgenciesRepository, AgencyNameTaken, type AgencyRow } from './repository';
import type { AgencyInput } from './schemas';

/** An agency the scope sees; another organization's agency is reported exactly like a missing one. */
export async function findAgency(repository: AgenciesRepository, scope: TenantScope, id: number) {
  const agency = await repository.find(scope, id);
  if (!agency) throw new AppError('agency.not_found_error');
  return agency;
}

/** Runs a write that may give the agency a name its organization already has. */
export function withAgencyNameCheck<T>(write: () => Promise<T>): Promise<T> {
  return refusingTaken(write, AgencyNameTaken, { code: 'agency.unique_constraint_error', field: ['name'] });
}

/** §5 rules, the delay thresholds, and the name's uniqueness in the organization, before any write. */
export async function checkAgency(
  repository: AgenciesRepository,
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
      field: ['riskyDelayMinutes'],
    });
  if (input.name !== undefined && (await repository.nameTaken(organizationId, input.name, current?.id)))
    throw new AppError('agency.unique_constraint_error', { field: ['name'] });
  return country;
}

export async function agencyValues(
  geo: GeoService,
  input: Partial<AgencyInput>,
  country: string | null,
  current?: AgencyRow,
) {
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
