// The back office administers organizations and acts on behalf of one (issue 8; decisions 0130–0132).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seriousViolations, signIn } from './browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'backoffice.admin');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

const rows = (p: Page) => p.locator('[role="grid"] [role="row"]:has([role="rowheader"])');
const dialog = (p: Page) => p.getByRole('dialog');
const toast = (p: Page, text: string) => p.locator('.toast', { hasText: text }).first();
const NEW_ORGANIZATION = 'Laiterie du Jura';

async function pick(p: Page, organization: string) {
  await p.getByRole('button', { name: /Agir pour le compte de/ }).click();
  await p.getByRole('option', { name: organization }).click();
}

describe('organizations and acting on behalf (back office)', () => {
  it('creates an organization: a taken name is flagged before sending, then the toast confirms', async () => {
    await page.getByRole('link', { name: 'Agences' }).click();
    await page.waitForURL('**/admin/agencies');
    await page.getByRole('heading', { level: 1, name: 'Agences et profils' }).waitFor();
    await page.getByRole('tab', { name: 'Organisations' }).click();
    await rows(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nouvelle organisation' }).click();
    const form = dialog(page);
    await form.getByLabel('Nom').fill('Maison Durand Industries');
    await form.getByText('Cette valeur est déjà utilisée').waitFor();
    await form.getByLabel('Nom').fill(NEW_ORGANIZATION);
    await form.getByText('Cette valeur est déjà utilisée').waitFor({ state: 'detached' });
    await form.getByLabel('Code postal').fill('39000');
    await form.getByLabel('Ville').fill('Lons-le-Saunier');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Créer' }).click();
    await toast(page, 'L’organisation a été créée').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill('Laiterie');
    await expect
      .poll(() => rows(page).allTextContents())
      .toEqual([expect.stringContaining(NEW_ORGANIZATION)]);
  });

  it('picks the new organization and creates its first agency there', async () => {
    await pick(page, NEW_ORGANIZATION);
    await page.waitForURL(/\/organizations\/[^/]+\/entities\/admin\/agencies/);
    await page.getByText('Aucune agence pour l’instant.').waitFor();
    await page.getByRole('button', { name: 'Nouvelle agence' }).click();
    const form = dialog(page);
    await form.getByLabel('Nom').fill('Agence Lons');
    await form.getByLabel('Ville').fill('Lons-le-Saunier');
    await form.getByRole('button', { name: 'Créer' }).click();
    await toast(page, 'L’agence a été créée').waitFor();
    await expect
      .poll(() => rows(page).allTextContents())
      .toEqual([expect.stringContaining(NEW_ORGANIZATION)]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sees the orders of the organization it acts for, and only them', async () => {
    await pick(page, 'Maison Durand Industries');
    const filtered = page.waitForRequest((request) =>
      /\/api\/orders\?.*filter%5Borganization%5D=/.test(request.url()),
    );
    await page.getByRole('link', { name: 'Commandes' }).click();
    await page.waitForURL(/\/organizations\/[^/]+\/entities\/orders/);
    await filtered;
    await rows(page).first().waitFor();
    const onBehalf = Number((await page.getByTestId('orders-total').textContent())?.replace(/\D/g, ''));
    expect(await seriousViolations(page)).toEqual([]);

    await pick(page, 'Toutes les organisations');
    await page.waitForURL((url) => url.pathname === '/orders');
    await expect
      .poll(async () => Number((await page.getByTestId('orders-total').textContent())?.replace(/\D/g, '')))
      .toBeGreaterThan(onBehalf);
  });
});
