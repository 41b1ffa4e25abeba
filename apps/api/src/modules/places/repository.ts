// The only SQL of the address book. A place belongs to one organization; its contacts carry the same
// organization so every query filters on the tenant column directly.

import { type Kysely, sql } from 'kysely';
import { organizationExists } from '../../db/organization-exists';
import { fetchSortedPage, type PageRequest, type SortKey } from '../../db/paging';
import type { Database } from '../../db/schema';
import { ofTenant, withOrganizationName } from '../../db/tenant-rows';
import { containsAny } from '../../db/text-search';
import { valueTaken } from '../../db/value-taken';
import type { TenantScope } from '../../kernel/tenant-scope';

export type PlaceSort = SortKey<'name' | 'town' | 'createdAt' | 'updatedAt'>;

export interface PlaceFilters {
  search?: string;
  countries?: string[];
  isActive?: boolean;
  organizationId?: number;
}

export interface PlaceValues {
  external_id?: string | null;
  name?: string;
  street?: string | null;
  postal_code?: string | null;
  town?: string;
  country?: string;
  lat?: number;
  lng?: number;
  timezone?: string;
  geofence?: string;
  geofence_radius?: number | null;
  phone?: string | null;
  details?: string | null;
  appointment_required?: boolean;
  updated_by_user_id?: number | null;
}

export interface ContactValues {
  name: string;
  position: string | null;
  email: string | null;
  email_enabled: boolean;
  phone: string | null;
  phone_enabled: boolean;
}

const SORT_COLUMNS = {
  name: 'p.name',
  town: 'p.town',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
} as const;

const SEARCHED_COLUMNS = ['p.name', 'p.town', 'p.postal_code', 'p.external_id'] as const;

/** Reads: the places a scope sees, their contacts, a taken external id. */
function placeReads(db: Kysely<Database>) {
  function visible(scope: TenantScope, organizationId?: number) {
    return ofTenant(db.selectFrom('places as p'), 'p.organization_id', scope, organizationId);
  }

  return {
    async list(scope: TenantScope, filters: PlaceFilters, sort: PlaceSort[], page: PageRequest) {
      const search = filters.search;
      let base = visible(scope, filters.organizationId);
      if (search) base = base.where((eb) => containsAny(eb, SEARCHED_COLUMNS, search));
      if (filters.countries) base = base.where('p.country', 'in', filters.countries);
      if (filters.isActive !== undefined)
        base = base.where('p.deactivated_at', filters.isActive ? 'is' : 'is not', null);
      const order = { sort, columns: SORT_COLUMNS, unique: 'p.id' } as const;
      return fetchSortedPage(withOrganizationName(base, 'p'), base, order, page);
    },

    find(scope: TenantScope, id: number) {
      return withOrganizationName(visible(scope), 'p').where('p.id', '=', id).executeTakeFirst();
    },

    contactsOf(placeIds: number[]) {
      if (placeIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('place_contacts')
        .selectAll()
        .where('place_id', 'in', placeIds)
        .orderBy('place_id')
        .orderBy('id')
        .execute();
    },

    externalIdTaken: (organizationId: number, externalId: string, exceptId?: number) =>
      valueTaken(
        db,
        { table: 'places', column: 'external_id', value: externalId },
        { organizationId, exceptId },
      ),
  };
}

/** Writes: a place, its activity, its contacts; updates and deletes keep to the scope. */
function placeWrites(db: Kysely<Database>) {
  return {
    async insert(
      organizationId: number,
      values: Required<Omit<PlaceValues, 'updated_by_user_id'>> & PlaceValues,
    ) {
      const row = await db
        .insertInto('places')
        .values({ ...values, organization_id: organizationId, update_method: 'manual' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(scope: TenantScope, id: number, values: PlaceValues, active?: boolean) {
      let query = db
        .updateTable('places')
        .set({ ...values, update_method: 'manual', updated_at: sql`now()` })
        .where('id', '=', id);
      if (active !== undefined)
        query = query.set({ deactivated_at: active ? null : sql`coalesce(deactivated_at, now())` });
      if (!scope.allOrganizations) query = query.where('organization_id', '=', scope.organizationId);
      await query.execute();
    },

    async replaceContacts(organizationId: number, placeId: number, contacts: ContactValues[]) {
      await db.deleteFrom('place_contacts').where('place_id', '=', placeId).execute();
      if (contacts.length === 0) return;
      await db
        .insertInto('place_contacts')
        .values(
          contacts.map((contact) => ({ ...contact, organization_id: organizationId, place_id: placeId })),
        )
        .execute();
    },

    async remove(scope: TenantScope, id: number) {
      let query = db.deleteFrom('places').where('id', '=', id);
      if (!scope.allOrganizations) query = query.where('organization_id', '=', scope.organizationId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

function placesQueries(db: Kysely<Database>) {
  return { ...placeReads(db), ...placeWrites(db) };
}

type PlacesQueries = ReturnType<typeof placesQueries>;

export function createPlacesRepository(db: Kysely<Database>) {
  return {
    ...placesQueries(db),
    organizationExists: (id: number) => organizationExists(db, id),
    /** Runs `work` in one transaction: a place and its contacts are written together or not at all. */
    transaction<T>(work: (repository: PlacesQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(placesQueries(trx)));
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
export type PlaceRow = NonNullable<Awaited<ReturnType<PlacesRepository['find']>>>;
export type ContactRow = Awaited<ReturnType<PlacesRepository['contactsOf']>>[number];
