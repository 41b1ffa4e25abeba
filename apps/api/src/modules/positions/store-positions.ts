// A batch of positions stored with its latest positions and tracking jobs, all or nothing, committed before the
// caller answers: one statement of fixed text (decision 0155), or COPY for a large batch on a PostgreSQL server
// (store-by-copy.ts).
import { type Kysely, sql } from 'kysely';
import type { Store } from '../../db/database';
import type { Database } from '../../db/schema';
import { isoUtc, positionsReceivedJobs } from '../tracking';
import { MOVE_LATEST_FORWARD } from './latest-position-sql';
import { COPY_FROM_POSITIONS, storeByCopy } from './store-by-copy';

/** What a position measured: the positions columns of the same names, read and written as they are. */
export interface PositionMeasures {
  lat: number;
  lng: number;
  speed: number | null;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
}

export interface StoredPosition extends PositionMeasures {
  organizationId: number;
  resourceId: number;
  recordedAt: Date;
  source: 'api' | 'osmand';
}

const keyOf = (resourceId: number, at: number) => `${resourceId}@${at}`;

/** The positions in one INSERT … SELECT FROM unnest(…), with the latest positions and the jobs: which were new. */
async function storeByUnnest(db: Kysely<Database>, sorted: StoredPosition[]) {
  const column = <T>(pick: (p: StoredPosition) => T) => sorted.map(pick);
  const { rows } = await sql<{ resource_id: number; at: number }>`
    WITH input AS (
      SELECT * FROM unnest(
        ${column((p) => p.organizationId)}::int[], ${column((p) => p.resourceId)}::int[],
        ${column((p) => p.recordedAt.toISOString())}::timestamptz[],
        ${column((p) => p.lat)}::float8[], ${column((p) => p.lng)}::float8[],
        ${column((p) => p.speed)}::real[], ${column((p) => p.heading)}::real[],
        ${column((p) => p.altitude)}::real[], ${column((p) => p.accuracy)}::real[],
        ${column((p) => p.battery)}::real[], ${column((p) => p.source)}::text[])
        AS t (organization_id, resource_id, recorded_at, lat, lng, speed, heading, altitude, accuracy,
              battery, source)
    ),
    inserted AS (
      INSERT INTO positions (organization_id, resource_id, recorded_at, lat, lng, speed, heading, altitude,
                             accuracy, battery, source)
      SELECT * FROM input
      ON CONFLICT (resource_id, recorded_at) DO NOTHING
      RETURNING *
    ),
    newest AS (
      INSERT INTO latest_positions (resource_id, organization_id, recorded_at, lat, lng, speed, heading,
                                    altitude, accuracy, battery, received_at, source)
      SELECT DISTINCT ON (resource_id) resource_id, organization_id, recorded_at, lat, lng, speed, heading,
             altitude, accuracy, battery, received_at, source
      FROM inserted
      ORDER BY resource_id, recorded_at DESC
      ${MOVE_LATEST_FORWARD}
    ),
    jobs AS (${positionsReceivedJobs(sql`
      SELECT min(organization_id) AS organization_id, resource_id, ${isoUtc(sql`min(recorded_at)`)} AS earliest
      FROM inserted GROUP BY resource_id`)})
    SELECT resource_id, round(extract(epoch FROM recorded_at) * 1000)::float8 AS at FROM inserted`.execute(
    db,
  );
  return rows;
}

/**
 * Stores the positions (a repeated one is skipped), moves each resource's latest position forward only,
 * and enqueues one tracking job per resource that got something new — all or nothing, in ONE statement
 * of fixed text (decision 0155): the rows travel as one array per column (unnest), so a batch of 1,000
 * costs 11 parameters instead of 11,000, PostgreSQL reuses one prepared plan, and there is one round trip
 * where a transaction took five. A batch of COPY_FROM_POSITIONS or more on a PostgreSQL server goes in by
 * COPY instead (store-by-copy.ts). Answers, for each position given, whether it was new: a position
 * repeated within the batch is new only the first time.
 */
export async function storePositions(
  db: Kysely<Database>,
  withConnection: Store['withConnection'] | undefined,
  positions: readonly StoredPosition[],
): Promise<boolean[]> {
  if (positions.length === 0) return [];
  // One order for every writer, so two batches for the same trucks never wait on each other in a cycle.
  // The sort is stable: of two equal positions, the first given comes first, and the next one repeats it.
  const order = positions
    .map((_, index) => index)
    .sort(
      (a, b) =>
        positions[a]!.resourceId - positions[b]!.resourceId ||
        positions[a]!.recordedAt.getTime() - positions[b]!.recordedAt.getTime(),
    );
  const sorted = order.map((index) => positions[index]!);
  const repeats = sorted.map((p, k) => {
    const before = sorted[k - 1];
    return (
      before !== undefined &&
      before.resourceId === p.resourceId &&
      before.recordedAt.getTime() === p.recordedAt.getTime()
    );
  });
  const isNew = (stored: (p: StoredPosition) => boolean) => {
    const answers = new Array<boolean>(positions.length);
    order.forEach((index, k) => {
      answers[index] = !repeats[k] && stored(sorted[k]!);
    });
    return answers;
  };
  if (withConnection && sorted.length >= COPY_FROM_POSITIONS) {
    const once = sorted.filter((_, k) => !repeats[k]);
    if (await withConnection((client) => storeByCopy(db, client, once))) return isNew(() => true);
  }
  const rows = await storeByUnnest(db, sorted);
  const fresh = new Set(rows.map((row) => keyOf(row.resource_id, row.at)));
  return isNew((p) => fresh.has(keyOf(p.resourceId, p.recordedAt.getTime())));
}
