// The SQL of the users screen: users of a scope (one organization, or all for the back office), never the
// deleted ones (decision 0126), their agencies, and the writes.
import { type Kysely, sql } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { fetchSortedPage, type PageRequest, type SortKey } from '../../db/paging';
import type { Database } from '../../db/schema';
import { ofTenant, withOrganizationName } from '../../db/tenant-rows';
import { containsAny } from '../../db/text-search';
import { valueTaken } from '../../db/value-taken';
import type { TenantScope } from '../../kernel/tenant-scope';
import { endSessions, outdateAccessTokens } from '../auth';
import { insertNewUsers, type NewUserRow } from './new-users-repository';

export type UserSort = SortKey<'lastname' | 'firstname' | 'username' | 'email' | 'createdAt'>;

export interface UserFilters {
  search?: string;
  role?: string;
  agencyId?: number;
  isActive?: boolean;
  organizationId?: number;
}

const SORT_COLUMNS = {
  lastname: 'u.lastname',
  firstname: 'u.firstname',
  username: 'u.username',
  email: 'u.email',
  createdAt: 'u.created_at',
} as const;

const SEARCHED_COLUMNS = ['u.username', 'u.email', sql<string>`u.firstname || ' ' || u.lastname`] as const;

/** The username or email is held by someone else: said at that field. */
export class UserNameTaken extends Error {}

export function createUsersAdminRepository(db: Kysely<Database>) {
  function scoped(scope: TenantScope, organizationId?: number) {
    const base = db.selectFrom('users as u').where('u.deleted_at', 'is', null);
    return ofTenant(base, 'u.organization_id', scope, organizationId);
  }

  function withOrganization(query: ReturnType<typeof scoped>) {
    return withOrganizationName(query, 'u').select('org.country as organization_country');
  }

  return {
    async list(scope: TenantScope, filters: UserFilters, sort: UserSort[], page: PageRequest) {
      const search = filters.search;
      let base = scoped(scope, filters.organizationId);
      if (search) base = base.where((eb) => containsAny(eb, SEARCHED_COLUMNS, search));
      if (filters.role) base = base.where(sql<boolean>`${filters.role} = ANY(u.roles)`);
      if (filters.isActive !== undefined)
        base = base.where('u.deactivated_at', filters.isActive ? 'is' : 'is not', null);
      if (filters.agencyId !== undefined) {
        const agencyId = filters.agencyId;
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_agencies as ua')
              .select('ua.user_id')
              .whereRef('ua.user_id', '=', 'u.id')
              .where('ua.agency_id', '=', agencyId),
          ),
        );
      }
      const order = { sort, columns: SORT_COLUMNS, unique: 'u.id' } as const;
      return fetchSortedPage(withOrganization(base), base, order, page);
    },

    /** A user the scope may see, or undefined: another organization's user is not there. */
    find(scope: TenantScope, id: number) {
      return withOrganization(scoped(scope)).where('u.id', '=', id).executeTakeFirst();
    },

    /** The user's agency links, the default first, then by name. */
    agenciesOf(userId: number) {
      return db
        .selectFrom('user_agencies as ua')
        .innerJoin('agencies as a', 'a.id', 'ua.agency_id')
        .select(['a.id', 'a.name', 'ua.is_default'])
        .where('ua.user_id', '=', userId)
        .orderBy('ua.is_default', 'desc')
        .orderBy('a.name')
        .execute();
    },

    async organizationCountry(id: number): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('organizations')
        .select('country')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? row.country : undefined;
    },

    /** Whether a username (case-insensitive) is held by any user, deleted ones included. */
    usernameTaken: (username: string, exceptId?: number) =>
      valueTaken(
        db,
        { table: 'users', column: 'username', value: username.trim(), ignoringCase: true },
        { exceptId },
      ),

    emailTaken: (email: string, exceptId?: number) =>
      valueTaken(
        db,
        { table: 'users', column: 'email', value: email.trim(), ignoringCase: true },
        { exceptId },
      ),

    ...userWrites(db),
  };
}

/** The writes of the users screen: a new user, a change, a state (active, inactive, deleted). */
function userWrites(db: Kysely<Database>) {
  return {
    /** Inserts the user and its agency links in one transaction: nothing is half-created. */
    async insert(row: NewUserRow): Promise<number> {
      try {
        return await db.transaction().execute(async (trx) => (await insertNewUsers(trx, [row]))[0]!);
      } catch (error) {
        if (uniqueViolation(error) === 'users_username_key') throw new UserNameTaken();
        throw error;
      }
    },

    /** Changes the user and replaces its agency links together; `endAccess` ends its current tokens. */
    async update(
      id: number,
      values: NewUserRow['values'] extends infer V ? Partial<V> : never,
      agencies: { ids: number[]; defaultId: number | null } | undefined,
      endAccess: boolean,
    ) {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ ...values, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
          if (agencies) {
            await trx.deleteFrom('user_agencies').where('user_id', '=', id).execute();
            if (agencies.ids.length)
              await trx
                .insertInto('user_agencies')
                .values(
                  agencies.ids.map((agencyId) => ({
                    user_id: id,
                    agency_id: agencyId,
                    is_default: agencyId === agencies.defaultId,
                  })),
                )
                .execute();
          }
          if (endAccess) await outdateAccessTokens(trx, id);
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_username_key') throw new UserNameTaken();
        throw error;
      }
    },

    /** Deactivates, reactivates or deletes; deactivating and deleting end every session at once. */
    async setState(id: number, state: 'active' | 'inactive' | 'deleted') {
      await db.transaction().execute(async (trx) => {
        const now = new Date();
        await trx
          .updateTable('users')
          .set({
            deactivated_at: state === 'active' ? null : sql`coalesce(deactivated_at, ${now})`,
            ...(state === 'deleted' ? { deleted_at: now } : {}),
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        if (state !== 'active') await endSessions(trx, id);
      });
    },
  };
}

export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
export type ManagedUserRow = NonNullable<Awaited<ReturnType<UsersAdminRepository['find']>>>;
