// Global setup of the API project, run once per test run:
// - a migrated, empty PGlite data directory saved as a tarball, from which every PGlite test store starts
//   (engines.ts): creating a cluster (initdb) and migrating it cost seconds per test file;
// - when the run ends, the snapshot and the per-worker PostgreSQL databases (worker-database.ts) are removed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openStore } from '../db/database';
import { migrate } from '../db/migrate';

async function writeMigratedSnapshot(file: string): Promise<void> {
  const store = await openStore({ dataDir: 'memory://' });
  try {
    await migrate(store);
    const tarball = await store.dumpDataDir?.();
    if (!tarball) throw new Error('PGlite store without dumpDataDir');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await store.close();
  }
}

async function dropWorkerDatabases(base: string): Promise<void> {
  const prefix = `${new URL(base).pathname.slice(1)}_w`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cargolens-pglite-'));
  const snapshot = path.join(dir, 'migrated.tar');
  await writeMigratedSnapshot(snapshot);
  project.provide('pgliteSnapshot', snapshot);
  const base = process.env.TEST_DATABASE_URL;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (base) await dropWorkerDatabases(base);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
