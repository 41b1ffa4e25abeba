// Live screens (issue 7 §5): the order detail is open, a tracker sends a batch of positions through the API, the
// tracking engine stores the arrival, and the page shows it without being reloaded (decision 0110).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, idleTour, sendTrackToSecondStop, tokenOf } from './api-calls';
import { baseUrl, seriousViolations, signedInOnOrders } from './browser';

/** The demo shipper's shuttle, the resource the README pairs tours with. */
const SHUTTLE = '1xb6HqLP';
const MINUTE = 60_000;

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.operator'));
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

    await sendTrackToSecondStop(SHUTTLE, tour.stops);

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
    expect(await page.getByTestId('late-stops').locator('h3').textContent()).toBeTruthy();
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
