// Shared by the positions tests: the demo resources they send positions for, and what the tables hold.
import { sql } from 'kysely';
import { decodeId } from '../kernel/public-id';
import type { TestCargolens } from './cargolens';

export interface DemoDevice {
  id: string;
  key: number;
  telematicUnitId: string;
  organizationName: string;
}

/** Active resources with a telematic unit, as the back office lists them. */
export async function devicesWithUnits(app: TestCargolens): Promise<DemoDevice[]> {
  const means = await app.api.collect<{ id: string; attributes: Record<string, any> }>(
    '/api/means?page[size]=100&filter[isActive]=true',
    await app.tokenOf('backoffice.admin'),
  );
  return means
    .filter((m) => m.attributes.telematicUnitId)
    .map((m) => ({
      id: m.id,
      key: decodeId(m.id)!,
      telematicUnitId: m.attributes.telematicUnitId,
      organizationName: m.attributes.organizationName,
    }));
}

export async function storedPositions(app: TestCargolens, resourceKey: number) {
  const { rows } = await sql<{
    recorded_at: Date;
    lat: number;
    lng: number;
    speed: number | null;
    source: string;
  }>`
    SELECT recorded_at, lat, lng, speed, source FROM positions WHERE resource_id = ${resourceKey}
    ORDER BY recorded_at`.execute(app.running.store.db);
  return rows;
}

export async function latestPosition(app: TestCargolens, resourceKey: number) {
  return app.running.store.db
    .selectFrom('latest_positions')
    .selectAll()
    .where('resource_id', '=', resourceKey)
    .executeTakeFirst();
}

export async function waitingJobs(app: TestCargolens, resourceKey: number) {
  return app.running.store.db
    .selectFrom('tracking_jobs')
    .select(['kind', 'organization_id', 'payload', 'locked_until'])
    .where('resource_id', '=', resourceKey)
    .execute();
}
