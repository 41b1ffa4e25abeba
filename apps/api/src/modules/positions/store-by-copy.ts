// A large batch of positions on a PostgreSQL server (decision 0207): the rows go in by COPY, which PostgreSQL
// writes page by page, and the latest positions and tracking jobs follow in one statement of one row per
// resource — all in one transaction, committed before the caller answers. A repeated position makes COPY
// fail on the table's key: the transaction is rolled back whole and the repository stores the batch again
// with its statement that skips repeats, so a retried batch costs more and loses nothing.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { uniqueViolation } from '../../db/constraint-violation';
import type { Database } from '../../db/schema';
import { positionsReceivedJobs } from '../tracking';
import { MOVE_LATEST_FORWARD } from './latest-position-sql';
import type { StoredPosition } from './repository';

/** Fewer positions (an OsmAnd report, a small batch) take the one statement: this path is four round trips. */
export const COPY_FROM_POSITIONS = 100;

const COPY_POSITIONS = `COPY positions (organization_id, resource_id, recorded_at, lat, lng, speed, heading,
  altitude, accuracy, battery, source) FROM STDIN (FORMAT binary)`;

// COPY's binary format (PostgreSQL docs, "COPY — Binary Format"): a signature, no flags, no header extension;
// each row its field count, then each field's length (-1 for NULL) and bytes; -1 after the last row.
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const FIELDS = 11;
/** timestamptz is microseconds since 2000-01-01 UTC. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_TO_32 = 2 ** 32;
const SOURCES = { api: Buffer.from('api'), osmand: Buffer.from('osmand') } as const;
const ROW_BYTES_AT_MOST = 2 + FIELDS * 4 + 4 + 4 + 8 + 8 + 8 + 5 * 4 + SOURCES.osmand.length;

/**
 * The rows in COPY's binary format: numbers are written as the bytes PostgreSQL keeps, with no decimal text
 * to format here and parse there (the text format cost a fifth of the server's time per batch).
 */
function copyBinary(positions: readonly StoredPosition[]): Buffer {
  const out = Buffer.allocUnsafe(SIGNATURE.length + 8 + positions.length * ROW_BYTES_AT_MOST + 2);
  let at = SIGNATURE.copy(out, 0);
  at = out.writeInt32BE(0, at);
  at = out.writeInt32BE(0, at);
  const real = (value: number | null) => {
    if (value === null) return out.writeInt32BE(-1, at);
    return out.writeFloatBE(value, out.writeInt32BE(4, at));
  };
  for (const p of positions) {
    at = out.writeInt16BE(FIELDS, at);
    at = out.writeInt32BE(p.organizationId, out.writeInt32BE(4, at));
    at = out.writeInt32BE(p.resourceId, out.writeInt32BE(4, at));
    const micros = (p.recordedAt.getTime() - POSTGRES_EPOCH_MS) * 1000;
    const high = Math.floor(micros / TWO_TO_32);
    at = out.writeInt32BE(high, out.writeInt32BE(8, at));
    at = out.writeUInt32BE(micros - high * TWO_TO_32, at);
    at = out.writeDoubleBE(p.lat, out.writeInt32BE(8, at));
    at = out.writeDoubleBE(p.lng, out.writeInt32BE(8, at));
    at = real(p.speed);
    at = real(p.heading);
    at = real(p.altitude);
    at = real(p.accuracy);
    at = real(p.battery);
    const source = SOURCES[p.source];
    at = out.writeInt32BE(source.length, at);
    at += source.copy(out, at);
  }
  at = out.writeInt16BE(-1, at);
  return out.subarray(0, at);
}

/** Each resource's newest and oldest position, from positions sorted by resource and time. */
function perResource(sorted: readonly StoredPosition[]) {
  const resources: Array<{ newest: StoredPosition; earliest: Date }> = [];
  for (const position of sorted) {
    const last = resources[resources.length - 1];
    if (last && last.newest.resourceId === position.resourceId) last.newest = position;
    else resources.push({ newest: position, earliest: position.recordedAt });
  }
  return resources;
}

/**
 * The latest positions moved forward and one tracking job per resource, as the repository's statement does.
 * The latest position's instant travels as epoch milliseconds, the job's earliest fix as the ISO-8601 text
 * its payload keeps.
 */
function afterCopy(db: Kysely<Database>, sorted: readonly StoredPosition[]) {
  const resources = perResource(sorted);
  const column = <T>(pick: (r: (typeof resources)[number]) => T) => resources.map(pick);
  return sql`
    WITH input AS (
      SELECT * FROM unnest(
        ${column((r) => r.newest.resourceId)}::int[], ${column((r) => r.newest.organizationId)}::int[],
        ${column((r) => r.newest.recordedAt.getTime())}::float8[],
        ${column((r) => r.newest.lat)}::float8[], ${column((r) => r.newest.lng)}::float8[],
        ${column((r) => r.newest.speed)}::real[], ${column((r) => r.newest.heading)}::real[],
        ${column((r) => r.newest.altitude)}::real[], ${column((r) => r.newest.accuracy)}::real[],
        ${column((r) => r.newest.battery)}::real[], ${column((r) => r.newest.source)}::text[],
        ${column((r) => r.earliest.toISOString())}::text[])
        AS t (resource_id, organization_id, recorded_ms, lat, lng, speed, heading, altitude, accuracy, battery,
              source, earliest)
    ),
    newest AS (
      INSERT INTO latest_positions (resource_id, organization_id, recorded_at, lat, lng, speed, heading, altitude,
                                    accuracy, battery, received_at, source)
      SELECT resource_id, organization_id, to_timestamp(recorded_ms / 1000), lat, lng, speed, heading, altitude,
             accuracy, battery, now(), source
      FROM input
      ${MOVE_LATEST_FORWARD}
    )
    ${positionsReceivedJobs(sql`SELECT organization_id, resource_id, earliest FROM input`)}`.compile(db);
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
    await pipeline(Readable.from([copyBinary(sorted)]), client.query(copyFrom(COPY_POSITIONS)));
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
