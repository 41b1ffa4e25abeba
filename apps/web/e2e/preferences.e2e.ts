// Display preferences (shipment-domain §3, §9): chosen once on the Preferences page, honoured on every screen.
// Lucie Roux, a shipper operator no other journey signs in as, so her choices change nothing elsewhere.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRows, seriousViolations, signedInPage } from './browser';
import { openFromNavigation } from './screens';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInPage('lucie.roux'));
});
/** Picks a choice of one of the page's selects and waits for the server to keep it. */
async function choose(label: RegExp, option: string | RegExp) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.locator('.toast', { hasText: 'Préférence enregistrée' }).last().waitFor();
}

describe('display preferences', () => {
  it('lands on the orders list by default, and offers every preference on an accessible page', async () => {
    await page.waitForURL('**/orders');
    await openFromNavigation(page, 'Préférences', '**/preferences');
    for (const name of ['Format de date et d’heure', 'Poids', 'Distances', 'Page d’accueil', 'Nom des sites'])
      expect(await page.getByRole('button', { name: new RegExp(name) }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows dates in the chosen pattern, weights in pounds, and opens orders on the chosen tab', async () => {
    await choose(/Format de date et d’heure/, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await choose(/Poids/, /Impérial/);
    await choose(/Onglet d’ouverture/, 'Chronologie');

    // The oldest orders first: the demo's, whose goods all have a weight (other journeys add newer orders).
    await page.goto('/orders?sort=createdAt');
    await orderRows(page).first().click();
    await page.waitForURL(/\/orders\/[^/?]+$/);
    // No tab in the address: the order opens on the timeline, the user's landing.
    await expect
      .poll(() => page.getByRole('tab', { name: 'Chronologie' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    const planned = page.getByTestId('stop').first().locator('dd').first();
    await expect.poll(() => planned.textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const goods = page.getByRole('grid', { name: 'Marchandises' });
    await expect.poll(() => goods.textContent()).toMatch(/\d lb/);
    expect(await goods.textContent()).not.toMatch(/\d kg/);
  });

  it('sends the user to the home page they chose', async () => {
    await page.goto('/preferences');
    await choose(/Page d’accueil/, 'Tournées');
    await page.goto('/');
    await page.waitForURL('**/tours');
  });
});
