// The maps (issue 7 item 5, decision 0145): a tour whose truck reports shows on the global map — clustered
// source, list beside it, popover with a link to the tour — and its order's map tab draws the driven track and
// the truck with its GPS recency.
import { offsetPoint, syntheticTrack, type TrackLeg } from '@cargolens/domain/tracking';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage, seriousViolations, signIn } from './browser';

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

/** A tour of the shipper nobody drives yet, with an order loaded at its first stop. */
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
    const order = tour.relationships.orders.data
      .map((o: any) => find('orders', o.id))
      .find((o: any) => o?.attributes.departure?.name === stops[0].attributes.name);
    if (order)
      return {
        id: tour.id as string,
        reference: tour.attributes.reference as string,
        orderId: order.id,
        stops,
      };
  }
  throw new Error('no idle tour of the shipper in the demo data');
}

let browser: Browser;
let page: Page;
let tour: Awaited<ReturnType<typeof idleTour>>;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));

  // A tour paired with a truck of its own (the live-updates journey drives the demo shuttle on the same server),
  // which drives to the tour's first stop, waits there and leaves towards the second, a fix a minute up to a
  // minute ago: the tracking engine starts the tour.
  const operator = await tokenOf('shipper.operator');
  const truck: string = (
    await call('POST', '/api/means', await tokenOf('shipper.admin'), {
      data: { type: 'means', attributes: { label: `Camion carte globale ${Date.now()}` } },
    })
  ).data.id;
  tour = await idleTour(operator);
  await call('PUT', `/api/tours/${tour.id}/pairing`, operator, {
    data: {
      type: 'pairings',
      attributes: {},
      relationships: { resource: { data: { type: 'means', id: truck } } },
    },
  });
  const [first, second] = tour.stops.map((s: any) => s.attributes.position);
  const legs: TrackLeg[] = [{ to: first, kmh: 60 }, { waitMs: 20 * MINUTE }, { to: second, kmh: 60 }];
  const track = syntheticTrack(offsetPoint(first, 270, 3_000), 0, legs, MINUTE).slice(0, 30);
  const shift = Date.now() - MINUTE - track[track.length - 1]!.at;
  await call('POST', '/api/positions', await tokenOf('api.client'), {
    data: track.map((fix) => ({
      type: 'positions',
      attributes: { date: new Date(fix.at + shift).toISOString(), lat: fix.lat, lng: fix.lng },
      relationships: { resource: { data: { type: 'means', id: truck } } },
    })),
  });
  // The tracking worker starts the tour in the background (expect.poll is for tests, not hooks).
  const onMap = async () =>
    (
      await call('GET', `/api/map/tours?filter[search]=${encodeURIComponent(tour.reference)}`, operator)
    ).data.some((row: any) => row.id === tour.id && row.attributes.position !== null);
  const deadline = Date.now() + 30_000;
  while (!(await onMap())) {
    if (Date.now() > deadline) throw new Error(`tour ${tour.reference} never reached the map`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  await signIn(page, 'shipper.operator');
  await page.waitForURL('**/orders');
});

afterAll(async () => {
  await browser?.close();
});

describe('global map', () => {
  it('shows the running tours clustered on the map and listed beside it, and passes axe', async () => {
    await page.getByRole('link', { name: 'Carte globale' }).click();
    await page.waitForURL('**/map');
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('map-tour-row').first().waitFor();
    expect(Number(await page.getByTestId('tour-map').getAttribute('data-tours'))).toBeGreaterThan(0);
    expect(await page.getByTestId('map-tour-row').filter({ hasText: tour.reference }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens a tour’s popover from the map and from the list, and follows its link to the tour', async () => {
    await page.goto(`/map?q=${encodeURIComponent(tour.reference)}`);
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    const row = page.getByTestId('map-tour-row').filter({ hasText: tour.reference });
    await row.waitFor();
    expect(await row.getByTestId('gps-recency').getAttribute('data-state')).toBe('RECENT');

    // The one tour is framed at the centre of the map: a click there opens its popover.
    await expect.poll(() => page.getByTestId('tour-map').getAttribute('data-tours')).toBe('1');
    const canvas = page.locator('.maplibregl-canvas');
    const box = (await canvas.boundingBox())!;
    const popover = page.getByTestId('tour-popover');
    await expect
      .poll(
        async () => {
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          return popover.count();
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(1);
    expect(await popover.locator('h3').textContent()).toBe(tour.reference);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });

    // The keyboard path: the list's button opens the same popover.
    await row.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await popover.waitFor();
    expect(await popover.getByTestId('gps-recency').getAttribute('data-state')).toBe('RECENT');
    await popover.getByRole('link').click();
    await page.waitForURL(`**/tours/reference/${encodeURIComponent(tour.reference)}/details`);
  });

  it('keeps the label the user chooses', async () => {
    await page.goto('/map');
    await page.getByRole('button', { name: /Libellé/ }).click();
    await page.getByRole('option', { name: 'Prochain arrêt' }).click();
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: /Libellé/ }).textContent(), { timeout: 10_000 })
      .toContain('Prochain arrêt');
  });
});

describe('order map tab', () => {
  it('draws the truck’s driven track and its position with its GPS recency', async () => {
    await page.goto(`/orders/${tour.orderId}?tab=map`);
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    const truck = page.getByTestId('order-truck');
    await truck.getByTestId('gps-recency').waitFor();
    expect(await truck.getByTestId('gps-recency').getAttribute('data-state')).toBe('RECENT');
    await expect
      .poll(async () => Number(await page.getByTestId('map').getAttribute('data-track-points')))
      .toBeGreaterThan(1);
    expect(await page.locator('.map-marker--truck[role="img"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
