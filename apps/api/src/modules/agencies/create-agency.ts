import { AppError } from '@cargolens/domain/errors';
import { AGENCY_DEFAULTS } from '@cargolens/domain/organizations';
import { actingOrganizationId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { agencyValues, checkAgency, withAgencyNameCheck } from './agency-write';
import type { AgenciesRepository } from './repository';
import type { AgencyInput } from './schemas';

const ORGANIZATION = ['relationships', 'organization', 'id'] as const;

/** A new agency for the caller's organization, or for the one a back-office user names. */
export async function createAgency(
  repository: AgenciesRepository,
  geo: GeoService,
  scope: TenantScope,
  input: AgencyInput & { organization?: number },
) {
  const organizationId = actingOrganizationId(scope, input.organization, ORGANIZATION);
  if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
    throw new AppError('organization.not_found_error', { field: ORGANIZATION });
  const country = await checkAgency(repository, organizationId, input, undefined);
  const row = await agencyValues(
    geo,
    {
      hasAutomaticEvent: AGENCY_DEFAULTS.hasAutomaticEvent,
      isCollaborator: AGENCY_DEFAULTS.isCollaborator,
      ...input,
    },
    country,
  );
  const id = await withAgencyNameCheck(() =>
    repository.save(organizationId, { ...row, name: input.name, organization_id: organizationId }),
  );
  return (await repository.find(scope, id))!;
}
