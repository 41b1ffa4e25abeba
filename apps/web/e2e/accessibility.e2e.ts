import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridRows, journeyBrowser, newPage, orderRows, seriousViolations, signIn } from './browser';
import { dialog, openFromNavigation } from './screens';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await journeyBrowser();
  ({ page } = await newPage(browser));
});
/** An administration list once loaded, then with its creation form open and shown (`formShown`): both axe-clean. */
async function listThenFormPassAxe(
  newButton: string,
  formShown: (form: Locator) => Promise<void>,
): Promise<void> {
  await gridRows(page).first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: newButton }).click();
  await formShown(dialog(page));
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
}

describe('no serious or critical axe violation', () => {
  it('on the login page', async () => {
    await page.goto('/auth/login');
    await page.locator('input[name="username"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the orders list', async () => {
    await signIn(page, 'shipper.admin');
    await page.waitForURL('**/orders');
    await orderRows(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on an order detail', async () => {
    await orderRows(page).first().click();
    await page.getByTestId('stop').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("on an order's map tab, once the map has loaded", async () => {
    await page.getByRole('tab', { name: 'Carte' }).click();
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('map-stop').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('with the account menu open', async () => {
    await page.getByRole('button', { name: /Claire Durand Maison Durand Industries/ }).click();
    await page.getByRole('menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('on the resources administration, and with its form open', async () => {
    await page.getByRole('link', { name: 'Ressources' }).click();
    await listThenFormPassAxe('Nouvelle ressource', async (form) => {
      await form.getByRole('button', { name: 'Créer' }).click();
      await form.getByText('Obligatoire').waitFor();
    });
  });

  it('on the tags administration, and with its form open', async () => {
    await openFromNavigation(page, 'Étiquettes', '**/admin/tags');
    await listThenFormPassAxe('Nouvelle étiquette', (form) =>
      form.getByRole('radio', { name: 'Sarcelle' }).waitFor(),
    );
  });

  it('on the addresses list', async () => {
    await page.getByRole('link', { name: 'Adresses' }).click();
    await page.locator('[role="row"]:has([role="rowheader"])').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a place with its geofence on the map, once the map has loaded', async () => {
    await page.locator('[role="row"]:has([role="rowheader"])').first().click();
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the geofences map, once loaded', async () => {
    await page.getByRole('link', { name: 'Géorepérages' }).click();
    // The place page's map stays on screen while the geofences page's code loads: wait for the new page first,
    // or its ready map would be taken for this one.
    await page.getByTestId('geofences-count').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the preferences page', async () => {
    await page.getByRole('link', { name: 'Préférences' }).click();
    await page.getByRole('heading', { level: 1, name: 'Préférences' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a page that is not built yet', async () => {
    await page.getByRole('link', { name: 'Messagerie' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messagerie' }).waitFor();
    expect(await page.getByText("Cette page n'est pas encore construite").count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
