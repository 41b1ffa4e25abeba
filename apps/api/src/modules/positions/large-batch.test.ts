// Batches of a hundred positions and more: on a PostgreSQL server they are written by COPY (decision 0207),
// and a batch holding a position stored already is written again by the statement that skips repeats.
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import {
  type DemoDevice,
  devicesWithUnits,
  latestPosition,
  storedPositions,
  waitingJobs,
} from '../../test-support/position-fixtures';
import { createPositionsRepository, type StoredPosition } from './repository';
import { storeByCopy } from './store-by-copy';

const start = Date.now() - 6 * 3_600_000;
/** The i-th fix of a drive: one every 10 s, moving north. */
const fix = (device: DemoDevice, i: number) => ({
  type: 'positions',
  attributes: { date: new Date(start + i * 10_000).toISOString(), lat: 45 + i / 1000, lng: 4.8 },
  relationships: { resource: { data: { type: 'means', id: device.id } } },
});
const drive = (devices: DemoDevice[], from: number, to: number) =>
  devices.flatMap((device) => Array.from({ length: to - from }, (_, i) => fix(device, from + i)));

describe.each(engines())('large position batches on $name', (engine) => {
  const app = useCargolens(engine);
  const send = async (data: unknown[]) =>
    app.api.request('POST', '/api/positions', { token: await app.tokenOf('api.client'), body: { data } });
  const ownDevices = async () =>
    (await devicesWithUnits(app))
      .filter((d) => d.organizationName === DEMO_ORGANIZATIONS.shipper)
      .slice(0, 2);

  it('stores every position with each truck’s latest one and job, and a partly repeated batch adds only the new', async () => {
    const trucks = await ownDevices();
    expect(trucks).toHaveLength(2);
    const first = await send([...drive(trucks, 0, 75), fix(trucks[0]!, 10)]);
    expect(first.status).toBe(200);
    expect(first.body.data.attributes).toMatchObject({ accepted: 150, duplicates: 1, rejected: 0 });
    for (const truck of trucks) {
      expect(await storedPositions(app, truck.key)).toHaveLength(75);
      expect(await latestPosition(app, truck.key)).toMatchObject({ lat: 45.074 });
      const jobs = await waitingJobs(app, truck.key);
      expect(jobs.map((job) => job.payload)).toEqual([{ earliest: new Date(start).toISOString() }]);
    }

    // A client that lost the answer sends the end of the drive again, with what followed.
    const again = await send(drive(trucks, 15, 90));
    expect(again.body.data.attributes).toMatchObject({ accepted: 30, duplicates: 120, rejected: 0 });
    const outcomes = again.body.data.attributes.results.map((r: { outcome: string }) => r.outcome);
    expect(outcomes.slice(0, 60).every((o: string) => o === 'duplicate')).toBe(true);
    expect(outcomes.slice(60, 75).every((o: string) => o === 'accepted')).toBe(true);
    for (const truck of trucks) {
      expect(await storedPositions(app, truck.key)).toHaveLength(90);
      expect(await latestPosition(app, truck.key)).toMatchObject({ lat: 45.089 });
      // The waiting job covers the new positions from where it started.
      expect((await waitingJobs(app, truck.key)).map((job) => job.payload)).toEqual([
        { earliest: new Date(start).toISOString() },
      ]);
    }
  });

  it('stores each position once when two overlapping batches arrive together', async () => {
    const trucks = await ownDevices();
    // Later than the first test's drive, which this file's database still holds.
    const [a, b] = await Promise.all([send(drive(trucks, 1000, 1100)), send(drive(trucks, 1050, 1150))]);
    const accepted = a.body.data.attributes.accepted + b.body.data.attributes.accepted;
    const duplicates = a.body.data.attributes.duplicates + b.body.data.attributes.duplicates;
    expect([accepted, duplicates]).toEqual([300, 100]);
    for (const truck of trucks) {
      const stored = (await storedPositions(app, truck.key)).filter((p) => p.lat >= 46);
      expect(new Set(stored.map((p) => p.recorded_at.getTime())).size).toBe(150);
      expect(stored).toHaveLength(150);
      expect(await latestPosition(app, truck.key)).toMatchObject({ lat: 46.149 });
    }
  });
});

describe.each(engines().filter((e) => e.name === 'postgres'))('positions by COPY on $name', (engine) => {
  const app = useCargolens(engine);

  it('writes a batch by COPY, and writes nothing of a batch holding a stored position', async () => {
    const { store } = app.running;
    const [truck] = (await devicesWithUnits(app)).filter(
      (d) => d.organizationName === DEMO_ORGANIZATIONS.shipper,
    );
    const organizationId = (await store.db
      .selectFrom('resources')
      .select('organization_id')
      .where('id', '=', truck!.key)
      .executeTakeFirstOrThrow())!.organization_id;
    const position = (i: number): StoredPosition => ({
      organizationId,
      resourceId: truck!.key,
      recordedAt: new Date(start + i * 1000),
      lat: 45 + i / 1000,
      lng: -4.8,
      speed: i % 2 ? null : 3.5,
      heading: i % 2 ? 359.5 : null,
      altitude: -12.25,
      accuracy: null,
      battery: 50,
      source: 'api',
    });
    const batch = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => position(from + i));
    expect(await store.withConnection!((client) => storeByCopy(store.db, client, batch(0, 100)))).toBe(true);
    expect(await store.withConnection!((client) => storeByCopy(store.db, client, batch(99, 200)))).toBe(
      false,
    );
    const stored = await storedPositions(app, truck!.key);
    expect(stored).toHaveLength(100);
    expect(stored[0]).toMatchObject({
      recorded_at: new Date(start),
      lat: 45,
      lng: -4.8,
      speed: 3.5,
      source: 'api',
    });
    expect(stored[1]!.speed).toBeNull();
    expect(stored[99]).toMatchObject({ recorded_at: new Date(start + 99_000), lat: 45.099 });
    expect(await latestPosition(app, truck!.key)).toMatchObject({
      recorded_at: new Date(start + 99_000),
      lat: 45.099,
      speed: null,
      heading: 359.5,
      altitude: -12.25,
      accuracy: null,
      battery: 50,
    });
    // The repository then stores that batch with the statement that skips the repeat.
    const isNew = await createPositionsRepository(store.db, store.withConnection).store(batch(99, 200));
    expect(isNew).toEqual([false, ...Array.from({ length: 100 }, () => true)]);
    expect(await storedPositions(app, truck!.key)).toHaveLength(200);
  });
});
