// Session rules across reloads and tabs. Which failures show a toast (platform-core.txt §8) is the screens' own
// behaviour: src/app/error-toasts.test.tsx.
import { describe, expect, it } from 'vitest';
import { orderRows, signedInThroughLoginPage } from './browser';

describe('session rules (platform-core.txt §4)', () => {
  it('refreshes an expired access token without the user noticing', async () => {
    const { context, page } = await signedInThroughLoginPage('carrier.operator');
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
    const { context, page } = await signedInThroughLoginPage('carrier.operator');
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
    const { context, page } = await signedInThroughLoginPage('carrier2.operator');
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
