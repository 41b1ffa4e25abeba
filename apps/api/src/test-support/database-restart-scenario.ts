// The database restart of issue 27, as database-restart.test.ts and nats-outage.test.ts both run it: the server's
// own PostgreSQL server is shut down (fast) and started again under a stream of lists and positions. The process
// never exits, the answers during the outage are 503 with Retry-After (never a 500, a closed port or a hang),
// /api/health stays 200 while /api/ready says 503, and once the server is back every acknowledged position is
// stored and processed, without a restart.
import { expect } from 'vitest';
import { DEMO_DEVICE_ID } from '../seed/demo-fleet';
import { phoneFixes, startTraffic, storedFacts, type Traffic, untilTrackingDrained } from './outage-traffic';
import type { OwnPostgres } from './own-postgres-server';
import { servingChildren } from './process-tree';
import { plannedShuttleTour, type ServerProcess, tokenOf, until } from './server-process';
import { driveAlong } from './tracking-fixtures';

export interface HealthAnswer {
  status: number;
  retryAfter: string | null;
  meta?: {
    status: string;
    checks: {
      database: 'up' | 'down';
      tracking: {
        stalled: boolean;
        broker?: string;
        waitingJobs: number | null;
        oldestWaitingSeconds: number | null;
      };
    };
  };
}

export async function healthOf(server: ServerProcess, which: 'health' | 'ready'): Promise<HealthAnswer> {
  const response = await fetch(`${server.api}/${which}`, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { meta?: HealthAnswer['meta'] };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), meta: body.meta };
}

/** Every answer a client got was one of `allowed`: no refused connection, no hang, no 500. */
export function expectOnly(traffic: Traffic, allowed: number[]) {
  for (const [client, answers] of Object.entries(traffic.answers))
    expect(new Set(answers), client).toSatisfy((seen: Set<unknown>) =>
      [...seen].every((a) => allowed.includes(a as number)),
    );
}

export async function rideOutDatabaseRestart(
  server: ServerProcess,
  postgres: OwnPostgres,
  databaseUrl: string,
) {
  const serving = servingChildren(server.child.pid!);
  expect(serving).toHaveLength(1);
  const token = await tokenOf(server.api, 'api.client');
  const tour = await plannedShuttleTour(server.api, token, `RESTART-${Date.now()}`);
  const fixes = { positions: driveAlong(tour.stops), osmand: phoneFixes(40) };
  const since = Math.min(fixes.positions[0]!.at, fixes.osmand[0]!.at);
  const traffic = startTraffic(server, token, fixes);
  await until('positions acknowledged before the restart', () =>
    traffic.acknowledged.positions.length >= 8 && traffic.acknowledged.osmand.length >= 2 ? true : undefined,
  );

  await postgres.stop();
  // Degraded, not dark: alive, not ready, and every client told to come back.
  const health = await healthOf(server, 'health');
  expect(health.status).toBe(200);
  expect(health.meta?.checks.database).toBe('down');
  const ready = await healthOf(server, 'ready');
  expect(ready.status).toBe(503);
  expect(ready.retryAfter).toBe('5');
  expect(ready.meta?.status).toBe('unavailable');
  await until(
    'every client to meet the outage',
    () => (Object.values(traffic.answers).every((answers) => answers.includes(503)) ? true : undefined),
    30_000,
  );
  await postgres.start();

  // Back without a restart of the process.
  await until(
    'the server to be ready again',
    async () => ((await healthOf(server, 'ready')).status === 200 ? true : undefined),
    30_000,
  );
  await traffic.finish();
  const facts = storedFacts(databaseUrl);
  await untilTrackingDrained(facts, tour.tourKey, fixes.positions.at(-1)!.at, 60_000);

  expect(server.child.exitCode).toBeNull();
  expect(servingChildren(server.child.pid!)).toEqual(serving);
  expectOnly(traffic, [200, 503]);
  expect(new Set(traffic.retryAfter)).toEqual(new Set(['5']));
  expect(traffic.answers.lists.at(-1)).toBe(200);
  // Every position acknowledged is stored, once.
  expect(await facts.positionsOf({ deviceId: DEMO_DEVICE_ID }, since)).toEqual(
    traffic.acknowledged.osmand.map((fix) => fix.at),
  );
  expect(traffic.acknowledged.positions.map((fix) => fix.at)).toEqual(fixes.positions.map((fix) => fix.at));
  expect(await facts.positionsOf({ id: tour.resourceKey }, since)).toEqual(
    fixes.positions.map((fix) => fix.at),
  );
  return { token, tour };
}
