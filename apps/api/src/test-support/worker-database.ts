// Each Vitest worker of the API project gets a PostgreSQL database of its own, so test files can run side by
// side: a suite resets its database's schema (engines.ts, test-stores.ts), which would pull the floor from
// under another worker sharing it. TEST_DATABASE_URL names the run's database; worker N uses "<name>_wN" on the
// same server, created here on first use and dropped when the run ends (global-setup.ts).
import pg from 'pg';

export const BASE_URL_VARIABLE = 'CARGOLENS_TEST_DATABASE_BASE_URL';

export function workerDatabaseName(baseUrl: string, poolId: string): string {
  return `${new URL(baseUrl).pathname.slice(1)}_w${poolId}`;
}

async function ensureWorkerDatabase(): Promise<void> {
  const base = process.env[BASE_URL_VARIABLE] ?? process.env.TEST_DATABASE_URL;
  if (!base) return;
  process.env[BASE_URL_VARIABLE] = base;
  const name = workerDatabaseName(base, process.env.VITEST_POOL_ID ?? '1');
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
}

await ensureWorkerDatabase();
