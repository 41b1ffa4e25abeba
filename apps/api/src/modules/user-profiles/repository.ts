// The only place with SQL for user profiles: named sets of user features, one organization each (§3 User).
import type { Kysely } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';

export class UserProfileNameTaken extends Error {}

function rethrow(error: unknown): never {
  if (uniqueViolation(error) === 'user_profiles_organization_name_idx') throw new UserProfileNameTaken();
  throw error;
}

export interface UserProfileValues {
  name: string;
  is_read_only: boolean;
  features: string[];
}

export function createUserProfilesRepository(db: Kysely<Database>) {
  function scoped(scope: TenantScope) {
    const base = db.selectFrom('user_profiles as p');
    return scope.allOrganizations ? base : base.where('p.organization_id', '=', scope.organizationId);
  }

  function withOrganization(query: ReturnType<typeof scoped>) {
    return query
      .innerJoin('organizations as org', 'org.id', 'p.organization_id')
      .selectAll('p')
      .select('org.name as organization_name')
      .select((eb) =>
        eb
          .selectFrom('users as u')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('u.user_profile_id', '=', 'p.id')
          .as('user_count'),
      );
  }

  return {
    async list(
      scope: TenantScope,
      filters: { search?: string; organizationId?: number },
      sort: Array<{ field: 'name'; direction: 'asc' | 'desc' }>,
      page: PageRequest,
    ) {
      let base = scoped(scope);
      if (scope.allOrganizations && filters.organizationId !== undefined)
        base = base.where('p.organization_id', '=', filters.organizationId);
      if (filters.search) base = base.where('p.name', 'ilike', containsPattern(filters.search));
      let rows = withOrganization(base);
      for (const s of sort) rows = rows.orderBy('p.name', s.direction);
      return fetchPage(rows.orderBy('p.id'), base, page);
    },

    find(scope: TenantScope, id: number) {
      return withOrganization(scoped(scope)).where('p.id', '=', id).executeTakeFirst();
    },

    async organizationExists(id: number): Promise<boolean> {
      return (
        (await db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst()) !==
        undefined
      );
    },

    async insert(organizationId: number, values: UserProfileValues): Promise<number> {
      const row = await db
        .insertInto('user_profiles')
        .values({ ...values, organization_id: organizationId })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(rethrow);
      return row.id;
    },

    async update(id: number, values: Partial<UserProfileValues>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.updateTable('user_profiles').set(values).where('id', '=', id).execute().catch(rethrow);
    },

    /** Its users keep their account without a profile (the foreign key sets it to null). */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('user_profiles').where('id', '=', id).execute();
    },
  };
}

export type UserProfilesRepository = ReturnType<typeof createUserProfilesRepository>;
export type UserProfileRow = NonNullable<Awaited<ReturnType<UserProfilesRepository['find']>>>;
