// Tags of an organization (shipment-domain §3 Tags): listed by everyone who tags orders, changed by those who
// administrate tags (§6 ADMINISTRATION_TAGS), never when the platform assigns them automatically.
import { AppError } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import { isTagClosable, tagActionPermissions } from '@cargolens/domain/tags';
import { actingOrganization, organizationFilter } from '../../kernel/acting-organization';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import { TagLabelTaken, type TagSort, type TagsRepository, type TagValues } from './repository';

type Caller = Pick<Session, 'userId' | 'roles' | 'features' | 'organizationFeatures'>;

const LABEL = { pointer: '/data/attributes/label' };

export function createTagsService(repository: TagsRepository) {
  function mayAdministrate(caller: Caller): boolean {
    return may(caller, 'tags.administrate');
  }

  function requireAdministration(caller: Caller) {
    if (!mayAdministrate(caller))
      throw new AppError('http.access_denied_error', {
        detail: 'Administrating tags needs ADMINISTRATION_TAGS',
      });
  }

  /** A tag the caller may change: it exists in their scope, and neither it nor the caller forbids it. */
  async function changeable(scope: TenantScope, caller: Caller, hashId: string, bodyId?: string) {
    const id = decodeId(hashId);
    const tag = id === undefined ? undefined : await repository.find(scope, id);
    // Another organization's tag is reported exactly like a missing one: no existence leak.
    if (!tag) throw new AppError('http.not_found', { detail: 'Tag not found' });
    if (bodyId !== undefined && bodyId !== hashId)
      throw new AppError('http.conflict_error', {
        detail: 'The body names another tag',
        source: { pointer: '/data/id' },
      });
    const actionPermissions = tagActionPermissions(mayAdministrate(caller));
    if (!isTagClosable({ isAutomaticallyAssigned: tag.is_automatically_assigned, actionPermissions }))
      throw new AppError('http.access_denied_error', {
        detail: tag.is_automatically_assigned
          ? 'An automatically assigned tag cannot be changed'
          : 'Administrating tags needs ADMINISTRATION_TAGS',
      });
    return tag;
  }

  async function withLabelCheck<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof TagLabelTaken)
        throw new AppError('tag.unique_constraint_error', { source: LABEL });
      throw error;
    }
  }

  return {
    async list(
      scope: TenantScope,
      caller: Caller,
      input: {
        search?: string;
        organization?: string;
        sort: TagSort[];
        page: { number: number; size: number };
      },
    ) {
      const organizationId = organizationFilter(scope, input.organization);
      const [{ items, total }, administrates] = await Promise.all([
        repository.list(scope, { search: input.search, organizationId }, input.sort, input.page),
        mayAdministrate(caller),
      ]);
      return { items, total, actionPermissions: tagActionPermissions(administrates) };
    },

    async create(
      scope: TenantScope,
      caller: Caller,
      input: { label: string; color?: string; organization?: string },
    ) {
      requireAdministration(caller);
      const organizationId = actingOrganization(scope, input.organization, {
        pointer: '/data/relationships/organization/data/id',
      });
      if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
        throw new AppError('organization.not_found_error', {
          source: { pointer: '/data/relationships/organization/data/id' },
        });
      const values: TagValues = { label: input.label, color: input.color ?? '#6b7280' };
      const id = await withLabelCheck(() => repository.insert(organizationId, values));
      return { tag: (await repository.find(scope, id))!, actionPermissions: tagActionPermissions(true) };
    },

    async update(
      scope: TenantScope,
      caller: Caller,
      hashId: string,
      input: { id?: string; label?: string; color?: string },
    ) {
      const tag = await changeable(scope, caller, hashId, input.id);
      const changes: Partial<TagValues> = {};
      if (input.label !== undefined) changes.label = input.label;
      if (input.color !== undefined) changes.color = input.color;
      await withLabelCheck(() => repository.update(tag.id, changes));
      return { tag: (await repository.find(scope, tag.id))!, actionPermissions: tagActionPermissions(true) };
    },

    async remove(scope: TenantScope, caller: Caller, hashId: string) {
      await repository.remove(await changeable(scope, caller, hashId));
    },

    /**
     * HEAD uniqueness check (shipment-domain §7): whether the label is taken in that organization. Another
     * organization's labels are none of the caller's business: its id reads "free", like an unknown one.
     */
    async labelTaken(scope: TenantScope, organizationHashId: string, label: string): Promise<boolean> {
      const organizationId = decodeId(organizationHashId);
      if (
        organizationId === undefined ||
        (!scope.allOrganizations && organizationId !== scope.organizationId)
      )
        return false;
      return repository.labelExists(organizationId, label.trim());
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
