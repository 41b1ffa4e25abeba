import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstReferences, orderRows, signedInOnOrders } from './browser';
import { expectOnlyStatus, filterBy, mapChunks, tableIdle } from './screens';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.admin'));
});

describe('orders list and detail (shipper admin)', () => {
  it('lists the organization orders with their total', async () => {
    await orderRows(page).first().waitFor();
    expect(await orderRows(page).count()).toBe(20);
    const total = await page.getByTestId('orders-total').textContent();
    expect(Number(total?.replace(/\D/g, ''))).toBeGreaterThan(100);
  });

  it('pages through: the next page shows other rows and is kept in the address', async () => {
    const before = await firstReferences(page);
    await page.getByRole('button', { name: 'Page suivante' }).click();
    await page.waitForURL(/[?&]page=2/);
    await tableIdle(page);
    await expect.poll(() => firstReferences(page)).not.toEqual(before);
    expect(await page.getByText('Page 2 sur').count()).toBe(1);
  });

  it('filters by status and goes back to the first page', async () => {
    await filterBy(page, /Statut/, 'En route vers le chargement', /status=DRIVING_TO_LOAD/);
    await expectOnlyStatus(page, '[role="grid"] .status-cell .badge', 'En route vers le chargement');
    expect(await orderRows(page).count()).toBeGreaterThan(0);
  });

  it('offers every tag of the organization and keeps only orders carrying the chosen one', async () => {
    await page.goto('/orders');
    await tableIdle(page);
    await page.getByRole('button', { name: /Étiquettes/ }).click();
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThanOrEqual(5);
    const label = ((await options.first().textContent()) ?? '').trim();
    await options.first().click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/tags=/);
    await tableIdle(page);
    const tagsPerRow = async () =>
      Promise.all((await orderRows(page).all()).map((row) => row.locator('.tag').allTextContents()));
    await expect.poll(async () => (await tagsPerRow()).every((tags) => tags.includes(label))).toBe(true);
    expect(await orderRows(page).count()).toBeGreaterThan(0);
  });

  // Waits on what the list shows (its rows and total), not on when the address changes: under load the
  // address can settle before or after the rows, and only the rows are what the user relies on.
  it('searches a reference and changes the page size, both kept in the address', async () => {
    await page.goto('/orders');
    const [reference = ''] = await firstReferences(page, 1);
    const everything = Number((await page.getByTestId('orders-total').textContent())?.replace(/\D/g, ''));
    const fragment = reference.slice(-6);
    await page.getByRole('searchbox').fill(fragment);
    await expect.poll(() => firstReferences(page, 20)).toContain(reference);
    await expect
      .poll(async () => (await firstReferences(page, 20)).every((r) => r.includes(fragment)))
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('q')).toBe(fragment);
    await page.getByRole('searchbox').fill('');
    await expect
      .poll(async () => Number((await page.getByTestId('orders-total').textContent())?.replace(/\D/g, '')))
      .toBe(everything);

    await page.getByRole('button', { name: /Lignes par page/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect.poll(() => orderRows(page).count()).toBe(50);
    expect(new URL(page.url()).searchParams.get('size')).toBe('50');

    // The size is also the user's saved "order table hits per page": a fresh visit keeps it.
    await page.goto('/orders');
    await expect.poll(() => orderRows(page).count()).toBe(50);
    await page.getByRole('button', { name: /Lignes par page/ }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expect.poll(() => orderRows(page).count()).toBe(20);
    await tableIdle(page);
  });

  it('opens an order: the detail shows its stops in order', async () => {
    const [reference] = await firstReferences(page, 1);
    await orderRows(page).first().click();
    await page.waitForURL(/\/orders\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
    const stops = page.getByTestId('stop');
    await stops.first().waitFor();
    expect(await stops.count()).toBeGreaterThanOrEqual(2);
    expect(await stops.first().textContent()).toContain('Chargement');
    expect(await page.getByRole('heading', { name: 'Marchandises' }).count()).toBe(1);
  });

  it('shows the stops on a map tab, named in the address, which only then loads the map library', async () => {
    const stopCount = await page.getByTestId('stop').count();
    expect(await mapChunks(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Carte' }).click();
    await page.waitForURL(/[?&]tab=map/);
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    expect((await mapChunks(page)).length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="map"] canvas.maplibregl-canvas').count()).toBe(1);

    const listed = page.getByTestId('map-stop');
    expect(await listed.count()).toBe(stopCount);
    expect(await listed.first().textContent()).toContain('Chargement');
    const markers = page.locator('[data-testid="map"] .map-marker[role="img"]');
    expect(await markers.count()).toBe(stopCount);
    expect(await markers.first().getAttribute('aria-label')).toMatch(/^Arrêt \d+, Chargement : /);
    await listed.first().getByRole('button', { name: 'Voir sur la carte' }).click();
    await page.locator('.map-marker--focused').waitFor();

    // The address names the tab: a reload (or a shared link) opens the map again.
    await page.reload();
    await page.getByTestId('map-stop').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Carte' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between the tabs with the arrow keys, back to the overview', async () => {
    await page.getByRole('tab', { name: 'Carte' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('stop').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Aperçu' }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.has('tab')).toBe(false);
    expect(await page.getByTestId('map-stop').count()).toBe(0);
  });
});
