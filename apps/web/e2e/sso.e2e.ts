// Single sign-on, as a person does it: the company address /auth/sso/{hint}, the provider's own sign-in page,
// back in Cargolens signed in; logging out ends the provider session too and comes back to the hint's page.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { journeyBrowser, newPage, seriousViolations } from './browser';
import { alertText } from './screens';

const ORGANIZATION = 'Nordlicht Logistik GmbH';
const E2E_SSO_HINT = inject('ssoLoginHint');

/** Signs in on the company provider's own page (the test OIDC server) and consents. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('company password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
describe('signing in with a company account', () => {
  it('signs in at the company provider, lands signed in, and logs out through the provider', async () => {
    const { context, page } = await newPage(browser);
    const issuer = inject('oidcIssuer');
    const email = await (async () => {
      // The provider signs in whoever its login names; the company account is the user's email.
      const response = await page.request.post('/api/tokens', {
        headers: {
          authorization: `Basic ${Buffer.from('carrier2.operator:Cargolens2026').toString('base64')}`,
        },
      });
      const token = (await response.json()).data.attributes.accessToken as string;
      const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
      return (await me.json()).data.attributes.email as string;
    })();

    await page.goto(`/auth/sso/${E2E_SSO_HINT}`);
    await page.waitForURL(`${issuer}/**`);
    await signInAtProvider(page, email);

    await page.waitForURL((url) => url.origin !== issuer && !url.pathname.startsWith('/auth/'));
    const account = page.getByRole('button', { name: /Katrin Schulz/ });
    await account.waitFor();
    expect(await account.textContent()).toContain(ORGANIZATION);
    const hintCookie = (await context.cookies()).find((c) => c.name === 'cargolens.ssoLoginHint');
    expect(hintCookie?.value).toBe(E2E_SSO_HINT);

    // This carrier user saved German as language, which the browser adopts once signed in.
    await account.click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL(`${issuer}/session/end**`);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();

    await page.waitForURL(`**/auth/sso/${E2E_SSO_HINT}?loginAuto=false`);
    await page.getByRole('status').filter({ hasText: 'Sie sind von Cargolens abgemeldet.' }).waitFor();
    await page.getByRole('button', { name: `Erneut bei ${ORGANIZATION} anmelden` }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cargolens.accessToken'))).toBeNull();
    expect((await context.cookies()).some((c) => c.name === 'cargolens.ssoLoginHint')).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('removes the login-hint cookie of a company account that is no Cargolens user, and says why at login', async () => {
    const { context, page } = await newPage(browser);
    const issuer = inject('oidcIssuer');
    await page.goto(`/auth/sso/${E2E_SSO_HINT}`);
    await page.waitForURL(`${issuer}/**`);
    expect((await context.cookies()).find((c) => c.name === 'cargolens.ssoLoginHint')?.value).toBe(
      E2E_SSO_HINT,
    );
    await signInAtProvider(page, 'stranger@nordlicht-partner.example');

    await page.waitForURL('**/auth/login');
    expect(await alertText(page)).toBe(
      'Votre compte d’entreprise ne correspond à aucun utilisateur Cargolens de cette organisation. Demandez à votre administrateur de créer votre compte.',
    );
    expect((await context.cookies()).some((c) => c.name === 'cargolens.ssoLoginHint')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cargolens.accessToken'))).toBeNull();
    await context.close();
  });

  it('asks for the company login hint from the login page and says clearly when it is unknown', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Se connecter avec le compte de votre entreprise' }).click();
    await page.waitForURL('**/auth/sso');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Identifiant de connexion de l’entreprise' }).fill('nowhere');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/auth/sso/nowhere');
    expect(await alertText(page)).toBe(
      'Aucune connexion d’entreprise n’est configurée pour « nowhere ». Vérifiez l’adresse ou contactez votre administrateur.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
