// The SQL of creating users: what a new user may refer to in its organization, which usernames and emails are
// taken (on the whole platform: a username signs in, an email will receive the set-password link), and the
// insert of users with their default agency.
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export interface NewUserRow {
  values: Insertable<UsersTable>;
  /** The default agency. */
  agencyId: number | null;
  /** Other agencies the user follows (the users screen; an import gives the default one only). */
  otherAgencyIds?: number[];
}

export function createNewUsersRepository(db: Kysely<Database>) {
  return {
    /** The organization's language, the creator's time zone, and the names its users may refer to. */
    async referencesOf(organizationId: number, creatorId: number) {
      const [organization, creator, profiles, agencies] = await Promise.all([
        db.selectFrom('organizations').select('language').where('id', '=', organizationId).executeTakeFirst(),
        db.selectFrom('users').select('timezone').where('id', '=', creatorId).executeTakeFirst(),
        db
          .selectFrom('user_profiles')
          .select(['id', 'name'])
          .where('organization_id', '=', organizationId)
          .execute(),
        db
          .selectFrom('agencies')
          .select(['id', 'name', 'external_id'])
          .where('organization_id', '=', organizationId)
          .execute(),
      ]);
      return {
        language: organization?.language ?? 'fr',
        timezone: creator?.timezone ?? 'Europe/Paris',
        profiles,
        agencies,
      };
    },

    /** Usernames and emails already held by any user, in lower case: "Camille" and "camille" are one person. */
    async taken(usernames: string[], emails: string[]) {
      if (usernames.length === 0 && emails.length === 0)
        return { usernames: new Set<string>(), emails: new Set<string>() };
      const rows = await sql<{ username: string; email: string }>`
        SELECT lower(username) AS username, lower(email) AS email FROM users
        WHERE lower(username) = ANY(${usernames}) OR lower(email) = ANY(${emails})`.execute(db);
      const wanted = { usernames: new Set(usernames), emails: new Set(emails) };
      return {
        usernames: new Set(rows.rows.map((r) => r.username).filter((u) => wanted.usernames.has(u))),
        emails: new Set(rows.rows.map((r) => r.email).filter((e) => wanted.emails.has(e))),
      };
    },
  };
}

/** Inserts users and their default agency links; `db` is the caller's transaction. */
export async function insertNewUsers(db: Kysely<Database>, users: NewUserRow[]): Promise<number[]> {
  if (users.length === 0) return [];
  const inserted = await db
    .insertInto('users')
    .values(users.map((user) => user.values))
    .returning(['id', 'username'])
    .execute();
  const idOf = new Map(inserted.map((row) => [row.username, row.id]));
  const links = users.flatMap((user) => {
    const userId = idOf.get(user.values.username)!;
    return [
      ...(user.agencyId === null ? [] : [{ user_id: userId, agency_id: user.agencyId, is_default: true }]),
      ...(user.otherAgencyIds ?? [])
        .filter((agencyId) => agencyId !== user.agencyId)
        .map((agencyId) => ({ user_id: userId, agency_id: agencyId, is_default: false })),
    ];
  });
  if (links.length) await db.insertInto('user_agencies').values(links).execute();
  return users.map((user) => idOf.get(user.values.username)!);
}

export type NewUsersRepository = ReturnType<typeof createNewUsersRepository>;
