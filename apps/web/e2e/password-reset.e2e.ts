// Forgotten password in the browser: the sign-in page's link, the request, the reset email read from the test
// SMTP server of the e2e setup, the reset page with its rules, then signing in with the new password.
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, journeyBrowser, newPage, seriousViolations, signIn } from './browser';

// A demo account no other journey signs in with; its password is set back to the demo one at the end.
const USERNAME = 'lsp.operator';
const EMAIL = 'lsp.operator@eurolink3pl.example';

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
async function resetLinkPath(count: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await (await fetch(`${inject('mailboxUrl')}?to=${encodeURIComponent(EMAIL)}`)).json()) as {
      text: string;
    }[];
    const mail = mails[count - 1];
    const link = mail && /https?:\/\/\S+\/auth\/password\?token=\S+/.exec(mail.text)?.[0];
    if (link) {
      const url = new URL(link);
      return url.pathname + url.search;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`reset email ${count} to ${EMAIL} never arrived`);
}

async function resetThroughTheBrowser(password: string, mailNumber: number) {
  const { context, page } = await newPage(browser);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.waitForURL('**/auth/password-forgotten');
  await page.getByLabel('Adresse e-mail').fill(EMAIL);
  expect(await seriousViolations(page)).toEqual([]);
  // From the keyboard: Enter in the field sends the form.
  await page.getByLabel('Adresse e-mail').press('Enter');
  const sent = page.getByRole('status');
  await sent.waitFor();
  expect(await sent.textContent()).toContain('Si un compte utilise cette adresse');

  const linkPath = await resetLinkPath(mailNumber);
  await page.goto(linkPath);
  await page.getByRole('heading', { name: 'Choisissez votre mot de passe' }).waitFor();
  await page.getByLabel('Nouveau mot de passe').fill('short');
  await page.getByLabel('Confirmez le mot de passe').fill('short');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await page.getByText('Le mot de passe doit contenir au moins 1 majuscule', { exact: false }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  const done = page.getByRole('status');
  await done.waitFor();
  expect(await done.textContent()).toBe(
    'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
  );
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await page.waitForURL('**/auth/login');
  return { context, page, linkPath };
}

describe('forgotten password', () => {
  it('mails a reset link from the sign-in page; the new password signs in, the old one no longer', async () => {
    const { context, page, linkPath } = await resetThroughTheBrowser('Nouveau-Depart-7', 1);
    await signIn(page, USERNAME, DEMO_PASSWORD);
    await page.getByRole('alert').waitFor();
    await signIn(page, USERNAME, 'Nouveau-Depart-7');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await context.close();

    // The same link a second time is refused.
    const reuse = await newPage(browser);
    await reuse.page.goto(linkPath);
    await reuse.page.getByLabel('Nouveau mot de passe').fill('Encore-Une-Fois-8');
    await reuse.page.getByLabel('Confirmez le mot de passe').fill('Encore-Une-Fois-8');
    await reuse.page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    const refused = reuse.page.getByRole('alert');
    await refused.waitFor();
    expect(await refused.textContent()).toBe('Ce lien est invalide, déjà utilisé ou expiré.');
    await reuse.context.close();

    // The account goes back to the demo password for the other journeys.
    const again = await resetThroughTheBrowser(DEMO_PASSWORD, 2);
    await again.context.close();
  });
});
