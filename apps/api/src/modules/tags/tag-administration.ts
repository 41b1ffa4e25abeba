// Who may change tags (shipment-domain §6 ADMINISTRATION_TAGS), and which tag they may change.
import { AppError } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import { isTagClosable, tagActionPermissions } from '@cargolens/domain/tags';
import { refusingTaken } from '../../kernel/refusing-taken';
import { assertSameId } from '../../kernel/same-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import { TagLabelTaken, type TagsRepository } from './repository';

export type TagCaller = Pick<Session, 'userId' | 'roles' | 'features' | 'organizationFeatures'>;

export function mayAdministrateTags(caller: TagCaller): boolean {
  return may(caller, 'tags.administrate');
}

export function requireTagAdministration(caller: TagCaller) {
  if (!mayAdministrateTags(caller))
    throw new AppError('http.access_denied_error', {
      detail: 'Administrating tags needs ADMINISTRATION_TAGS',
    });
}

/** A tag the caller may change: it exists in their scope, and neither it nor the caller forbids it. */
export async function findChangeableTag(
  repository: TagsRepository,
  scope: TenantScope,
  caller: TagCaller,
  id: number,
  bodyId?: number,
) {
  const tag = await repository.find(scope, id);
  // Another organization's tag is reported exactly like a missing one: no existence leak.
  if (!tag) throw new AppError('http.not_found', { detail: 'Tag not found' });
  assertSameId(bodyId, id, 'tag');
  const actionPermissions = tagActionPermissions(mayAdministrateTags(caller));
  if (!isTagClosable({ isAutomaticallyAssigned: tag.is_automatically_assigned, actionPermissions }))
    throw new AppError('http.access_denied_error', {
      detail: tag.is_automatically_assigned
        ? 'An automatically assigned tag cannot be changed'
        : 'Administrating tags needs ADMINISTRATION_TAGS',
    });
  return tag;
}

/** Runs a write that may give the tag a label its organization already has. */
export function withTagLabelCheck<T>(write: () => Promise<T>): Promise<T> {
  return refusingTaken(write, TagLabelTaken, { code: 'tag.unique_constraint_error', field: ['label'] });
}
