import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeyBrowser, newPage, orderRows, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
describe('session rules (platform-core.txt §4)', () => {
  it('refreshes an expired access token without the user noticing', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'carrier.operator');
    await page.waitForURL('**/orders');
    await orderRows(page).first().waitFor();
    await page.evaluate(() => localStorage.setItem('cargolens.accessToken', 'expired.token.value'));

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/tokens/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(201);
    await orderRows(page).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cargolens.accessToken'))).not.toBe(
      'expired.token.value',
    );
    expect(new URL(page.url()).pathname).toBe('/orders');
    await context.close();
  });

  it('logs out when the refresh fails', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'carrier.operator');
    await page.waitForURL('**/orders');
    await page.evaluate(() => {
      localStorage.setItem('cargolens.accessToken', 'expired.token.value');
      localStorage.setItem('cargolens.refreshToken', 'revoked');
    });
    await page.reload();
    await page.waitForURL('**/auth/login');
    expect(await page.locator('.toast').count()).toBe(0);
    await context.close();
  });

  it('logs out every tab when another tab removes the access token', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'carrier2.operator');
    await page.waitForURL('**/orders');
    const other = await context.newPage();
    await other.goto('/orders');
    await orderRows(other).first().waitFor();

    // Background tabs throttle animation frames, which the menu needs to open.
    await page.bringToFront();
    // This carrier user saved German as language, which this fresh browser adopts: select by role only.
    await page.locator('.user-menu__button').click();
    await page.getByRole('menuitem').click();
    await other.waitForURL('**/auth/login');
    await context.close();
  });
});

describe('error toasts (platform-core.txt §8)', () => {
  it('shows the default toast when a call fails, and none for a GET 404', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'shipper.admin');
    await page.waitForURL('**/orders');
    await orderRows(page).first().waitFor();

    await page.goto('/orders/AAAAAAAA');
    await page.getByText("Cette commande n'existe pas ou vous ne pouvez pas la consulter.").waitFor();
    expect(await page.locator('.toast').count()).toBe(0);

    await page.route('**/api/orders?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/vnd.api+json',
        body: '{"errors":[{"status":"500"}]}',
      }),
    );
    await page.goto('/orders?page=3');
    const toast = page.locator('.toast').first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Cargolens – un problème est survenu');
    expect(await toast.textContent()).toContain('Votre dernière opération ne s');
    await context.close();
  });
});
