import { tagActionPermissions } from '@cargolens/domain/tags';
import { organizationFilterId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { TagSort, TagsRepository } from './repository';
import { mayAdministrateTags, type TagCaller } from './tag-administration';

/** A page of the tags the scope sees; back office may narrow to one organization. */
export async function listTags(
  repository: TagsRepository,
  scope: TenantScope,
  caller: TagCaller,
  input: { search?: string; organization?: number; sort: TagSort[]; page: { number: number; size: number } },
) {
  const organizationId = organizationFilterId(scope, input.organization);
  const { items, total } = await repository.list(
    scope,
    { search: input.search, organizationId },
    input.sort,
    input.page,
  );
  return { items, total, actionPermissions: tagActionPermissions(mayAdministrateTags(caller)) };
}
