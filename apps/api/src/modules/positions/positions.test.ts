import { describe, expect, it } from 'vitest';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';
import {
  devicesWithUnits,
  latestPosition,
  storedPositions,
  waitingJobs,
} from '../../test-support/position-fixtures';
import { POSITIONS_EXAMPLE } from './schemas';

// One clock reading for the file, so that two positions "10 minutes ago" name the same instant.
const startedAt = Date.now();
const minutesAgo = (minutes: number) => new Date(startedAt - minutes * 60_000).toISOString();

function byResource(id: string, attributes: Record<string, unknown>) {
  return { type: 'positions', attributes, relationships: { resource: { data: { type: 'means', id } } } };
}
const byUnit = (telematicUnitId: string, attributes: Record<string, unknown>) => ({
  type: 'positions',
  attributes: { ...attributes, telematicUnitId },
});

describe.each(engines())('positions in on $name', (engine) => {
  const app = useCargolens(engine);
  const send = async (data: unknown[], username = 'api.client') =>
    app.api.request('POST', '/api/positions', { token: await app.tokenOf(username), body: { data } });

  it('keeps the good positions of a batch and refuses each bad one with its reason', async () => {
    const devices = await devicesWithUnits(app);
    const own = devices.filter((d) => d.organizationName === DEMO_ORGANIZATIONS.shipper);
    const foreign = devices.find((d) => d.organizationName === DEMO_ORGANIZATIONS.carrier)!;
    const shuttle = own.find((d) => d.id === DEMO_SHIPPER_RESOURCE_ID)!;
    const van = own.find((d) => d.id !== DEMO_SHIPPER_RESOURCE_ID)!;
    const at = { lat: 45.75, lng: 4.85 };
    const response = await send([
      byResource(shuttle.id, { date: minutesAgo(10), ...at, speed: 12.5, heading: 360, batteryLevel: 80 }),
      byUnit(van.telematicUnitId, { date: minutesAgo(9), ...at }),
      byResource(shuttle.id, { date: minutesAgo(8), lat: 91, lng: 4.85 }),
      byResource(shuttle.id, { date: minutesAgo(7), lat: 'NaN', lng: 4.85 }),
      byResource(shuttle.id, { date: new Date(Date.now() + 3_600_000).toISOString(), ...at }),
      byResource(foreign.id, { date: minutesAgo(6), ...at }),
      byUnit(foreign.telematicUnitId, { date: minutesAgo(6), ...at }),
      byResource('nonsense', { date: minutesAgo(6), ...at }),
      byResource(shuttle.id, { date: minutesAgo(10), ...at }),
      // Out of order: older than the first, still stored, and it does not move the latest position back.
      byResource(shuttle.id, { date: minutesAgo(30), lat: 45.7, lng: 4.8 }),
      { type: 'positions', attributes: { date: minutesAgo(5), ...at } },
    ]);
    expect(response.status).toBe(200);
    const { attributes } = response.body.data;
    expect(attributes).toMatchObject({ accepted: 3, duplicates: 1, rejected: 7 });
    const summary = attributes.results.map((r: any) => [
      r.index,
      r.outcome,
      r.errors.map((e: any) => `${e.code} ${e.source.pointer}`),
    ]);
    expect(summary).toEqual([
      [0, 'accepted', []],
      [1, 'accepted', []],
      [2, 'rejected', ['position.latitude_out_of_range /data/2/attributes/lat']],
      [3, 'rejected', ['validation.invalid_type /data/3/attributes/lat']],
      [4, 'rejected', ['position.date_in_future /data/4/attributes/date']],
      [5, 'rejected', ['position.unknown_device /data/5/relationships/resource']],
      [6, 'rejected', ['position.unknown_device /data/6/attributes/telematicUnitId']],
      [7, 'rejected', ['position.unknown_device /data/7/relationships/resource']],
      [8, 'duplicate', []],
      [9, 'accepted', []],
      [10, 'rejected', ['validation.missing_field /data/10/relationships/resource']],
    ]);
    expect(attributes.results[0].resource).toBe(shuttle.id);
    expect(attributes.results[1].resource).toBe(van.id);
    expect(attributes.results[2].errors[0]).toMatchObject({ status: '400', title: expect.any(String) });
    expect(attributes.results[5].errors[0].status).toBe('404');

    const stored = await storedPositions(app, shuttle.key);
    expect(stored.map((p) => p.lat)).toEqual([45.7, 45.75]);
    expect(stored[1]).toMatchObject({ speed: 12.5, source: 'api' });
    expect(await storedPositions(app, foreign.key)).toEqual([]);
    const latest = await latestPosition(app, shuttle.key);
    expect(latest).toMatchObject({ lat: 45.75, heading: 0, battery: 80 });

    // One waiting job per resource, from the oldest position stored on.
    const jobs = await waitingJobs(app, shuttle.key);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'positions.received', locked_until: null });
    expect(jobs[0]!.payload).toEqual({ earliest: stored[0]!.recorded_at.toISOString() });
    expect(await waitingJobs(app, foreign.key)).toEqual([]);

    // A second batch is covered by the waiting job instead of adding one; repeats add nothing.
    const again = await send([
      byResource(shuttle.id, { date: minutesAgo(10), ...at }),
      byResource(shuttle.id, { date: minutesAgo(2), lat: 45.8, lng: 4.9 }),
    ]);
    expect(again.body.data.attributes).toMatchObject({ accepted: 1, duplicates: 1, rejected: 0 });
    expect(await waitingJobs(app, shuttle.key)).toEqual(jobs);
    expect(await latestPosition(app, shuttle.key)).toMatchObject({ lat: 45.8 });

    // A position older than the job's oldest takes the job back to it: the engine reads from there.
    const older = minutesAgo(40);
    const late = await send([byResource(shuttle.id, { date: older, lat: 45.6, lng: 4.8 })]);
    expect(late.body.data.attributes).toMatchObject({ accepted: 1 });
    const widened = await waitingJobs(app, shuttle.key);
    expect(widened.map((job) => job.payload)).toEqual([{ earliest: new Date(older).toISOString() }]);
    expect(await latestPosition(app, shuttle.key)).toMatchObject({ lat: 45.8 });
  });

  it('refuses a batch that is not a list of 1 to 1,000 positions, storing nothing', async () => {
    const item = byResource(DEMO_SHIPPER_RESOURCE_ID, { date: minutesAgo(1), lat: 45, lng: 4 });
    const tooMany = await send(Array.from({ length: 1001 }, () => item));
    expectError(tooMany, 400, {
      code: 'validation.too_many_elements',
      source: { pointer: '/data' },
    });
    expect((await send([])).status).toBe(400);
    const notAList = await app.api.request('POST', '/api/positions', {
      token: await app.tokenOf('api.client'),
      body: { data: item },
    });
    expect(notAList.status).toBe(400);
  });

  it('takes positions from API users only', async () => {
    const item = byResource(DEMO_SHIPPER_RESOURCE_ID, { date: minutesAgo(1), lat: 45, lng: 4 });
    expect((await send([item], 'shipper.operator')).status).toBe(403);
    expect((await send([item], 'shipper.admin')).status).toBe(403);
    const anonymous = await app.api.request('POST', '/api/positions', { body: { data: [item] } });
    expect(anonymous.status).toBe(401);
  });

  it('stores a full batch of 1,000 positions, every acknowledged one', async () => {
    const start = Date.now() - 3 * 3_600_000;
    const data = Array.from({ length: 1000 }, (_, i) =>
      byResource(DEMO_SHIPPER_RESOURCE_ID, {
        date: new Date(start + i * 5_000).toISOString(),
        lat: 45 + i / 10_000,
        lng: 4.8,
      }),
    );
    const response = await send(data);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({ accepted: 1000, rejected: 0 });
    const devices = await devicesWithUnits(app);
    const key = devices.find((d) => d.id === DEMO_SHIPPER_RESOURCE_ID)!.key;
    const stored = await storedPositions(app, key);
    const times = new Set(stored.map((p) => p.recorded_at.getTime()));
    for (const item of data) expect(times.has(Date.parse(item.attributes.date as string))).toBe(true);
  });

  it('accepts its documented example as written', async () => {
    const response = await send([...POSITIONS_EXAMPLE.data]);
    expect(response.body.data.attributes).toMatchObject({ accepted: 2, rejected: 0 });
  });

  it('reads a resource’s track and latest position back, for its own organization only', async () => {
    const shuttle = DEMO_SHIPPER_RESOURCE_ID;
    await send([
      byResource(shuttle, { date: minutesAgo(3), lat: 45.1, lng: 4.1, speed: 10 }),
      byResource(shuttle, { date: minutesAgo(4), lat: 45.0, lng: 4.0 }),
    ]);
    const token = await app.tokenOf('shipper.operator');
    const from = encodeURIComponent(minutesAgo(5));
    const to = encodeURIComponent(minutesAgo(2.5));
    const track = await app.api.get(
      `/api/means/${shuttle}/positions?filter[from]=${from}&filter[to]=${to}`,
      token,
    );
    expect(track.status).toBe(200);
    expect(track.body.data.map((p: any) => [p.attributes.lat, p.attributes.date])).toEqual([
      [45.0, minutesAgo(4)],
      [45.1, minutesAgo(3)],
    ]);
    expect(track.body.data[1].attributes).toMatchObject({ speed: 10, source: 'api', batteryLevel: null });
    expect(track.body.meta.totalItems).toBe(2);
    const latest = await app.api.get(`/api/means/${shuttle}/latest-position`, token);
    expect(latest.status).toBe(200);
    expect(latest.body.data).toMatchObject({ type: 'latestPositions', id: shuttle });
    expect(latest.body.data.attributes.position.date >= minutesAgo(3)).toBe(true);
    const carrier = await app.tokenOf('carrier.operator');
    expect((await app.api.get(`/api/means/${shuttle}/positions`, carrier)).status).toBe(404);
    expect((await app.api.get(`/api/means/${shuttle}/latest-position`, carrier)).status).toBe(404);
    const backwards = await app.api.get(
      `/api/means/${shuttle}/positions?filter[from]=${to}&filter[to]=${from}`,
      token,
    );
    expect(backwards.status).toBe(400);
    const silent = (await devicesWithUnits(app)).find(
      (d) => d.organizationName === DEMO_ORGANIZATIONS.carrier,
    )!;
    const none = await app.api.get(`/api/means/${silent.id}/latest-position`, carrier);
    expect(none.body.data.attributes.position).toBeNull();
  });
});
