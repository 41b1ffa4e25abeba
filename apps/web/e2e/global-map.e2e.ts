// The maps (issue 7 item 5, decision 0145): a tour whose truck reports shows on the global map — clustered
// source, list beside it, popover with a link to the tour — and its order's map tab draws the driven track and
// the truck with its GPS recency.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, idleTour, sendTrackToSecondStop, tokenOf } from './api-calls';
import { seriousViolations, signedInOnOrders } from './browser';

let page: Page;
let tour: Awaited<ReturnType<typeof idleTour>>;

beforeAll(async () => {
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
  await sendTrackToSecondStop(truck, tour.stops);
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

  ({ page } = await signedInOnOrders('shipper.operator'));
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
        { timeout: 20_000, interval: 500 },
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
      .poll(() => page.getByRole('button', { name: /Libellé/ }).textContent(), { timeout: 20_000 })
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
