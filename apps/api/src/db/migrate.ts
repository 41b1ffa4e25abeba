// Forward-only SQL migrations: numbered files in ./migrations, each applied once, in order, in a transaction.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Store } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(): { name: string; script: string }[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      script: readFileSync(path.join(migrationsDir, file), 'utf8'),
    }));
}

export async function migrate(store: Store): Promise<string[]> {
  // Under the migrations' lock: two processes creating the table at once would collide in the catalog.
  await store.execScript(
    `BEGIN; SELECT pg_advisory_xact_lock(4242);
     CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
     COMMIT;`,
  );
  const applied = new Set(
    (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(store.db)).rows.map(
      (r) => r.name,
    ),
  );
  const done: string[] = [];
  for (const migration of listMigrations()) {
    if (applied.has(migration.name)) continue;
    // Several API processes may start at once on one server: the lock makes the second wait, then skip.
    await store
      .execScript(
        `BEGIN; SELECT pg_advisory_xact_lock(4242);
       DO $m$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${migration.name}') THEN RAISE EXCEPTION 'already-applied'; END IF; END $m$;
       ${migration.script}
       ;INSERT INTO schema_migrations (name) VALUES ('${migration.name}'); COMMIT;`,
      )
      .then(
        () => done.push(migration.name),
        (error: unknown) => {
          if (!String(error).includes('already-applied')) throw error;
        },
      );
  }
  return done;
}
