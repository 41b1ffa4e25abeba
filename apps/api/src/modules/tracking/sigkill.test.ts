// Bad input and faults (issue 7): the real server, as a child process, is killed with SIGKILL in the middle of
// a burst of position batches and started again on the same database (a PGlite directory on disk; PostgreSQL
// when TEST_DATABASE_URL is set). Every position it acknowledged is stored, and the engine's work happened
// exactly once in effect: the tour's stops are arrived at once each, no event twice, no job left behind.
// The server runs as a process group, its supervisor and the process it serves from (decision 0215): the group
// is killed at once, as a service manager or a container's end kills it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PositionFix } from '@cargolens/domain/tracking';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/database';
import { decodeId } from '../../kernel/public-id';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';
import { migratedPgliteSnapshot } from '../../test-support/engines';
import { ownDatabase } from '../../test-support/own-database';
import {
  exited,
  killGroup,
  plannedShuttleTour,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  tokenOf,
} from '../../test-support/server-process';
import { driveAlong } from '../../test-support/tracking-fixtures';
import { createTrackingWorker } from './tracking-worker';

const PER_BATCH = 8;
const CONCURRENCY = 3;

interface Target {
  name: string;
  env: Record<string, string>;
  store: { dataDir: string; databaseUrl?: string };
  prepare(): Promise<void>;
  cleanup(): Promise<void>;
}

function targets(): Target[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'cargolens-sigkill-'));
  const list: Target[] = [
    {
      name: 'PGlite on disk',
      env: { DATA_DIR: path.join(dir, 'pglite') },
      store: { dataDir: path.join(dir, 'pglite') },
      // Starts from the suite's migrated cluster (initdb and the migrations are not what is tested here).
      prepare: async () => {
        const store = await openStore({
          dataDir: path.join(dir, 'pglite'),
          pgliteSnapshot: migratedPgliteSnapshot(),
        });
        await store.close();
      },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const own = ownDatabase(url, 'sigkill');
    list.push({
      name: 'PostgreSQL',
      env: { DATABASE_URL: own.url },
      store: { dataDir: '', databaseUrl: own.url },
      prepare: own.create,
      cleanup: own.drop,
    });
  }
  return list;
}

const keyOf = (fix: PositionFix) => new Date(fix.at).toISOString();

describe.each(targets())('SIGKILL in the middle of a burst on $name', (target) => {
  afterAll(() => target.cleanup());

  it('keeps every acknowledged position and processes each exactly once in effect', async () => {
    await target.prepare();
    // A job the killed server held comes back to the new one quickly.
    const env = { ...target.env, TRACKING_LEASE_SECONDS: '1' };
    let server: ServerProcess = await startServerProcess(env);
    let tourKey: number;
    const acknowledged = new Set<string>();
    let fixes: PositionFix[];
    try {
      const token = await tokenOf(server.api, 'api.client');
      const tour = await plannedShuttleTour(server.api, token, `SIGKILL-${Date.now()}`);
      tourKey = tour.tourKey;
      fixes = driveAlong(tour.stops);
      const batches: PositionFix[][] = [];
      for (let i = 0; i < fixes.length; i += PER_BATCH) batches.push(fixes.slice(i, i + PER_BATCH));
      const send = async (batch: PositionFix[]) => {
        const response = await fetch(`${server.api}/positions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
          body: JSON.stringify({
            data: batch.map((fix) => ({
              type: 'positions',
              attributes: { date: keyOf(fix), lat: fix.lat, lng: fix.lng },
              relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
            })),
          }),
        });
        if (response.status !== 200) throw new Error(`batch answered ${response.status}`);
        await response.arrayBuffer();
        for (const fix of batch) acknowledged.add(keyOf(fix));
      };

      // The burst: batches in flight CONCURRENCY at a time; SIGKILL once a third of them is acknowledged.
      const killAfter = Math.floor(batches.length / 3);
      let next = 0;
      let done = 0;
      const unsent: PositionFix[][] = [];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < batches.length; i = next++) {
            try {
              await send(batches[i]!);
              done += 1;
              if (done === killAfter) killGroup(server.child);
            } catch {
              // Refused or cut off by the kill: not acknowledged, the client sends it again later.
              unsent.push(batches[i]!);
            }
          }
        }),
      );
      await exited(server.child);
      expect(server.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.size).toBeGreaterThan(0);
      expect(acknowledged.size).toBeLessThan(fixes.length);

      // Started again on the same database, the client sends what was not acknowledged; its worker picks
      // up the jobs the killed one held once their lease expires.
      server = await startServerProcess(env);
      for (const batch of unsent) await send(batch);
      expect(acknowledged.size).toBe(fixes.length);
      await new Promise((r) => setTimeout(r, 2_500));
    } finally {
      await stopServerProcess(server);
    }

    const store = await openStore(target.store);
    try {
      // Whatever the restarted worker had not reached yet, run to the end here (the same worker code).
      await createTrackingWorker(store.db, { leaseMs: 1_000 }).drain();
      const stored = await store.db
        .selectFrom('positions')
        .select('recorded_at')
        .where('resource_id', '=', decodeId(DEMO_SHIPPER_RESOURCE_ID)!)
        .where('recorded_at', '>=', new Date(fixes[0]!.at))
        .execute();
      const storedKeys = stored.map((row) => row.recorded_at.toISOString());
      expect(new Set(storedKeys).size).toBe(storedKeys.length);
      expect(new Set(storedKeys)).toEqual(acknowledged);

      expect(await store.db.selectFrom('tracking_jobs').selectAll().execute()).toEqual([]);
      const events = await store.db
        .selectFrom('tracking_events')
        .select(['code', 'event_key'])
        .where('tour_id', '=', tourKey)
        .orderBy('occurred_at')
        .orderBy('id')
        .execute();
      // The arrival at each stop, and the departure, exactly once; no fact recorded twice.
      const count = (code: string) => events.filter((e) => e.code === code).length;
      expect(count('ARR_LOAD')).toBe(1);
      expect(count('LEFT_LOADING_SITE')).toBe(1);
      expect(count('ARR_UNLOAD')).toBe(1);
      expect(new Set(events.map((e) => e.event_key)).size).toBe(events.length);
      const stops = await store.db
        .selectFrom('stops')
        .select(['arrived_at', 'left_at'])
        .where('tour_id', '=', tourKey)
        .orderBy('sequence')
        .execute();
      expect(stops.every((stop) => stop.arrived_at !== null)).toBe(true);
      const tracker = await store.db
        .selectFrom('tour_trackers')
        .select('fed_until')
        .where('tour_id', '=', tourKey)
        .executeTakeFirstOrThrow();
      expect(tracker.fed_until?.getTime()).toBe(fixes[fixes.length - 1]!.at);
    } finally {
      await store.close();
    }
  }, 240_000);
});
