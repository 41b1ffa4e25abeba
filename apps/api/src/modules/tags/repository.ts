// The only place with SQL for tags. Tags belong to one organization: no sharing with carriers.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';

export interface TagSort {
  field: 'label' | 'createdAt';
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = { label: 't.label', createdAt: 't.created_at' } as const;

export function createTagsRepository(db: Kysely<Database>) {
  return {
    async list(
      scope: TenantScope,
      filters: { search?: string; organizationId?: number },
      sort: TagSort[],
      page: { number: number; size: number },
    ) {
      let base = db.selectFrom('tags as t');
      if (!scope.allOrganizations) base = base.where('t.organization_id', '=', scope.organizationId);
      else if (filters.organizationId !== undefined)
        base = base.where('t.organization_id', '=', filters.organizationId);
      if (filters.search)
        base = base.where('t.label', 'ilike', `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      let rows = base
        .innerJoin('organizations as org', 'org.id', 't.organization_id')
        .selectAll('t')
        .select('org.name as organization_name');
      for (const s of sort) rows = rows.orderBy(SORT_COLUMNS[s.field], s.direction);
      const [items, count] = await Promise.all([
        rows
          .orderBy('t.id')
          .limit(page.size)
          .offset((page.number - 1) * page.size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.total) };
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
export type TagRow = Awaited<ReturnType<TagsRepository['list']>>['items'][number];
