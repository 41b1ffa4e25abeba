// The only SQL of positions in: which resources a batch names, and storing a batch with its latest positions
// and tracking jobs in one transaction, committed before the caller answers.
import { type Kysely, sql } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import { enqueuePositionsReceived, type PositionsReceived } from '../../jobs/enqueue-tracking-job';
import type { TenantScope } from '../../kernel/tenant-scope';

export interface Device {
  resourceId: number;
  organizationId: number;
  telematicUnitId: string | null;
}

export interface StoredPosition {
  organizationId: number;
  resourceId: number;
  recordedAt: Date;
  lat: number;
  lng: number;
  speed: number | null;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
  source: 'api' | 'osmand';
}

const keyOf = (resourceId: number, recordedAt: Date) => `${resourceId}@${recordedAt.getTime()}`;

export function createPositionsRepository(db: Kysely<Database>) {
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
      return active()
        .where('organization_id', '=', organizationId)
        .where((eb) =>
          eb.or([
            ...(ids.length ? [eb('id', 'in', ids)] : []),
            ...(unitIds.length ? [eb('telematic_unit_id', 'in', unitIds)] : []),
          ]),
        )
        .execute();
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
     * Stores the positions (a repeated one is skipped), moves each resource's latest position forward only,
     * and enqueues one tracking job per resource that got something new — all or nothing.
     * Returns the keys (resource, time) that were new.
     */
    async store(positions: readonly StoredPosition[]): Promise<Set<string>> {
      if (positions.length === 0) return new Set();
      // One order for every writer, so two batches for the same trucks never wait on each other in a cycle.
      const sorted = [...positions].sort(
        (a, b) => a.resourceId - b.resourceId || a.recordedAt.getTime() - b.recordedAt.getTime(),
      );
      const rows = sorted.map((p) => ({
        organization_id: p.organizationId,
        resource_id: p.resourceId,
        recorded_at: p.recordedAt,
        lat: p.lat,
        lng: p.lng,
        speed: p.speed,
        heading: p.heading,
        altitude: p.altitude,
        accuracy: p.accuracy,
        battery: p.battery,
        source: p.source,
      }));
      return db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('positions')
          .values(rows)
          .onConflict((conflict) => conflict.columns(['resource_id', 'recorded_at']).doNothing())
          .returning(['resource_id', 'recorded_at', 'received_at'])
          .execute();
        const fresh = new Set(inserted.map((row) => keyOf(row.resource_id, row.recorded_at)));
        const receivedAt = inserted[0]?.received_at ?? new Date();
        const newest = new Map<number, (typeof rows)[number]>();
        const jobs = new Map<number, PositionsReceived>();
        const counted = new Set<string>();
        for (const row of rows) {
          const key = keyOf(row.resource_id, row.recorded_at);
          // A position sent twice in one batch was inserted once.
          if (!fresh.has(key) || counted.has(key)) continue;
          counted.add(key);
          const latest = newest.get(row.resource_id);
          if (!latest || latest.recorded_at < row.recorded_at) newest.set(row.resource_id, row);
          const job = jobs.get(row.resource_id);
          if (!job)
            jobs.set(row.resource_id, {
              organizationId: row.organization_id,
              resourceId: row.resource_id,
              earliest: row.recorded_at,
              latest: row.recorded_at,
              positions: 1,
            });
          else {
            if (row.recorded_at < job.earliest) job.earliest = row.recorded_at;
            if (row.recorded_at > job.latest) job.latest = row.recorded_at;
            job.positions += 1;
          }
        }
        if (newest.size > 0)
          await tx
            .insertInto('latest_positions')
            .values([...newest.values()].map((row) => ({ ...row, received_at: receivedAt })))
            .onConflict((conflict) =>
              conflict
                .column('resource_id')
                .doUpdateSet({
                  recorded_at: sql`excluded.recorded_at`,
                  lat: sql`excluded.lat`,
                  lng: sql`excluded.lng`,
                  speed: sql`excluded.speed`,
                  heading: sql`excluded.heading`,
                  altitude: sql`excluded.altitude`,
                  accuracy: sql`excluded.accuracy`,
                  battery: sql`excluded.battery`,
                  received_at: sql`excluded.received_at`,
                  source: sql`excluded.source`,
                })
                .where(sql<boolean>`latest_positions.recorded_at < excluded.recorded_at`),
            )
            .execute();
        await enqueuePositionsReceived(tx, [...jobs.values()]);
        return fresh;
      });
    },
  };
}

export type PositionsRepository = ReturnType<typeof createPositionsRepository>;
export { keyOf as positionKey };
