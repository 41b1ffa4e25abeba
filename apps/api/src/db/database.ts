// One store, two engines: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set.
// Both sit behind the same Kysely instance so no repository knows which one runs.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type LogConfig, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { listenOnPglite, listenOnServer, type NotificationHandler, type Unlisten } from './notifications';
import type { Database } from './schema';

export interface Store {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations); parameterless by design. */
  execScript(script: string): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start another store from (StoreOptions.pgliteSnapshot). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PostgreSQL server only: lends one raw connection of the pool, for what Kysely cannot send (COPY, decision
   * 0207). The work ends any transaction it begins; a connection that fails is closed rather than reused.
   */
  withConnection?: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;
  /** LISTENs to a notification channel (db/notifications.ts); the promise settles once listening. */
  listen(channel: string, handler: NotificationHandler): Promise<Unlisten>;
  close(): Promise<void>;
}

// Dates come back as Date, counts (int8) and numerics as numbers on both engines.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/**
 * Names every query Kysely sends, so each connection prepares a statement once and PostgreSQL can reuse its
 * plan: planning the orders list's joins cost more than running them (measured with npm run bench:api).
 * Multi-statement scripts (migrations) go through the raw pool, which cannot prepare them.
 */
function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `k${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect() {
      const client = await pool.connect();
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
      const prepared = {
        query: (text: unknown, values?: readonly unknown[]) =>
          typeof text === 'string' ? query({ text, values, name: nameOf(text) }) : query(text, values),
        release: () => client.release(),
      };
      return prepared as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

export interface StoreOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Called with every statement sent, BEGIN and COMMIT included: tests count a use case's round trips. */
  onStatement?: (sql: string) => void;
  /**
   * PGlite only: a data directory tarball (PGlite's dumpDataDir) to start from instead of an empty cluster.
   * Creating a cluster runs initdb, seconds of work; the API tests start each file from one migrated snapshot.
   */
  pgliteSnapshot?: Blob;
  /** PostgreSQL only: connections of this process's pool (10 by default). */
  poolSize?: number;
}

function statementLog(onStatement: StoreOptions['onStatement']): { log?: LogConfig } {
  if (!onStatement) return {};
  return {
    log: (event) => {
      if (event.level === 'query') onStatement(event.query.sql);
    },
  };
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const log = statementLog(options.onStatement);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
      ...log,
    });
    return {
      db,
      engine: 'postgres',
      execScript: async (script) => {
        const client = await pool.connect();
        try {
          await client.query(script);
        } catch (error) {
          // A failed script leaves its transaction aborted on this very connection: end it before reuse.
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      withConnection: async (work) => {
        const client = await pool.connect();
        try {
          const result = await work(client);
          client.release();
          return result;
        } catch (error) {
          client.release(error instanceof Error ? error : true);
          throw error;
        }
      },
      listen: (channel, handler) => listenOnServer(options.databaseUrl!, channel, handler),
      close: () => db.destroy(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir, {
    // The extensions migrations create; a PostgreSQL server ships them in its contrib package.
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number.parseInt(v, 10), 1700: (v: string) => Number.parseFloat(v) },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...log });
  return {
    db,
    engine: 'pglite',
    execScript: async (script) => {
      await pglite.exec(script);
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
    listen: (channel, handler) => listenOnPglite(pglite, channel, handler),
    close: () => db.destroy(),
  };
}
