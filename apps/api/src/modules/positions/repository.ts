// The only SQL of positions in: which resources a batch names, and storing a batch with its latest positions
// and tracking jobs in one transaction, committed before the caller answers (a large batch on a PostgreSQL
// server by COPY: store-by-copy.ts).
import { type Kysely, sql } from 'kysely';
import type { Store } from '../../db/database';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { type StoredPosition, storePositions } from './store-positions';

export type { StoredPosition } from './store-positions';

export interface Device {
  resourceId: number;
  organizationId: number;
  telematicUnitId: string | null;
}

export function createPositionsRepository(db: Kysely<Database>, withConnection?: Store['withConnection']) {
  const active = () =>
    db
      .selectFrom('resources')
      .select([
        'id as resourceId',
        'organization_id as organizationId',
        'telematic_unit_id as telematicUnitId',
      ])
      .where('deactivated_at', 'is', null);

  return {
    /** The organization's active resources among these ids and telematic unit ids. */
    async devicesOf(organizationId: number, ids: number[], unitIds: string[]): Promise<Device[]> {
      if (ids.length === 0 && unitIds.length === 0) return [];
      // = any(array): one statement text whatever the number of ids, so its prepared plan is reused. The ids
      // are looked up by primary key alone (MATERIALIZED keeps the organization out of that lookup): with
      // `OR telematic_unit_id = any(…)` beside it, or with resource statistics older than a fleet just created,
      // PostgreSQL scanned the organization's resources and tested every one against every id — a tenth of its
      // time per batch in bench:ingest.
      const { rows } = await sql<Device>`
        WITH named AS MATERIALIZED (
          SELECT id, organization_id, telematic_unit_id, deactivated_at FROM resources WHERE id = any(${ids}::int[])
        )
        SELECT id AS "resourceId", organization_id AS "organizationId", telematic_unit_id AS "telematicUnitId"
        FROM named WHERE organization_id = ${organizationId} AND deactivated_at IS NULL
        UNION
        SELECT id, organization_id, telematic_unit_id
        FROM resources
        WHERE organization_id = ${organizationId} AND telematic_unit_id = any(${unitIds}::text[])
          AND deactivated_at IS NULL`.execute(db);
      return rows;
    },

    /** Every active resource, of any organization, whose telematic unit has this id (OsmAnd's device id). */
    async devicesWithUnit(unitId: string): Promise<Device[]> {
      return active().where('telematic_unit_id', '=', unitId).limit(2).execute();
    },

    /** Whether the scope sees this resource (its own organization's, or any for the back office). */
    async isVisible(scope: TenantScope, resourceId: number): Promise<boolean> {
      let query = db.selectFrom('resources').select('id').where('id', '=', resourceId);
      if (!scope.allOrganizations) query = query.where('organization_id', '=', scope.organizationId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** A page of a resource's history between two instants, oldest first. */
    async history(resourceId: number, from: Date, to: Date, page: PageRequest) {
      const matching = db
        .selectFrom('positions')
        .where('resource_id', '=', resourceId)
        .where('recorded_at', '>=', from)
        .where('recorded_at', '<=', to);
      return fetchPage(matching.selectAll().orderBy('recorded_at'), matching, page);
    },

    /** The newest stored position of a resource (one row, however long its history). */
    async latestOf(resourceId: number) {
      return db
        .selectFrom('latest_positions')
        .selectAll()
        .where('resource_id', '=', resourceId)
        .executeTakeFirst();
    },

    /**
     * Stores the positions (a repeated one is skipped), moves each resource's latest position forward only, and
     * enqueues one tracking job per resource that got something new, all or nothing (store-positions.ts). Answers,
     * for each position given, whether it was new: a position repeated within the batch is new only the first time.
     */
    store: (positions: readonly StoredPosition[]): Promise<boolean[]> =>
      storePositions(db, withConnection, positions),
  };
}

export type PositionsRepository = ReturnType<typeof createPositionsRepository>;
