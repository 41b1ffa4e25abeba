// Tags of an organization (shipment-domain §3 Tags): listed by everyone who tags orders, changed by those who
// administrate tags (§6 ADMINISTRATION_TAGS), never when the platform assigns them automatically. Each use case
// is a file of its own; they take internal ids and name fields by path (decision 0222).
import type { TenantScope } from '../../kernel/tenant-scope';
import { createTag } from './create-tag';
import { deleteTag } from './delete-tag';
import { isTagLabelTaken } from './is-tag-label-taken';
import { listTags } from './list-tags';
import type { TagsRepository } from './repository';
import type { TagCaller } from './tag-administration';
import { updateTag } from './update-tag';

export function createTagsService(repository: TagsRepository) {
  return {
    list: (scope: TenantScope, caller: TagCaller, input: Parameters<typeof listTags>[3]) =>
      listTags(repository, scope, caller, input),
    create: (scope: TenantScope, caller: TagCaller, input: Parameters<typeof createTag>[3]) =>
      createTag(repository, scope, caller, input),
    update: (scope: TenantScope, caller: TagCaller, id: number, input: Parameters<typeof updateTag>[4]) =>
      updateTag(repository, scope, caller, id, input),
    remove: (scope: TenantScope, caller: TagCaller, id: number) => deleteTag(repository, scope, caller, id),
    labelTaken: (scope: TenantScope, organizationId: number, label: string) =>
      isTagLabelTaken(repository, scope, organizationId, label),
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
