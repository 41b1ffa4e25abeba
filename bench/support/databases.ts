// Where a benchmark's data lives: a fresh PGlite directory, or a PostgreSQL database made for the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  engine: 'pglite' | 'postgres';
  /** What the API process needs to open it. */
  env: Record<string, string>;
  /** What openStore needs to open it in-process. */
  store: { dataDir: string; databaseUrl?: string };
  /** false when a kept database already held data from an earlier run. */
  fresh: boolean;
  cleanup(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * `keep` names a PostgreSQL database that survives the run and is reused by the next one (seeding a million
 * orders takes longer than measuring them); without it the database is made for the run and dropped after.
 */
export async function benchDatabase(
  engine: string,
  options: { prefix: string; adminUrl: string; keep?: string; socketDir?: string },
): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), `${options.prefix}-`));
    const dataDir = path.join(dir, 'pglite');
    return {
      engine: 'pglite',
      env: { DATA_DIR: dataDir },
      store: { dataDir },
      fresh: true,
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (engine !== 'postgres') throw new Error(`unknown engine ${engine}`);
  const name = options.keep ?? `${options.prefix.replaceAll('-', '_')}_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid database name ${name}`);
  let fresh = true;
  if (options.keep) {
    const found = await adminQuery(options.adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
    fresh = found.rowCount === 0;
  } else {
    await adminQuery(options.adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
  if (fresh) await adminQuery(options.adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // The API process may reach the same server over its Unix socket (the single-host deployment the README
  // recommends); the bench itself keeps TCP.
  const serverUrl = options.socketDir
    ? `postgres://${url.username}@/${name}?host=${encodeURIComponent(options.socketDir)}`
    : databaseUrl;
  return {
    engine: 'postgres',
    env: { DATABASE_URL: serverUrl },
    store: { dataDir: '', databaseUrl },
    fresh,
    cleanup: async () => {
      if (!options.keep) await adminQuery(options.adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
