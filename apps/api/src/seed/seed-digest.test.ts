// Pins the demo data set row by row: the demo journeys, the API examples and the tests name its ids, labels
// and instants, so a change to the seed's code must leave every seeded row as it was. Each table's rows are
// digested as the database returns them (jsonb: keys in a fixed order), sorted. Two kinds of value do not depend
// on the seed and are replaced by what they stand for: instants the database stamps at insert (default now(),
// the wall clock of the run, not the seed's `now`), and the password hash (argon2 salts it at random; it is
// checked to verify DEMO_PASSWORD). A change to the demo data on purpose (or a migration that adds a column)
// updates the digests below.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/database';
import { verifyPassword } from '../modules/auth/password';
import { openEmptyStore, testEngines } from '../test-support/test-stores';
import { DEMO_PASSWORD } from './demo-users';
import { seedDemo } from './seed-demo';

const now = new Date('2026-04-15T09:30:00Z');
const STAMPED_AT_INSERT = 'stamped by the database at insert';
const DEMO_PASSWORD_HASH = 'an argon2 hash of DEMO_PASSWORD';

type Row = Record<string, unknown>;

async function seededTables(store: Store): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
    ORDER BY table_name`.execute(store.db);
  return rows.map((row) => row.name);
}

async function instantColumns(store: Store, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} AND data_type LIKE 'timestamp%'`.execute(
    store.db,
  );
  return rows.map((row) => row.name);
}

/** The table's rows, with the two kinds of value the seed does not decide replaced by what they stand for. */
async function rowsOf(store: Store, table: string, seeding: { from: Date; to: Date }): Promise<Row[]> {
  const instants = await instantColumns(store, table);
  // A count's slot is the writing backend's process id modulo 8 (decision 0057), not the seed's: the counts are
  // compared summed over slots.
  const source =
    table === 'order_counts'
      ? sql`(SELECT organization_id, carrier_organization_id, transport_mode, current_status, tour_status,
            sum(n)::int AS n FROM order_counts
            GROUP BY organization_id, carrier_organization_id, transport_mode, current_status, tour_status)`
      : sql.table(table);
  const { rows } = await sql<{ row: Row }>`SELECT to_jsonb(t) AS row FROM ${source} t`.execute(store.db);
  const hashes = new Set<string>();
  const result = rows.map(({ row }) => {
    const shown: Row = { ...row };
    for (const column of instants) {
      if (typeof shown[column] !== 'string') continue;
      const at = new Date(shown[column] as string);
      shown[column] = at >= seeding.from && at <= seeding.to ? STAMPED_AT_INSERT : at.toISOString();
    }
    if (typeof shown.password_hash === 'string') {
      hashes.add(shown.password_hash);
      shown.password_hash = DEMO_PASSWORD_HASH;
    }
    return shown;
  });
  for (const hash of hashes) expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
  return result;
}

function digest(rows: Row[]): string {
  const lines = rows.map((row) => JSON.stringify(row)).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
}

describe.each(testEngines)('the demo data set on $name', (engine) => {
  let store: Store;
  let seeding: { from: Date; to: Date };

  beforeAll(async () => {
    store = await openEmptyStore(engine);
    const from = new Date();
    await seedDemo(store.db, { now });
    seeding = { from, to: new Date() };
  });
  afterAll(() => store?.close());

  it('seeds the same rows, table by table', async () => {
    const digests: Record<string, string> = {};
    for (const table of await seededTables(store)) {
      const rows = await rowsOf(store, table, seeding);
      if (rows.length > 0) digests[table] = `${rows.length} rows ${digest(rows)}`;
    }
    expect(digests).toEqual({
      agencies: '13 rows fcd811c6ae5b34c7',
      demo_drives: '36 rows 20d9fd0d3baf64e0',
      goods: '295 rows 1f740a218246f041',
      import_tasks: '4 rows fca898e2d2747569',
      order_counts: '81 rows b9162a5f96d8028b',
      order_stops: '540 rows a5b91b4f187e5f4d',
      orders: '270 rows 0743343eab0e6da5',
      organizations: '5 rows be2d8f6438093e15',
      places: '67 rows a3a2e8b66d3ded21',
      portfolio_organizations: '4 rows cc62584139989ac2',
      portfolio_users: '1 rows ee88dd3c2db59e13',
      portfolios: '2 rows cdd7bba4cf07741b',
      resources: '68 rows 4c75d7b4c73ee1bb',
      stops: '209 rows 13b14018018c6c6c',
      tags: '42 rows 8451343e7248208f',
      tours: '76 rows ef8c4c6c2d873619',
      user_agencies: '26 rows 0c1f8ad579abcd55',
      user_profiles: '15 rows 40768a2f1942c9b5',
      users: '20 rows 7480301bfc5974bf',
    });
  });
});
