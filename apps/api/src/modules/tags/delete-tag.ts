import type { TenantScope } from '../../kernel/tenant-scope';
import type { TagsRepository } from './repository';
import { findChangeableTag, type TagCaller } from './tag-administration';

/** Deletes a tag and takes it off the orders that carry it. */
export async function deleteTag(
  repository: TagsRepository,
  scope: TenantScope,
  caller: TagCaller,
  id: number,
) {
  await repository.remove(await findChangeableTag(repository, scope, caller, id));
}
