import { tagActionPermissions } from '@cargolens/domain/tags';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { TagsRepository, TagValues } from './repository';
import { findChangeableTag, type TagCaller, withTagLabelCheck } from './tag-administration';

/** Renames or recolours a tag; `input.id`, when the body names one, must be the tag's. */
export async function updateTag(
  repository: TagsRepository,
  scope: TenantScope,
  caller: TagCaller,
  id: number,
  input: { id?: number; label?: string; color?: string },
) {
  const tag = await findChangeableTag(repository, scope, caller, id, input.id);
  const changes: Partial<TagValues> = {};
  if (input.label !== undefined) changes.label = input.label;
  if (input.color !== undefined) changes.color = input.color;
  await withTagLabelCheck(() => repository.update(tag.id, changes));
  return { tag: (await repository.find(scope, tag.id))!, actionPermissions: tagActionPermissions(true) };
}
