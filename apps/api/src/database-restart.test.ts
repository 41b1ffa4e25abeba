// Issue 27: the PostgreSQL server that DATABASE_URL names restarts (a fast shutdown and a start, as a failover
// or a minor upgrade does) while the server lists orders and takes positions. The test owns that PostgreSQL
// server (test-support/own-postgres-server.ts); the machine's shared one is never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideOutDatabaseRestart } from './test-support/database-restart-scenario';
import { type OwnPostgres, startOwnPostgres } from './test-support/own-postgres-server';
import { type ServerProcess, startServerProcess, stopServerProcess } from './test-support/server-process';

describe('a PostgreSQL restart under lists and positions', () => {
  let postgres: OwnPostgres;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    await postgres.createDatabase('cargolens');
    server = await startServerProcess({ DATABASE_URL: postgres.url('cargolens'), API_PROCESSES: '1' });
  }, 120_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await postgres?.destroy();
  });

  it('keeps the process up, answers 503 meanwhile and loses no acknowledged position', async () => {
    try {
      await rideOutDatabaseRestart(server!, postgres, postgres.url('cargolens'));
    } catch (error) {
      expect.fail(`${(error as Error).stack}\n--- server output ---\n${server!.output()}`);
    }
  }, 180_000);
});
