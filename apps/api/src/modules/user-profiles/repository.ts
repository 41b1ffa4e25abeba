// The only place with SQL for user profiles: named sets of user features, one organization each (§3 User).
import type { Kysely } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { organizationExists } from '../../db/organization-exists';
import { fetchSortedPage, type PageRequest, type SortKey } from '../../db/paging';
import type { Database } from '../../db/schema';
import { ofTenant, withOrganizationName } from '../../db/tenant-rows';
import { containsAny } from '../../db/text-search';
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
  function scoped(scope: TenantScope, organizationId?: number) {
    return ofTenant(db.selectFrom('user_profiles as p'), 'p.organization_id', scope, organizationId);
  }

  function withOrganization(query: ReturnType<typeof scoped>) {
    return withOrganizationName(query, 'p').select((eb) =>
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
      sort: SortKey<'name'>[],
      page: PageRequest,
    ) {
      const search = filters.search;
      let base = scoped(scope, filters.organizationId);
      if (search) base = base.where((eb) => containsAny(eb, ['p.name'], search));
      const order = { sort, columns: { name: 'p.name' }, unique: 'p.id' } as const;
      return fetchSortedPage(withOrganization(base), base, order, page);
    },

    find(scope: TenantScope, id: number) {
      return withOrganization(scoped(scope)).where('p.id', '=', id).executeTakeFirst();
    },

    organizationExists: (id: number) => organizationExists(db, id),

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
