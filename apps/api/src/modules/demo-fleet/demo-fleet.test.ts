// A demo that moves (issue 7 §7): the simulator drives a demo tour through the real OsmAnd endpoint, the
// tracking worker turns its positions into departures, arrivals and the tour status, a restart carries on
// where it was, and SIMULATE=false leaves the fleet parked. The clock is the test's: it runs fast, from a
// seed made six hours ago, so every position is in the past as a device would send it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { haversineDistanceDeg } from '@cargolens/domain/geo';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { DEMO_DEVICE_ID } from '../../seed/demo-fleet';
import { type RunningCargolens, type StartOptions, startCargolens } from '../../start';
import type { Engine } from '../../test-support/engines';
import { engines } from '../../test-support/engines';
import { createTrackingWorker } from '../tracking/tracking-worker';
import { createDemoFleetSimulator } from './demo-fleet-simulator';

const HOUR = 3_600_000;
const TICK = 20_000;

/** A database that outlives a restart: a folder for PGlite, the test server for PostgreSQL. */
async function durableStore(engine: Engine): Promise<{ options: StartOptions; cleanup(): void }> {
  if (engine.name === 'postgres') return { options: await engine.prepare(), cleanup: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'cargolens-demo-fleet-'));
  return { options: { dataDir: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const base = { port: 0, host: '127.0.0.1', logger: false, seedDemo: true, webDist: '', trackingWorkers: 0 };

async function tourOf(db: Kysely<Database>, tourId: number) {
  const tour = await db
    .selectFrom('tours')
    .select(['status', 'resource_id'])
    .where('id', '=', tourId)
    .executeTakeFirstOrThrow();
  const stops = await db
    .selectFrom('stops')
    .select(['id', 'lat', 'lng', 'arrived_at', 'left_at', 'is_done', 'eta', 'eta_status'])
    .where('tour_id', '=', tourId)
    .orderBy('sequence')
    .execute();
  const drive = await db
    .selectFrom('demo_drives')
    .select(['phase', 'stop_index'])
    .where('tour_id', '=', tourId)
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('latest_positions')
    .select(['lat', 'lng', 'recorded_at', 'source'])
    .where('resource_id', '=', tour.resource_id!)
    .executeTakeFirst();
  return { ...tour, stops, drive, last };
}

/** The demo tour standing at a stop with the least road left: the quickest to drive to the end. */
async function shortestDwellingDrive(db: Kysely<Database>): Promise<number> {
  const drives = await db
    .selectFrom('demo_drives')
    .select(['tour_id', 'stop_index'])
    .where('phase', '=', 'dwelling')
    .execute();
  let best = { tourId: 0, metres: Number.POSITIVE_INFINITY };
  for (const drive of drives) {
    const stops = (await tourOf(db, drive.tour_id)).stops.slice(drive.stop_index);
    const metres = stops
      .slice(1)
      .reduce(
        (sum, stop, i) => sum + haversineDistanceDeg(stops[i]!.lat, stops[i]!.lng, stop.lat, stop.lng),
        0,
      );
    if (metres < best.metres) best = { tourId: drive.tour_id, metres };
  }
  return best.tourId;
}

async function positionCount(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM positions`.execute(db);
  return rows[0]!.n;
}

describe.each(engines())('demo fleet on $name', (engine) => {
  it('drives a demo tour through OsmAnd to its arrivals and the end, and carries on after a restart', {
    timeout: 240_000,
  }, async () => {
    const store = await durableStore(engine);
    const seededAt = Date.now() - 6 * HOUR;
    let clock = seededAt;
    const start = () =>
      startCargolens({ ...store.options, ...base, simulate: false, now: new Date(seededAt) });
    let running: RunningCargolens = await start();
    const fleet = (app: RunningCargolens) => ({
      simulator: createDemoFleetSimulator(app.store.db, {
        osmandUrl: app.osmandUrl.replace('localhost', '127.0.0.1'),
        speedup: 20,
        now: () => clock,
      }),
      worker: createTrackingWorker(app.store.db, { now: () => clock }),
    });
    try {
      let db = running.store.db;
      const tourId = await shortestDwellingDrive(db);
      // One truck keeps the test short; the others would drive the same way.
      await db.deleteFrom('demo_drives').where('tour_id', '<>', tourId).execute();
      let { simulator, worker } = fleet(running);
      const advance = async () => {
        clock += TICK;
        await simulator.tick();
        await worker.drain();
        return tourOf(db, tourId);
      };

      const seeded = await tourOf(db, tourId);
      expect(seeded).toMatchObject({ status: 'IN_PROGRESS', drive: { phase: 'dwelling' } });
      const here = seeded.drive.stop_index;
      expect(seeded.stops[here]!.arrived_at).not.toBeNull();
      expect(seeded.last).toBeUndefined();

      // Another process's simulator leaves alone the trucks this one holds.
      const other = fleet(running).simulator;
      expect(await simulator.tick()).toBe(1);
      expect(await other.tick()).toBe(0);

      // It leaves the stop it stood at and heads for the next one, which gets an ETA from the engine.
      let tour = seeded;
      for (let i = 0; i < 60 && !(tour.stops[here]!.left_at && tour.drive.phase === 'driving'); i++)
        tour = await advance();
      for (let i = 0; i < 3; i++) tour = await advance();
      expect(tour.stops[here]!.left_at).not.toBeNull();
      expect(tour.drive).toMatchObject({ phase: 'driving', stop_index: here + 1 });
      expect(tour.stops[here + 1]!.eta).not.toBeNull();
      expect(tour.last).toMatchObject({ source: 'osmand' });

      // A restart on the same database: the truck carries on from where it last reported.
      const before = tour;
      await simulator.stop();
      await running.close();
      running = await start();
      db = running.store.db;
      ({ simulator, worker } = fleet(running));
      tour = await advance();
      expect(tour.drive).toMatchObject({ phase: 'driving', stop_index: here + 1 });
      expect(tour.stops[here]).toEqual(before.stops[here]);
      const moved = haversineDistanceDeg(before.last!.lat, before.last!.lng, tour.last!.lat, tour.last!.lng);
      expect(tour.last!.recorded_at.getTime()).toBeGreaterThan(before.last!.recorded_at.getTime());
      expect(moved).toBeGreaterThan(0);
      // At most one minute of sped-up driving (some 20 km), not back to the start nor ahead to the stop.
      expect(moved).toBeLessThan(20_000);

      for (let i = 0; i < 600 && tour.drive.phase !== 'parked'; i++) tour = await advance();
      expect(tour.status).toBe('FINISHED');
      expect(tour.drive.phase).toBe('parked');
      for (const stop of tour.stops.slice(here)) {
        expect(stop.arrived_at).not.toBeNull();
        expect(stop.left_at).not.toBeNull();
        expect(stop.is_done).toBe(true);
      }
      const events = await db
        .selectFrom('tracking_events')
        .select('code')
        .where('tour_id', '=', tourId)
        .execute();
      const codes = events.map((event) => event.code);
      expect(codes).toContain('ARR_UNLOAD');
      expect(codes).toContain('DRIVER_LEFT_UNLOAD');
      expect(codes.filter((code) => code === 'TOUR_STATUS')).toHaveLength(1);
      const sources = await db.selectFrom('positions').select('source').distinct().execute();
      expect(sources).toEqual([{ source: 'osmand' }]);
      // Parked: nothing more to send.
      clock += HOUR;
      expect(await simulator.tick()).toBe(0);
      await simulator.stop();

      // The README's phone: Traccar Client with the demo device id becomes the truck of its tour.
      const phoneTour = await db
        .selectFrom('tours')
        .innerJoin('resources', 'resources.id', 'tours.resource_id')
        .select('tours.id')
        .where('resources.telematic_unit_id', '=', DEMO_DEVICE_ID)
        .executeTakeFirstOrThrow();
      // It reports every minute; the engine takes a position once its 30 s reorder window is over.
      for (const at of [clock, clock + 60_000]) {
        const query = `id=${DEMO_DEVICE_ID}&timestamp=${Math.floor(at / 1000)}&lat=45.75&lon=4.85&speed=0`;
        const phone = await fetch(`${running.osmandUrl.replace('localhost', '127.0.0.1')}/?${query}`, {
          method: 'POST',
        });
        expect(phone.status).toBe(200);
      }
      clock += 60_000;
      await worker.drain();
      const joined = await db
        .selectFrom('tours')
        .select('status')
        .where('id', '=', phoneTour.id)
        .executeTakeFirstOrThrow();
      expect(joined.status).toBe('TOWARDS_FIRST_STOP');
    } finally {
      await running.close();
      store.cleanup();
    }
  });

  it('drives by default, on the wall clock, and SIMULATE=false sends nothing', {
    timeout: 240_000,
  }, async () => {
    const { SIMULATE: _, ...defaults } = process.env;
    const on = await startCargolens({ ...(await engine.prepare()), ...base }, defaults);
    try {
      expect(on.simulator).not.toBeNull();
      // The first tick comes after a few seconds; the trucks standing or driving report at once.
      await expect
        .poll(() => positionCount(on.store.db), { timeout: 30_000, interval: 500 })
        .toBeGreaterThan(0);
    } finally {
      await on.close();
    }
    const off = await startCargolens(
      { ...(await engine.prepare()), ...base },
      { ...defaults, SIMULATE: 'false' },
    );
    try {
      expect(off.simulator).toBeNull();
      expect(await off.store.db.selectFrom('demo_drives').select('tour_id').execute()).not.toEqual([]);
      // Longer than a tick of the simulator, had it run.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await positionCount(off.store.db)).toBe(0);
    } finally {
      await off.close();
    }
  });
});
