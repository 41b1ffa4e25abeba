// Impersonation journey (decision 0142): a back-office admin opens a user's sessions page, acts as the user,
// sees the banner on every page, and returns to their own account. Axe checks both pages. What the login page
// says after too many failed sign-ins is the page's own behaviour (src/features/auth/LoginPage.test.tsx).
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, seriousViolations, signedInThroughLoginPage } from './browser';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Signs the user in from "another device" and answers their id, so their sessions page has a known row. */
async function signInElsewhere(username: string): Promise<string> {
  const tokens = await fetch(new URL('/api/tokens', baseUrl()), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}`,
      'user-agent': CHROME_ON_WINDOWS,
      'x-app-version': '9.9.9',
    },
  });
  const { accessToken } = (await tokens.json()).data.attributes;
  const me = await fetch(new URL('/api/me', baseUrl()), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await me.json()).data.id;
}

describe('impersonation', () => {
  it('lets an admin act as a user from their sessions page, shows it on every page, and returns', async () => {
    const userId = await signInElsewhere('shipper.operator');
    const { context, page } = await signedInThroughLoginPage('backoffice.admin');

    // The back office's saved language is English, which this fresh browser adopts.
    await page.goto(`/admin/users/${userId}/sessions`);
    await page.getByRole('heading', { level: 1, name: 'Sign-ins and devices' }).waitFor();
    const row = page.locator('[role="grid"] [role="row"]:has([role="rowheader"])').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Chrome');
    expect(await row.textContent()).toContain('9.9.9');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Impersonate' }).click();
    const banner = page.getByTestId('impersonation-banner');
    await expect.poll(() => banner.textContent()).toBe('You are acting as Thomas Girard');
    expect(new URL(page.url()).pathname).not.toContain('/sessions');
    expect((await context.cookies()).map((c) => c.name)).toContain('cargolens_impersonation');
    await expect.poll(() => page.locator('.user-menu__name').textContent()).toBe('Thomas Girard');
    expect(await seriousViolations(page)).toEqual([]);

    // Another page keeps the banner.
    await page.goto('/tours');
    await banner.waitFor();

    await page.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL(`**/admin/users/${userId}/sessions`);
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.user-menu__name').textContent()).toBe('Nadia Benali');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('cargolens_impersonation');
    await context.close();
  });
});
