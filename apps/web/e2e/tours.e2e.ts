import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, signedInOnOrders } from './browser';
import { expectOnlyStatus, filterBy, openFromNavigation, tableIdle } from './screens';

const tourRows = (page: Page) => page.locator('.table--tours [role="row"]:has([role="rowheader"])');
const references = (page: Page) => page.locator('.table--tours .reference').allTextContents();

async function openTours(username: string): Promise<Page> {
  const { page } = await signedInOnOrders(username);
  await openFromNavigation(page, 'Tournées', '**/tours');
  await tourRows(page).first().waitFor();
  await tableIdle(page);
  return page;
}

describe('tours (shipper)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openTours('shipper.admin');
  });

  it('lists the tours with their orders by default, and passes axe once loaded', async () => {
    expect(await page.getByRole('radio', { name: 'Commandes' }).isChecked()).toBe(true);
    expect(await tourRows(page).count()).toBe(20);
    const total = await page.getByTestId('tours-total').textContent();
    expect(Number(total?.replace(/\D/g, ''))).toBe(60);
    expect(await tourRows(page).first().locator('.tour-orders__item').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('switches to the waypoints view, keeps it in the address, and passes axe', async () => {
    const before = await references(page);
    const saved = page.waitForResponse(
      (r) => /\/settings/.test(r.url()) && r.request().method() !== 'GET' && r.ok(),
    );
    await page.locator('label.radio', { hasText: "Points d'arrêt" }).click();
    await page.waitForURL(/view=tours\.waypoints/);
    await saved;
    await tableIdle(page);
    const waypoints = tourRows(page).first().locator('.waypoint');
    await expect.poll(() => waypoints.count()).toBeGreaterThanOrEqual(2);
    // The same tours, each now with its stop points in itinerary order.
    expect(await references(page)).toEqual(before);
    const markers = await tourRows(page).first().locator('.waypoint__marker').allTextContents();
    expect(markers).toEqual(markers.map((_, i) => String(i + 1)));
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await tourRows(page).first().locator('.waypoint').first().waitFor();
    expect(await page.getByRole('radio', { name: "Points d'arrêt" }).isChecked()).toBe(true);
    // The choice is the user's "tours page" setting: the page opens in it when the address does not say.
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Tournées' })
      .click();
    await page.waitForURL((url) => url.pathname === '/tours' && !url.searchParams.has('view'));
    await tourRows(page).first().locator('.waypoint').first().waitFor();
    expect(await page.getByRole('radio', { name: "Points d'arrêt" }).isChecked()).toBe(true);
    await page.locator('label.radio', { hasText: 'Commandes' }).click();
    await page.waitForURL(/view=tours\.orders/);
    await tableIdle(page);
  });

  it('filters on the tour status and goes back to the first page', async () => {
    await page.getByRole('button', { name: 'Page suivante' }).click();
    await page.waitForURL(/[?&]page=2/);
    await filterBy(page, /Statut de la tournée/, 'Terminée', /status=FINISHED/);
    await expectOnlyStatus(page, '.table--tours .status-cell > .badge', 'Terminée');
  });

  it('opens a tour’s details: status, chartering, pairing, itinerary, orders and history, axe-clean', async () => {
    const [reference = ''] = await references(page);
    await tourRows(page).first().click();
    await page.waitForURL(/\/tours\/reference\/[^/]+\/details$/);
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
    await page.getByTestId('stop').first().waitFor();
    expect(await page.getByTestId('stop').count()).toBeGreaterThanOrEqual(2);
    for (const heading of ['Affrètement', 'Appairage', 'Itinéraire', 'Commandes', 'Historique'])
      expect(await page.getByRole('heading', { level: 2, name: heading }).count(), heading).toBe(1);
    expect(await page.locator('.page-header__meta .badge').textContent()).toBe('Terminée');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('goes from a tour to one of its orders, and from the order back to its tour', async () => {
    const tourUrl = page.url();
    const orderRow = page.getByRole('grid', { name: 'Commandes de la tournée' }).getByRole('row').nth(1);
    const orderReference = (await orderRow.locator('.reference').textContent()) ?? '';
    await orderRow.click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: orderReference }).waitFor();
    await page.getByRole('link', { name: /-T\d{4}-/ }).click();
    await page.waitForURL(tourUrl);
    await page.getByTestId('stop').first().waitFor();
  });
});

describe('tours (carrier)', () => {
  it('shows a carrier only its own tours and the tours chartered to it', async () => {
    const page = await openTours('carrier.operator');
    await page.getByRole('button', { name: /Lignes par page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await page.waitForURL(/size=100/);
    await expect.poll(() => tourRows(page).count()).toBeGreaterThan(20);
    await tableIdle(page);
    const owners = await page.locator('.table--tours .reference-cell .place__sub').allTextContents();
    const carriers = await page
      .locator('.table--tours [role="gridcell"]:nth-child(3) .place__name')
      .allTextContents();
    expect(owners.length).toBeGreaterThan(20);
    for (const [i, owner] of owners.entries())
      expect(
        owner === 'Transports Lefèvre' || carriers[i] === 'Transports Lefèvre',
        `${owner} / ${carriers[i]}`,
      ).toBe(true);
    expect(new Set(owners)).toContain('Maison Durand Industries');
    expect(carriers).not.toContain('Nordlicht Logistik GmbH');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
