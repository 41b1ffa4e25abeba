import { AppError } from '@cargolens/domain/errors';
import { tagActionPermissions } from '@cargolens/domain/tags';
import { actingOrganizationId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { TagsRepository, TagValues } from './repository';
import { requireTagAdministration, type TagCaller, withTagLabelCheck } from './tag-administration';

const ORGANIZATION = ['relationships', 'organization', 'id'] as const;

/** A new tag for the caller's organization, or for the one a back-office user names. Grey unless coloured. */
export async function createTag(
  repository: TagsRepository,
  scope: TenantScope,
  caller: TagCaller,
  input: { label: string; color?: string; organization?: number },
) {
  requireTagAdministration(caller);
  const organizationId = actingOrganizationId(scope, input.organization, ORGANIZATION);
  if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
    throw new AppError('organization.not_found_error', { field: ORGANIZATION });
  const values: TagValues = { label: input.label, color: input.color ?? '#6b7280' };
  const id = await withTagLabelCheck(() => repository.insert(organizationId, values));
  return { tag: (await repository.find(scope, id))!, actionPermissions: tagActionPermissions(true) };
}
