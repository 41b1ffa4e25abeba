// Issue 27 with the tracking queue on NATS JetStream (NATS_URL): the PostgreSQL server restarts, then the NATS
// server stops for a while and starts again, each under a stream of lists and positions. The test owns both
// servers (test-support/own-postgres-server.ts, own-nats-server.ts); the machine's shared ones are never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_ID } from './seed/demo-fleet';
import { expectOnly, healthOf, rideOutDatabaseRestart } from './test-support/database-restart-scenario';
import { phoneFixes, startTraffic, storedFacts, untilTrackingDrained } from './test-support/outage-traffic';
import { type OwnNats, startOwnNats } from './test-support/own-nats-server';
import { type OwnPostgres, startOwnPostgres } from './test-support/own-postgres-server';
import { servingChildren } from './test-support/process-tree';
import {
  plannedShuttleTour,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  tokenOf,
  until,
} from './test-support/server-process';
import { driveAlong } from './test-support/tracking-fixtures';

/** A job ready this long is a stall (TRACKING_STALL_SECONDS), so that the outage below shows one. */
const STALL_SECONDS = 2;

describe('PostgreSQL and NATS outages, with the tracking queue on NATS', () => {
  let postgres: OwnPostgres;
  let nats: OwnNats;
  let server: ServerProcess | undefined;
  const databaseUrl = () => postgres.url('cargolens');

  beforeAll(async () => {
    [postgres, nats] = await Promise.all([startOwnPostgres(), startOwnNats()]);
    await postgres.createDatabase('cargolens');
    server = await startServerProcess({
      DATABASE_URL: databaseUrl(),
      NATS_URL: nats.url,
      API_PROCESSES: '1',
      TRACKING_STALL_SECONDS: String(STALL_SECONDS),
      // The log is read for what it says about the outage (the server's warnings).
      LOG: 'true',
    });
  }, 120_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await Promise.all([postgres?.destroy(), nats?.destroy()]);
  });

  const explained = async (scenario: () => Promise<void>) => {
    try {
      await scenario();
    } catch (error) {
      expect.fail(`${(error as Error).stack}\n--- server output ---\n${server!.output()}`);
    }
  };

  it('rides out a PostgreSQL restart: 503 meanwhile, no acknowledged position lost', async () => {
    await explained(async () => {
      await rideOutDatabaseRestart(server!, postgres, databaseUrl());
    });
  }, 180_000);

  it('resumes tracking by itself when NATS returns, and says that it stalled meanwhile', async () => {
    await explained(async () => {
      const running = server!;
      const serving = servingChildren(running.child.pid!);
      const token = await tokenOf(running.api, 'api.client');
      const tour = await plannedShuttleTour(running.api, token, `NATS-${Date.now()}`);
      const fixes = { positions: driveAlong(tour.stops), osmand: phoneFixes(30) };
      const facts = storedFacts(databaseUrl());
      expect((await healthOf(running, 'health')).meta?.checks.tracking.broker).toBe('connected');

      await nats.stop();
      const traffic = startTraffic(running, token, fixes);
      // The API goes on taking positions; the outbox in PostgreSQL keeps their jobs, and the stall shows.
      const stalled = await until(
        'the stall to show',
        async () => {
          const ready = await healthOf(running, 'ready');
          // Stalled, and the oldest job's wait shows it.
          const oldest = ready.meta?.checks.tracking.oldestWaitingSeconds ?? 0;
          return ready.meta?.status === 'degraded' && oldest > STALL_SECONDS ? ready : undefined;
        },
        30_000,
      );
      expect(stalled.status).toBe(200);
      expect(stalled.meta?.checks.tracking).toMatchObject({
        queue: 'nats',
        broker: 'disconnected',
        stalled: true,
      });
      expect(stalled.meta?.checks.tracking.waitingJobs).toBeGreaterThan(0);
      const said = (message: string) =>
        running.warnings().some((line) => line.includes(`"msg":"${message}"`));
      await until('the log to say so', () =>
        said('NATS unreachable') && said('tracking stalled') ? true : undefined,
      );
      await traffic.finish();

      await nats.start();
      const returned = Date.now();
      await untilTrackingDrained(facts, tour.tourKey, fixes.positions.at(-1)!.at, 30_000);
      const ready = await healthOf(running, 'ready');
      expect(ready.meta?.status).toBe('ready');
      expect(ready.meta?.checks.tracking).toMatchObject({
        broker: 'connected',
        stalled: false,
        waitingJobs: 0,
      });
      expect(Date.now() - returned).toBeLessThan(30_000);

      expect(running.child.exitCode).toBeNull();
      expect(servingChildren(running.child.pid!)).toEqual(serving);
      expectOnly(traffic, [200]);
      expect(await facts.positionsOf({ deviceId: DEMO_DEVICE_ID }, fixes.osmand[0]!.at)).toEqual(
        fixes.osmand.map((fix) => fix.at),
      );
    });
  }, 180_000);
});
