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
 * A connection lent out (to Kysely, a COPY or a script) has no 'error' listener of the pool's: when the server
 * ends it between two statements (a restart: `terminating connection due to administrator command`), the
 * client's 'error' event would end the process. The listener holds the error until the connection comes back,
 * and the pool then discards it rather than lend it again (decision 0219).
 */
function lend(client: pg.PoolClient, onError: (error: unknown) => void) {
  let broken: Error | undefined;
  const listener = (error: Error) => {
    broken = error;
    onError(error);
  };
  client.on('error', listener);
  return {
    client,
    release(error?: Error | boolean) {
      client.removeListener('error', listener);
      client.release(error ?? broken);
    },
  };
}

/**
 * Names every query Kysely sends, so each connection prepares a statement once and PostgreSQL can reuse its
 * plan: planning the orders list's joins cost more than running them (measured with npm run bench:api).
 * Multi-statement scripts (migrations) go through the raw pool, which cannot prepare them.
 */
function withPreparedStatements(pool: pg.Pool, onError: (error: unknown) => void): PostgresPool {
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
      const lent = lend(await pool.connect(), onError);
      const query = lent.client.query.bind(lent.client) as (...args: unknown[]) => Promise<pg.QueryResult>;
      const prepared = {
        query: (text: unknown, values?: readonly unknown[]) =>
          typeof text === 'string' ? query({ text, values, name: nameOf(text) }) : query(text, values),
        release: () => lent.release(),
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
  /**
   * PostgreSQL only: sees every connection the server or the network ended, idle or lent (a restart, a
   * failover). The process goes on: the pool opens new connections once the server answers (decision 0219).
   */
  onConnectionError?: (error: unknown) => void;
  /** PostgreSQL only: how long opening a connection may take before the statement fails (5 s by default). */
  connectTimeoutMs?: number;
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
    const onError = options.onConnectionError ?? (() => undefined);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While the server is away a request fails within this bound (503), instead of waiting on a connect.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    // An idle connection the server ended: the pool has already dropped it.
    pool.on('error', onError);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool, onError) }),
      ...log,
    });
    return {
      db,
      engine: 'postgres',
      execScript: async (script) => {
        const lent = lend(await pool.connect(), onError);
        try {
          await lent.client.query(script);
        } catch (error) {
          // A failed script leaves its transaction aborted on this very connection: end it before reuse.
          await lent.client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          lent.release();
        }
      },
      withConnection: async (work) => {
        const lent = lend(await pool.connect(), onError);
        try {
          const result = await work(lent.client);
          lent.release();
          return result;
        } catch (error) {
          lent.release(error instanceof Error ? error : true);
          throw error;
        }
      },
      listen: (channel, handler) =>
        listenOnServer(options.databaseUrl!, channel, handler, {
          onError,
          connectTimeoutMs: options.connectTimeoutMs,
        }),
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
