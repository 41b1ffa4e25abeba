// Live screens (issue 7 §5): the order detail is open, a tracker sends a batch of positions through the API, the
// tracking engine stores the arrival, and the page shows it without being reloaded (decision 0110).
import { offsetPoint, syntheticTrack, type TrackLeg } from '@cargolens/domain/tracking';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage, seriousViolations, signIn } from './browser';

/** The demo shipper's shuttle, the resource the README pairs tours with. */
const SHUTTLE = '1xb6HqLP';
const MINUTE = 60_000;

async function tokenOf(username: string): Promise<string> {
  const response = await fetch(new URL('/api/tokens', baseUrl()), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  return ((await response.json()) as { data: { attributes: { accessToken: string } } }).data.attributes
    .accessToken;
}

async function call(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(new URL(path, baseUrl()), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/vnd.api+json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A tour of the shipper nobody drives yet (not started, not chartered, not paired), with an order and its stops. */
async function idleTour(token: string) {
  const page = await call(
    'GET',
    '/api/tours?filter[status]=NOT_STARTED&include=orders,stops&page[size]=100',
    token,
  );
  const find = (type: string, id: string) => page.included.find((r: any) => r.type === type && r.id === id);
  for (const tour of page.data) {
    if (tour.attributes.charteredName !== null || tour.attributes.isPairedAtTourLevel) continue;
    const stops = tour.relationships.stops.data.map((s: any) => find('stops', s.id));
    if (stops.length < 2) continue;
    // An order loaded at the tour's first stop: the arrival there shows on its page.
    const order = tour.relationships.orders.data
      .map((o: any) => find('orders', o.id))
      .find((o: any) => o?.attributes.departure?.name === stops[0].attributes.name);
    if (order) return { id: tour.id as string, orderId: order.id as string, stops };
  }
  throw new Error('no idle tour of the shipper in the demo data');
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'shipper.operator');
  await page.waitForURL('**/orders');
});
afterAll(async () => {
  await browser?.close();
});

describe('live order detail', () => {
  it('shows the arrival at the first stop when the truck’s positions come in, without a reload', async () => {
    const operator = await tokenOf('shipper.operator');
    const tour = await idleTour(operator);
    await call('PUT', `/api/tours/${tour.id}/pairing`, operator, {
      data: {
        type: 'pairings',
        attributes: {},
        relationships: { resource: { data: { type: 'means', id: SHUTTLE } } },
      },
    });

    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events/stream'));
    await page.goto(`/orders/${tour.orderId}`);
    const firstStop = page.getByTestId('stop').first();
    await firstStop.waitFor();
    const before = await firstStop.getAttribute('data-state');
    expect(before).not.toBe('FINISHED');
    // Survives only if the page is never loaded again.
    await page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });
    // The page listens before the positions are sent.
    expect((await streamOpen).status()).toBe(200);

    // From 3 km before the first stop, 20 minutes there, then towards the second: a fix a minute, ending now.
    const [first, second] = tour.stops.map((s: any) => s.attributes.position);
    const legs: TrackLeg[] = [{ to: first, kmh: 60 }, { waitMs: 20 * MINUTE }, { to: second, kmh: 60 }];
    const track = syntheticTrack(offsetPoint(first, 270, 3_000), 0, legs, MINUTE).slice(0, 30);
    const shift = Date.now() - MINUTE - track[track.length - 1]!.at;
    const api = await tokenOf('api.client');
    await call('POST', '/api/positions', api, {
      data: track.map((fix) => ({
        type: 'positions',
        attributes: { date: new Date(fix.at + shift).toISOString(), lat: fix.lat, lng: fix.lng },
        relationships: { resource: { data: { type: 'means', id: SHUTTLE } } },
      })),
    });

    await expect
      .poll(() => firstStop.getAttribute('data-state'), { timeout: 30_000, interval: 250 })
      .not.toBe(before);
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
  });
});

describe('live homepage', () => {
  it('drops a tour from “without a recent position” when its truck reports, without a reload', async () => {
    await page.goto('/homepage');
    const silent = page.getByTestId('silent-tours');
    await silent.locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('late-stops').locator('h2').textContent()).toBeTruthy();
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    // A tour the widget shows whose truck has a tracker: it reports through OsmAnd, as a phone or a box does.
    const operator = await tokenOf('shipper.operator');
    const shown = await call('GET', '/api/homepage/silent-tours?page[size]=10', operator);
    let target: { reference: string; device: string } | undefined;
    for (const row of shown.data) {
      const tour = await call('GET', `/api/tours/${row.id}`, operator);
      const device = tour.data.attributes.pair.telematicUnitId;
      if (device) {
        target = { reference: row.attributes.reference, device };
        break;
      }
    }
    if (!target) throw new Error('no silent tour with a tracked truck in the demo data');
    const row = silent.locator('tbody tr', { hasText: target.reference });
    await row.waitFor();

    const fix = new URLSearchParams({
      id: target.device,
      lat: '45.75',
      lon: '4.85',
      timestamp: String(Math.floor((Date.now() - MINUTE) / 1000)),
    });
    const reported = await fetch(new URL(`/osmand?${fix}`, baseUrl()), { method: 'POST' });
    expect(reported.status).toBe(200);

    await expect.poll(() => row.count(), { timeout: 30_000, interval: 250 }).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
  });
});
