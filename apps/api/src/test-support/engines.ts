// API tests run on embedded PGlite always, and on a PostgreSQL server too when TEST_DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';

export interface Engine {
  name: 'pglite' | 'postgres';
  /** Options for startCargolens that give a fresh, empty database. */
  prepare(): Promise<{ dataDir?: string; databaseUrl?: string; pgliteSnapshot?: Blob }>;
}

let snapshot: Buffer | undefined;

/** The migrated, empty PGlite data directory the project's global setup saved (test-support/global-setup.ts). */
export function migratedPgliteSnapshot(): Blob {
  snapshot ??= readFileSync(inject('pgliteSnapshot'));
  return new Blob([snapshot], { type: 'application/x-tar' });
}

async function resetSchema(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

export function engines(): Engine[] {
  const list: Engine[] = [
    {
      name: 'pglite',
      prepare: async () => ({ dataDir: 'memory://', pgliteSnapshot: migratedPgliteSnapshot() }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      prepare: async () => {
        await resetSchema(url);
        return { databaseUrl: url };
      },
    });
  }
  return list;
}
