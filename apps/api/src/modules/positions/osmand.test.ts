// OsmAnd as Traccar serves it (docs/standards/osmand-protocol.md), on /osmand of the main port and on the
// root of OSMAND_PORT, with the requests of Traccar's own test-suite (docs/standards/osmand-samples).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { decodeId } from '../../kernel/public-id';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { latestPosition, storedPositions, waitingJobs } from '../../test-support/position-fixtures';
import { parseOsmAndTimestamp } from './osmand-decode';

const samples = path.join(repoRoot, 'docs/standards/osmand-samples');
const QUERY_SAMPLES = readFileSync(path.join(samples, 'osmand_query_requests_from_traccar_tests.txt'), 'utf8')
  .split('\n')
  .filter(Boolean);
const JSON_SAMPLES = JSON.parse(
  readFileSync(path.join(samples, 'osmand_json_bodies_from_traccar_tests.json'), 'utf8'),
) as Array<{ device_id: string; location: Record<string, any> }>;

/** The device ids of the samples, given to resources of the demo shipper. */
const SAMPLE_DEVICES = [
  '123456',
  '902064',
  '353861053849681',
  '861001000719969',
  '123456789012345',
  '48241179',
  '658765',
  '8737767034',
];

describe('OsmAnd timestamps', () => {
  it.each([
    ['Unix seconds', '1377177267', Date.UTC(2013, 7, 22, 13, 14, 27)],
    ['Unix milliseconds', '1442068686579', 1442068686579],
    ['ISO 8601', '2016-01-27T18:55:47Z', Date.UTC(2016, 0, 27, 18, 55, 47)],
    ['ISO 8601 with milliseconds', '2025-06-15T13:45:12.862Z', Date.parse('2025-06-15T13:45:12.862Z')],
    ['yyyy-MM-dd HH:mm:ss, in UTC', '2014-06-04 09:10:11', Date.UTC(2014, 5, 4, 9, 10, 11)],
  ])('reads %s', (_name, value, expected) => {
    expect(parseOsmAndTimestamp(value)).toBe(expected);
  });

  it('reads nothing else', () => {
    expect(parseOsmAndTimestamp('yesterday')).toBeNaN();
  });
});

describe.each(engines())('OsmAnd on $name', (engine) => {
  const app = useCargolens(engine);
  const keys = new Map<string, number>();

  async function device(unitId: string): Promise<number> {
    if (!keys.has(unitId)) {
      const created = await app.api.request('POST', '/api/means', {
        token: await app.tokenOf('shipper.admin'),
        body: { data: { type: 'means', attributes: { label: `Phone ${unitId}`, telematicUnitId: unitId } } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      keys.set(unitId, decodeId(created.body.data.id)!);
    }
    return keys.get(unitId)!;
  }

  const osmand = (base: 'main' | 'port', pathAndQuery: string, init: RequestInit = {}) =>
    fetch(
      base === 'main'
        ? new URL(`/osmand${pathAndQuery.replace(/^\//, '')}`, app.running.url)
        : new URL(pathAndQuery, app.running.osmandUrl),
      { method: 'POST', ...init },
    );

  it('answers every query-form request of Traccar’s test-suite as Traccar does', async () => {
    for (const id of SAMPLE_DEVICES) await device(id);
    for (const [index, sample] of QUERY_SAMPLES.entries()) {
      const response = await osmand(index % 2 ? 'main' : 'port', sample);
      // The one without an id is a bad request; the others are taken (one has no location yet: nothing stored).
      expect(response.status, sample).toBe(sample.includes('id=') ? 200 : 400);
      expect(await response.text()).toBe('');
    }
    const stored = await storedPositions(app, await device('902064'));
    expect(stored.map((p) => p.recorded_at.toISOString())).toEqual([
      '2015-09-12T14:38:06.579Z',
      '2016-01-27T18:55:47.000Z',
    ]);
    expect(stored[0]).toMatchObject({ lat: 42.06288, lng: -88.23412, speed: 0, source: 'osmand' });
    const local = await storedPositions(app, await device('353861053849681'));
    expect(local.map((p) => p.recorded_at.toISOString())).toEqual(['2014-06-04T09:10:11.000Z']);
    // speed=40 knots is 20.58 m/s; bearing is the heading.
    const fast = await latestPosition(app, await device('123456789012345'));
    expect(fast).toMatchObject({ lat: 40.7232948571, lng: -74.0061408571 });
    expect(fast!.speed).toBeCloseTo(20.5778, 3);
    expect(fast!.heading).toBeCloseTo(7.1989, 3);
    // lat/lon and location=60.0,30.0 at 1377177267 name one fix, stored once; the request without a
    // timestamp is dated on arrival.
    const repeated = await storedPositions(app, await device('123456'));
    expect(repeated.map((p) => [p.lat, p.lng])).toEqual([
      [60, 30],
      [60, 30],
    ]);
    expect(repeated[0]!.recorded_at.toISOString()).toBe('2013-08-22T13:14:27.000Z');
    expect(Date.now() - repeated[1]!.recorded_at.getTime()).toBeLessThan(60_000);
    expect((await latestPosition(app, await device('861001000719969')))?.battery).toBe(87);
    expect(await waitingJobs(app, await device('902064'))).toHaveLength(1);
  });

  it('takes the JSON form of Traccar Client v8: m/s, unknown negatives, battery as a fraction', async () => {
    for (const id of SAMPLE_DEVICES) await device(id);
    for (const [index, body] of JSON_SAMPLES.entries()) {
      const response = await osmand(index % 2 ? 'main' : 'port', '/', {
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
      });
      expect(response.status, body.device_id).toBe(200);
    }
    const moving = await latestPosition(app, await device('8737767034'));
    expect(moving).toMatchObject({ lat: -6.1148096, lng: 106.6837015, heading: 63, battery: 79 });
    expect(moving!.speed).toBeCloseTo(18.67, 2);
    expect(moving!.altitude).toBeCloseTo(35.7, 3);
    const still = await latestPosition(app, await device('658765'));
    expect(still).toMatchObject({ speed: null, heading: null, battery: null, accuracy: 5 });
    // The first two samples are the same fix: stored once.
    expect(await storedPositions(app, await device('48241179'))).toHaveLength(1);
  });

  it('answers an unknown device 400 in the query form and 404 in the JSON form, and a bad request 400', async () => {
    expect((await osmand('port', '/?id=000000000&lat=45&lon=4')).status).toBe(400);
    expect((await osmand('main', '/?id=000000000&lat=45&lon=4')).status).toBe(400);
    const json = {
      device_id: '000000000',
      location: { timestamp: new Date().toISOString(), coords: { latitude: 45, longitude: 4 } },
    };
    const unknown = await osmand('port', '/', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    expect(unknown.status).toBe(404);
    expect(
      (await osmand('port', '/', { headers: { 'content-type': 'application/json' }, body: '{nope' })).status,
    ).toBe(400);
    const key = await device('123456');
    const before = await storedPositions(app, key);
    for (const bad of [
      'lat=91&lon=4',
      'lat=NaN&lon=4',
      `lat=45&lon=4&timestamp=${Math.round(Date.now() / 1000) + 86_400}`,
    ])
      expect((await osmand('port', `/?id=123456&${bad}`)).status, bad).toBe(400);
    expect(await storedPositions(app, key)).toEqual(before);
  });

  it('reads a form-encoded body, GET requests and any path on the OsmAnd port; no sign-in needed', async () => {
    const key = await device('902064');
    const at = Math.round(Date.now() / 1000) - 60;
    const form = await osmand('port', '/', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=902064&timestamp=${at}&lat=45.1&lon=4.1&speed=10`,
    });
    expect(form.status).toBe(200);
    const get = await fetch(
      new URL(`/any/path?id=902064&timestamp=${at + 1}&lat=45.2&lon=4.2`, app.running.osmandUrl),
    );
    expect(get.status).toBe(200);
    const latest = await latestPosition(app, key);
    expect(latest).toMatchObject({ lat: 45.2, lng: 4.2 });
    // A position without a location takes the last known one, as Traccar does.
    expect((await osmand('main', `/?id=902064&timestamp=${at + 2}`)).status).toBe(200);
    expect(await latestPosition(app, key)).toMatchObject({
      lat: 45.2,
      lng: 4.2,
      recorded_at: new Date((at + 2) * 1000),
    });
    // The API is not reachable through the OsmAnd port.
    expect((await fetch(new URL('/api/health', app.running.osmandUrl))).status).toBe(400);
  });
});
