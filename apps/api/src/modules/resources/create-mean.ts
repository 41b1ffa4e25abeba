import { AppError } from '@cargolens/domain/errors';
import { DEFAULT_RESOURCE_MODE, DEFAULT_RESOURCE_TYPE } from '@cargolens/domain/resources';
import { actingOrganizationId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import {
  type MeanCaller,
  mergeDraft,
  requireMeanAdministration,
  validatedMean,
  withMeanConflicts,
} from './mean-checks';
import type { MeansRepository } from './repository';
import type { MeanAttributes } from './schemas';

const ORGANIZATION = ['relationships', 'organization', 'id'] as const;

/** A new resource with the §9 defaults, for the caller's organization or the one a back-office user names. */
export async function createMean(
  repository: MeansRepository,
  scope: TenantScope,
  caller: MeanCaller,
  input: { attributes: MeanAttributes & { label: string }; organization?: number },
) {
  requireMeanAdministration(caller);
  const organizationId = actingOrganizationId(scope, input.organization, ORGANIZATION);
  const organization = await repository.organization(organizationId);
  if (!organization) throw new AppError('organization.not_found_error', { field: ORGANIZATION });
  const draft = mergeDraft(
    { label: input.attributes.label, mode: DEFAULT_RESOURCE_MODE, type: DEFAULT_RESOURCE_TYPE },
    input.attributes,
  );
  const values = validatedMean(draft, organization.country);
  const id = await withMeanConflicts(() => repository.insert(organizationId, values));
  return (await repository.find(scope, id))!;
}
