// The public tracking link (decision 0105): the owner shares an order from its detail page, a consignee opens
// the link signed out on a phone in their own language and follows status and ETAs; once the owner revokes
// it, the same link says it is no longer available. Both pages are axe-clean.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  journeyBrowser,
  orderRows,
  seriousViolations,
  signedInPage,
  watchContentSecurityPolicy,
} from './browser';

let browser: Browser;
let owner: Page;
let phone: BrowserContext;
let link = '';

beforeAll(async () => {
  browser = await journeyBrowser();
  const opened = await signedInPage('shipper.admin');
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  owner = opened.page;
  await owner.waitForURL('**/orders');
  // A consignee's phone: small screen, German browser, never signed in to Cargolens.
  phone = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
  });
  await watchContentSecurityPolicy(phone);
});
describe('public tracking link', () => {
  it('is created and copied from the order’s share dialog', async () => {
    await orderRows(owner).first().click();
    await owner.waitForURL(/\/orders\/[^/?]+$/);
    await owner.getByRole('button', { name: 'Partager le suivi' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Lien de suivi public' });
    await expect.poll(() => dialog.getByTestId('share-link-state').textContent()).toContain('pas encore');
    await dialog.getByRole('button', { name: 'Créer le lien' }).click();
    const field = dialog.getByRole('textbox', { name: 'Lien' });
    await field.waitFor();
    link = await field.inputValue();
    expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copier le lien' }).click();
    await expect.poll(() => owner.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await seriousViolations(owner)).toEqual([]);
  });

  it('shows the order’s status and ETAs to someone signed out, in their browser’s language', async () => {
    const page = await phone.newPage();
    await page.goto(link);
    await page.getByTestId('public-stop').first().waitFor();
    // The German catalogue loads after the first paint (French is built in).
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Auftrag /);
    expect(await page.getByRole('heading', { name: 'Stopps' }).count()).toBe(1);
    const stops = await page.getByTestId('public-stop').allTextContents();
    expect(stops.length).toBeGreaterThanOrEqual(2);
    expect(stops.join(' ')).toMatch(/Laden|Beladung|Lieferung|Entladung|ETA/);
    expect(await page.getByRole('heading', { name: 'Wo ist der Lkw?' }).count()).toBe(1);
    // Nothing of the back office: no navigation, no user menu, nothing stored as a session.
    expect(await page.locator('nav, .user-menu').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)))).toEqual([]);
    // No horizontal scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    // The link may ask for a language of its own.
    await page.goto(`${link}?lang=fr`);
    await page.getByRole('heading', { name: 'Arrêts' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.close();
  });

  it('says “no longer available” once the owner revokes it', async () => {
    const dialog = owner.getByRole('dialog', { name: 'Lien de suivi public' });
    await dialog.getByRole('button', { name: 'Révoquer le lien' }).click();
    await expect.poll(() => dialog.getByTestId('share-link-state').textContent()).toContain('révoqué');
    expect(await dialog.getByRole('textbox', { name: 'Lien' }).count()).toBe(0);

    const page = await phone.newPage();
    await page.goto(link);
    const dead = page.getByTestId('public-dead-link');
    await dead.waitFor();
    expect(await dead.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Dieser Tracking-Link ist nicht mehr verfügbar',
    );
    expect(await page.getByTestId('public-stop').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
