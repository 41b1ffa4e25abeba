// The only place with SQL for tags. Tags belong to one organization: no sharing with carriers.
import type { Kysely } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { organizationExists } from '../../db/organization-exists';
import { fetchSortedPage, type PageRequest, type SortKey } from '../../db/paging';
import { profileFeatures } from '../../db/profile-features';
import type { Database } from '../../db/schema';
import { ofTenant, withOrganizationName } from '../../db/tenant-rows';
import { containsAny } from '../../db/text-search';
import { valueTaken } from '../../db/value-taken';
import type { TenantScope } from '../../kernel/tenant-scope';

export type TagSort = SortKey<'label' | 'createdAt'>;

const SORT_COLUMNS = { label: 't.label', createdAt: 't.created_at' } as const;

/** Label and colour as stored (hex). */
export interface TagValues {
  label: string;
  color: string;
}

export class TagLabelTaken extends Error {}

function rethrow(error: unknown): never {
  if (uniqueViolation(error) === 'tags_organization_id_label_key') throw new TagLabelTaken();
  throw error;
}

export function createTagsRepository(db: Kysely<Database>) {
  function scoped(scope: TenantScope, organizationId?: number) {
    return ofTenant(db.selectFrom('tags as t'), 't.organization_id', scope, organizationId);
  }

  return {
    async list(
      scope: TenantScope,
      filters: { search?: string; organizationId?: number },
      sort: TagSort[],
      page: PageRequest,
    ) {
      const search = filters.search;
      let base = scoped(scope, filters.organizationId);
      if (search) base = base.where((eb) => containsAny(eb, ['t.label'], search));
      const order = { sort, columns: SORT_COLUMNS, unique: 't.id' } as const;
      return fetchSortedPage(withOrganizationName(base, 't'), base, order, page);
    },

    /** A tag the scope may see, or undefined: another organization's tag is not there. */
    find(scope: TenantScope, id: number) {
      return withOrganizationName(scoped(scope), 't').where('t.id', '=', id).executeTakeFirst();
    },

    labelExists: (organizationId: number, label: string) =>
      valueTaken(db, { table: 'tags', column: 'label', value: label }, { organizationId }),

    organizationExists: (id: number) => organizationExists(db, id),

    /** The features of the caller's user profile (shipment-domain §6). */
    profileFeatures: (userId: number) => profileFeatures(db, userId),

    async insert(organizationId: number, values: TagValues): Promise<number> {
      const row = await db
        .insertInto('tags')
        .values({ organization_id: organizationId, label: values.label, color: values.color })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(rethrow);
      return row.id;
    },

    async update(id: number, values: Partial<TagValues>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.updateTable('tags').set(values).where('id', '=', id).execute().catch(rethrow);
    },

    /** Deletes the tag and takes it off its organization's orders, together. */
    async remove(tag: { id: number; organization_id: number }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('orders')
          .set((eb) => ({ tag_ids: eb.fn<number[]>('array_remove', ['tag_ids', eb.val(tag.id)]) }))
          .where('organization_id', '=', tag.organization_id)
          .where((eb) => eb(eb.val(tag.id), '=', eb.fn.any('tag_ids')))
          .execute();
        await trx.deleteFrom('tags').where('id', '=', tag.id).execute();
      });
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
export type TagRow = Awaited<ReturnType<TagsRepository['list']>>['items'][number];
