// A large batch of positions on a PostgreSQL server (decision 0207): the rows go in by COPY, which PostgreSQL
// writes page by page, and the latest positions and tracking jobs follow in one statement of one row per
// resource — all in one transaction, committed before the caller answers. A repeated position makes COPY
// fail on the table's key: the transaction is rolled back whole and the caller stores the batch again with
// the statement that skips repeats (`repeatedKey`), so a retried batch costs more and loses nothing.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { uniqueViolation } from '../../db/constraint-violation';
import type { Database } from '../../db/schema';
import { POSITIONS_RECEIVED, WIDEN_WAITING_JOB } from '../../jobs/enqueue-tracking-job';
import type { StoredPosition } from './repository';

/** Below this many positions the one statement costs less than a transaction of three. */
export const COPY_FROM_POSITIONS = 100;

const COPY_POSITIONS = `COPY positions (organization_id, resource_id, recorded_at, lat, lng, speed, heading,
  altitude, accuracy, battery, source) FROM STDIN`;

const nullable = (value: number | null) => (value === null ? '\\N' : String(value));

/** COPY's text format. Every value is a number, an ISO instant or a source name: nothing to escape. */
function copyText(positions: readonly StoredPosition[]): string {
  let text = '';
  for (const p of positions)
    text += `${p.organizationId}\t${p.resourceId}\t${p.recordedAt.toISOString()}\t${p.lat}\t${p.lng}\t${nullable(p.speed)}\t${nullable(p.heading)}\t${nullable(p.altitude)}\t${nullable(p.accuracy)}\t${nullable(p.battery)}\t${p.source}\n`;
  return text;
}

/** Each resource's newest position and the span of what it got, from positions sorted by resource and time. */
function perResource(sorted: readonly StoredPosition[]) {
  const resources: Array<{ newest: StoredPosition; earliest: Date; count: number }> = [];
  for (const position of sorted) {
    const last = resources[resources.length - 1];
    if (last && last.newest.resourceId === position.resourceId) {
      last.newest = position;
      last.count += 1;
    } else resources.push({ newest: position, earliest: position.recordedAt, count: 1 });
  }
  return resources;
}

/** The latest positions moved forward and one tracking job per resource, as storeInOneStatement does. */
function afterCopy(db: Kysely<Database>, sorted: readonly StoredPosition[]) {
  const resources = perResource(sorted);
  const column = <T>(pick: (r: (typeof resources)[number]) => T) => resources.map(pick);
  return sql`
    WITH newest AS (
      INSERT INTO latest_positions (resource_id, organization_id, recorded_at, lat, lng, speed, heading, altitude,
                                    accuracy, battery, received_at, source)
      SELECT resource_id, organization_id, recorded_at, lat, lng, speed, heading, altitude, accuracy, battery,
             now(), source
      FROM unnest(
        ${column((r) => r.newest.resourceId)}::int[], ${column((r) => r.newest.organizationId)}::int[],
        ${column((r) => r.newest.recordedAt.toISOString())}::timestamptz[],
        ${column((r) => r.newest.lat)}::float8[], ${column((r) => r.newest.lng)}::float8[],
        ${column((r) => r.newest.speed)}::real[], ${column((r) => r.newest.heading)}::real[],
        ${column((r) => r.newest.altitude)}::real[], ${column((r) => r.newest.accuracy)}::real[],
        ${column((r) => r.newest.battery)}::real[], ${column((r) => r.newest.source)}::text[])
        AS t (resource_id, organization_id, recorded_at, lat, lng, speed, heading, altitude, accuracy, battery,
              source)
      ON CONFLICT (resource_id) DO UPDATE SET
        recorded_at = excluded.recorded_at, lat = excluded.lat, lng = excluded.lng, speed = excluded.speed,
        heading = excluded.heading, altitude = excluded.altitude, accuracy = excluded.accuracy,
        battery = excluded.battery, received_at = excluded.received_at, source = excluded.source
      WHERE latest_positions.recorded_at < excluded.recorded_at
    )
    INSERT INTO tracking_jobs (kind, organization_id, resource_id, payload)
    SELECT ${POSITIONS_RECEIVED}, organization_id, resource_id, payload
    FROM unnest(
      ${column((r) => r.newest.organizationId)}::int[], ${column((r) => r.newest.resourceId)}::int[],
      ${column((r) => JSON.stringify({ earliest: r.earliest.toISOString(), latest: r.newest.recordedAt.toISOString(), positions: r.count }))}::jsonb[])
      AS t (organization_id, resource_id, payload)
    ON CONFLICT (kind, resource_id) WHERE locked_until IS NULL DO UPDATE SET payload = ${WIDEN_WAITING_JOB}`.compile(
    db,
  );
}

/**
 * Stores positions sorted by resource and time, none repeated within them. Returns false, having written
 * nothing, when one of them is stored already.
 */
export async function storeByCopy(
  db: Kysely<Database>,
  client: pg.PoolClient,
  sorted: readonly StoredPosition[],
): Promise<boolean> {
  await client.query('BEGIN');
  try {
    await pipeline(Readable.from([copyText(sorted)]), client.query(copyFrom(COPY_POSITIONS)));
    const after = afterCopy(db, sorted);
    await client.query({ name: 'positions-after-copy', text: after.sql, values: [...after.parameters] });
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK');
    // The key of a partition is named after it (positions_2026_11_pkey).
    if (uniqueViolation(error)?.startsWith('positions')) return false;
    throw error;
  }
}
