// Inserts the demo organizations with their agencies, user profiles, users (one shared hash) and tags.
import { organizationFeaturesOnCreation } from '@cargolens/domain/permissions';
import { TAG_COLOURS } from '@cargolens/domain/tags';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_ORGANIZATIONS, DEMO_USERS, demoRoles } from './demo-users';
import { ORGANIZATIONS, type OrgKey } from './organizations-data';
import { EXTRA_USERS, USER_PROFILES } from './people-data';

export interface SeededAgency {
  id: number;
  tolerableDelayMinutes: number;
  riskyDelayMinutes: number;
}

export interface SeededOrganization {
  id: number;
  key: OrgKey;
  agencies: SeededAgency[];
  tagIds: number[];
  /** Full names of the organization's drivers, written on its tours. */
  drivers: string[];
}

export type SeededOrganizations = Record<OrgKey, SeededOrganization>;

const DAY_MS = 86_400_000;

type OrgId = (key: OrgKey) => number;
type Db = Kysely<Database>;

export async function seedOrganizations(
  db: Db,
  passwordHash: string,
  now: Date,
): Promise<{ organizations: SeededOrganizations; users: number }> {
  const since = new Date(now.getTime() - 120 * DAY_MS);
  const orgId = await insertOrganizations(db, since);
  const agencyRows = await insertAgencies(db, orgId, since);
  const profileRows = await insertUserProfiles(db, orgId);
  const people = demoPeople();
  const userRows = await insertUsers(db, people, { orgId, profileRows, passwordHash, since, now });
  await insertUserAgencies(db, userRows, agencyRows);
  const tagRows = await insertTags(db, orgId, since);
  const organizations = Object.fromEntries(
    ORGANIZATIONS.map((org) => {
      const id = orgId(org.key);
      const seeded: SeededOrganization = {
        id,
        key: org.key,
        agencies: agencyRows
          .filter((row) => row.organization_id === id)
          .map((row) => ({
            id: row.id,
            tolerableDelayMinutes: row.tolerable_delay_minutes,
            riskyDelayMinutes: row.risky_delay_minutes,
          })),
        tagIds: tagRows.filter((row) => row.organization_id === id).map((row) => row.id),
        drivers: people
          .filter((person) => person.org.key === org.key && person.role === 'ROLE_CLIENT_DRIVER')
          .map((person) => `${person.firstname} ${person.lastname}`),
      };
      return [org.key, seeded];
    }),
  ) as SeededOrganizations;
  return { organizations, users: userRows.length };
}

/** Returns each organization's id by its key. */
async function insertOrganizations(db: Db, since: Date): Promise<OrgId> {
  const orgRows = await db
    .insertInto('organizations')
    .values(
      ORGANIZATIONS.map((org) => ({
        name: DEMO_ORGANIZATIONS[org.key],
        profile: org.profile,
        phone: org.phone,
        language: org.language,
        is_back_office: org.key === 'backOffice',
        features: organizationFeaturesOnCreation(org.features),
        street: org.street,
        postal_code: org.postalCode,
        town: org.town,
        country: org.country,
        created_at: since,
        updated_at: since,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  return (key) => orgRows.find((row) => row.name === DEMO_ORGANIZATIONS[key])!.id;
}

function insertAgencies(db: Db, orgId: OrgId, since: Date) {
  return db
    .insertInto('agencies')
    .values(
      ORGANIZATIONS.flatMap((org) =>
        org.agencies.map(([name, town, tolerable, risky], index) => ({
          organization_id: orgId(org.key),
          name,
          external_id: `${org.key.toUpperCase()}-AG-${index + 1}`,
          language: org.language,
          town,
          country: org.country,
          features: [
            'AUTO_CONFIRM',
            'PUBLIC_LINK',
            'TRACKING_LINK',
            ...(index === 0 ? ['CARBON_CALCULATION'] : []),
          ],
          tolerable_delay_minutes: tolerable,
          risky_delay_minutes: risky,
          created_at: since,
        })),
      ),
    )
    .returning(['id', 'organization_id', 'tolerable_delay_minutes', 'risky_delay_minutes'])
    .execute();
}

function insertUserProfiles(db: Db, orgId: OrgId) {
  return db
    .insertInto('user_profiles')
    .values(
      ORGANIZATIONS.flatMap((org) =>
        USER_PROFILES.map((profile) => ({
          organization_id: orgId(org.key),
          name: profile.names[org.language] ?? profile.names.en!,
          is_read_only: profile.readOnly,
          features: profile.features,
        })),
      ),
    )
    .returning(['id', 'organization_id'])
    .execute();
}

/** The demo accounts, then the extra people, each with their organization. */
function demoPeople() {
  const orgByName = new Map<string, (typeof ORGANIZATIONS)[number]>(
    ORGANIZATIONS.map((org) => [DEMO_ORGANIZATIONS[org.key], org]),
  );
  return [
    ...DEMO_USERS.map((user) => ({ ...user, org: orgByName.get(user.organization)!, deactivated: false })),
    ...EXTRA_USERS.map((user) => ({
      ...user,
      org: ORGANIZATIONS.find((org) => org.key === user.org)!,
      deactivated: user.deactivated ?? false,
    })),
  ];
}

function insertUsers(
  db: Db,
  people: ReturnType<typeof demoPeople>,
  input: {
    orgId: OrgId;
    profileRows: { id: number; organization_id: number }[];
    passwordHash: string;
    since: Date;
    now: Date;
  },
) {
  const { orgId, profileRows, passwordHash, since, now } = input;
  return db
    .insertInto('users')
    .values(
      people.map((person) => {
        const profiles = profileRows.filter((row) => row.organization_id === orgId(person.org.key));
        // API users and drivers get no user profile (shipment-domain.txt §6).
        const profileIndex = /ADMIN/.test(person.role)
          ? 0
          : person.role === 'ROLE_CLIENT_EXPLOITANT'
            ? 1
            : -1;
        return {
          organization_id: orgId(person.org.key),
          user_profile_id: profiles[profileIndex]?.id ?? null,
          username: person.username,
          email: `${person.username}@${person.org.emailDomain}`,
          firstname: person.firstname,
          lastname: person.lastname,
          password_hash: passwordHash,
          roles: demoRoles(person.role),
          lang: person.org.language,
          timezone: person.org.timezone,
          receive_mail: person.role !== 'ROLE_CLIENT_API',
          activated_at: since,
          deactivated_at: person.deactivated ? new Date(now.getTime() - 20 * DAY_MS) : null,
          created_at: since,
          updated_at: since,
        };
      }),
    )
    .returning(['id', 'organization_id', 'roles'])
    .execute();
}

async function insertUserAgencies(
  db: Db,
  userRows: { id: number; organization_id: number; roles: string[] }[],
  agencyRows: { id: number; organization_id: number }[],
): Promise<void> {
  await db
    .insertInto('user_agencies')
    .values(
      userRows.flatMap((user) => {
        const agencies = agencyRows.filter((agency) => agency.organization_id === user.organization_id);
        // Operators follow a second agency besides their default one.
        const followed = user.roles.includes('ROLE_CLIENT_EXPLOITANT')
          ? agencies.slice(0, 2)
          : agencies.slice(0, 1);
        return followed.map((agency, index) => ({
          user_id: user.id,
          agency_id: agency.id,
          is_default: index === 0,
        }));
      }),
    )
    .execute();
}

function insertTags(db: Db, orgId: OrgId, since: Date) {
  return db
    .insertInto('tags')
    .values(
      ORGANIZATIONS.flatMap((org) =>
        org.tags.map((label, index) => ({
          organization_id: orgId(org.key),
          label,
          color: TAG_COLOURS[index % TAG_COLOURS.length]!.hex,
          is_automatically_assigned: index === org.tags.length - 1,
          created_at: since,
        })),
      ),
    )
    .returning(['id', 'organization_id'])
    .execute();
}
