// Signing in and out across pages. How the login page answers a refused sign-in (a wrong password, too many
// failures) is the page's own behaviour: src/features/auth/LoginPage.test.tsx.
import { describe, expect, it } from 'vitest';
import { fillLoginForm, journeyBrowser, newPage, orderRows, signedInThroughLoginPage } from './browser';

describe('signing in and out', () => {
  it('signs the shipper admin in, shows who they are, and logs out', async () => {
    const { context, page } = await signedInThroughLoginPage('shipper.admin');
    await orderRows(page).first().waitFor();

    const account = page.getByRole('button', { name: /Claire Durand/ });
    await account.waitFor();
    expect(await account.textContent()).toContain('Maison Durand Industries');

    await account.click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('cargolens.accessToken'))).toBeNull();

    // The session is really gone: a protected page sends the user back to sign in.
    await page.goto('/orders');
    await page.waitForURL('**/auth/login');
    await context.close();
  });

  it('redirects an anonymous visitor to the login page and back after signing in', async () => {
    const { context, page } = await newPage(await journeyBrowser());
    await page.goto('/tours');
    await page.waitForURL('**/auth/login');
    await fillLoginForm(page, 'carrier.operator');
    await page.waitForURL('**/tours');
    await page.getByRole('heading', { level: 1, name: 'Tournées' }).waitFor();
    await context.close();
  });
});
