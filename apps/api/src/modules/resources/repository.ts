// The only place with SQL for resources (means). A resource belongs to one organization.
import type { ResourceMode, ResourceType } from '@cargolens/domain/resources';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { uniqueViolation } from '../../db/constraint-violation';
import { fetchSortedPage, type PageRequest, type SortKey } from '../../db/paging';
import { profileFeatures } from '../../db/profile-features';
import type { Database, ResourcesTable } from '../../db/schema';
import { ofTenant, withOrganizationName } from '../../db/tenant-rows';
import { containsAny } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';

export type MeanSort = SortKey<
  'label' | 'externalId' | 'mode' | 'meanType' | 'yearOfManufacturing' | 'createdAt'
>;

export interface MeanFilters {
  search?: string;
  modes?: ResourceMode[];
  types?: ResourceType[];
  isActive?: boolean;
  organizationId?: number;
}

const SORT_COLUMNS = {
  label: 'r.label',
  externalId: 'r.external_id',
  mode: 'r.mode',
  meanType: 'r.type',
  yearOfManufacturing: 'r.year_of_manufacturing',
  createdAt: 'r.created_at',
} as const;

const SEARCHED_COLUMNS = ['r.label', 'r.external_id', 'r.telematic_unit_id', 'r.driver_name'] as const;

/** Which value a write found already used in the organization. */
export type MeanConflictField = 'label' | 'externalId' | 'telematicUnitId' | 'phoneNumber';

export class MeanConflict extends Error {
  constructor(readonly field: MeanConflictField) {
    super(`${field} already used`);
  }
}

const CONSTRAINTS: Record<string, MeanConflictField> = {
  resources_organization_id_label_key: 'label',
  resources_external_id_idx: 'externalId',
  resources_telematic_unit_idx: 'telematicUnitId',
  resources_mobile_phone_idx: 'phoneNumber',
};

function rethrow(error: unknown): never {
  const field = CONSTRAINTS[uniqueViolation(error) ?? ''];
  throw field ? new MeanConflict(field) : error;
}

export type MeanValues = Omit<
  Insertable<ResourcesTable>,
  'id' | 'organization_id' | 'created_at' | 'updated_at' | 'deactivated_at' | 'last_app_version_used'
>;

/** Which of these values the organization's resources already use, per unique field (imports check a batch). */
async function takenMeanValues(
  db: Kysely<Database>,
  organizationId: number,
  wanted: Record<MeanConflictField, string[]>,
): Promise<Record<MeanConflictField, Set<string>>> {
  const found: Record<MeanConflictField, Set<string>> = {
    label: new Set(),
    externalId: new Set(),
    telematicUnitId: new Set(),
    phoneNumber: new Set(),
  };
  if (Object.values(wanted).every((list) => list.length === 0)) return found;
  const rows = await db
    .selectFrom('resources')
    .select(['label', 'external_id', 'telematic_unit_id', 'mobile_phone'])
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb('label', '=', eb.fn.any(eb.val(wanted.label))),
        eb('external_id', '=', eb.fn.any(eb.val(wanted.externalId))),
        eb('telematic_unit_id', '=', eb.fn.any(eb.val(wanted.telematicUnitId))),
        eb('mobile_phone', '=', eb.fn.any(eb.val(wanted.phoneNumber))),
      ]),
    )
    .execute();
  const sets = {
    label: new Set(wanted.label),
    externalId: new Set(wanted.externalId),
    telematicUnitId: new Set(wanted.telematicUnitId),
    phoneNumber: new Set(wanted.phoneNumber),
  };
  for (const row of rows) {
    if (sets.label.has(row.label)) found.label.add(row.label);
    if (row.external_id && sets.externalId.has(row.external_id)) found.externalId.add(row.external_id);
    if (row.telematic_unit_id && sets.telematicUnitId.has(row.telematic_unit_id))
      found.telematicUnitId.add(row.telematic_unit_id);
    if (row.mobile_phone && sets.phoneNumber.has(row.mobile_phone)) found.phoneNumber.add(row.mobile_phone);
  }
  return found;
}

export function createMeansRepository(db: Kysely<Database>) {
  function scoped(scope: TenantScope, organizationId?: number) {
    return ofTenant(db.selectFrom('resources as r'), 'r.organization_id', scope, organizationId);
  }

  function withOrganization(query: ReturnType<typeof scoped>) {
    return withOrganizationName(query, 'r').select('org.country as organization_country');
  }

  return {
    async list(scope: TenantScope, filters: MeanFilters, sort: MeanSort[], page: PageRequest) {
      const search = filters.search;
      let base = scoped(scope, filters.organizationId);
      if (filters.modes) base = base.where('r.mode', 'in', filters.modes);
      if (filters.types) base = base.where('r.type', 'in', filters.types);
      if (filters.isActive !== undefined)
        base = base.where('r.deactivated_at', filters.isActive ? 'is' : 'is not', null);
      if (search) base = base.where((eb) => containsAny(eb, SEARCHED_COLUMNS, search));
      const order = { sort, columns: SORT_COLUMNS, unique: 'r.id', nullsLast: true } as const;
      return fetchSortedPage(withOrganization(base), base, order, page);
    },

    /** A resource the scope may see, or undefined: another organization's resource is not there. */
    find(scope: TenantScope, id: number) {
      return withOrganization(scoped(scope)).where('r.id', '=', id).executeTakeFirst();
    },

    organization(id: number) {
      return db.selectFrom('organizations').select(['id', 'country']).where('id', '=', id).executeTakeFirst();
    },

    /** The features of the caller's user profile (shipment-domain §6). */
    profileFeatures: (userId: number) => profileFeatures(db, userId),

    /** Which of these values the organization's resources already use, per unique field (imports check a batch). */
    taken: (organizationId: number, wanted: Record<MeanConflictField, string[]>) =>
      takenMeanValues(db, organizationId, wanted),

    async insert(organizationId: number, values: MeanValues): Promise<number> {
      const row = await db
        .insertInto('resources')
        .values({ ...values, organization_id: organizationId })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(rethrow);
      return row.id;
    },

    async update(id: number, values: Updateable<ResourcesTable>): Promise<void> {
      await db
        .updateTable('resources')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
        .catch(rethrow);
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('resources').where('id', '=', id).execute();
    },
  };
}

export type MeansRepository = ReturnType<typeof createMeansRepository>;
export type MeanRow = NonNullable<Awaited<ReturnType<MeansRepository['find']>>>;

/** Inserts checked resources in one statement; `db` is the caller's transaction (an import's batch). */
export async function insertMeans(db: Kysely<Database>, organizationId: number, rows: MeanValues[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('resources')
    .values(rows.map((row) => ({ ...row, organization_id: organizationId })))
    .execute();
}
