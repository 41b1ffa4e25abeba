// Issue 8 §6: a user arranges the homepage (sections, widgets, order) with the keyboard, an administrator copies
// the user's settings to a colleague from the users screen, and the colleague's homepage shows the same layout.
// The journey creates its own two users, so it depends on no other journey's data.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from './api-calls';
import { DEMO_PASSWORD, seriousViolations, signedInPage } from './browser';

const suffix = Date.now() % 100_000;
const arranger = { username: `ines.arrange.${suffix}`, firstname: 'Inès', lastname: `Arrange${suffix}` };
const colleague = { username: `hugo.copie.${suffix}`, firstname: 'Hugo', lastname: `Copie${suffix}` };

async function createUser(token: string, user: typeof arranger, profileId: string | undefined) {
  await call('POST', '/api/users', token, {
    data: {
      type: 'users',
      attributes: {
        ...user,
        email: `${user.username}@example.com`,
        roles: ['ROLE_CLIENT_EXPLOITANT'],
        lang: 'fr',
        timezone: 'Europe/Paris',
        receiveMail: false,
        password: DEMO_PASSWORD,
      },
      // The demo operator's profile: it follows tours, so the homepage has widgets.
      ...(profileId
        ? { relationships: { userProfile: { data: { type: 'userProfiles', id: profileId } } } }
        : {}),
    },
  });
}

async function signedIn(username: string): Promise<Page> {
  const { page } = await signedInPage(username);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

/** The homepage as shown: each section's title with its widgets' kinds, in order. */
async function shownLayout(page: Page) {
  const sections = page.getByTestId('homepage-section');
  await sections.first().waitFor();
  return sections.evaluateAll((nodes) =>
    nodes.map((node) => [
      node.querySelector('h2')?.textContent,
      [...node.querySelectorAll('[data-widget-kind]')].map((w) => w.getAttribute('data-widget-kind')),
    ]),
  );
}

beforeAll(async () => {
  const admin = await tokenOf('shipper.admin');
  const me = await call('GET', '/api/me', await tokenOf('shipper.operator'));
  const operator = await call('GET', `/api/users/${me.data.id}?include=userProfile`, admin);
  const profileId = operator.data.relationships?.userProfile?.data?.id as string | undefined;
  await createUser(admin, arranger, profileId);
  await createUser(admin, colleague, profileId);
});
describe('the homepage arranged and copied to a colleague', () => {
  it('shows the default layout, then the one arranged with the keyboard', async () => {
    const page = await signedIn(arranger.username);
    await page.goto('/homepage');
    expect(await shownLayout(page)).toEqual([['Suivi', ['late-stops', 'silent-tours', 'arrivals']]]);

    await page.getByRole('button', { name: "Organiser l'accueil" }).click();
    const editor = page.getByRole('form', { name: "Organiser l'accueil" });
    await editor.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const title = editor.getByLabel('Titre de la section').first();
    await title.fill('Urgences');
    // Arrivals to the top, with Enter on the focused button; the focus follows the moved widget.
    const up = editor.getByRole('button', { name: 'Monter Arrivées du jour' });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Descendre Arrivées du jour',
    );
    await editor.getByRole('button', { name: 'Retirer Tournées sans position récente' }).press('Enter');
    // A second section with the silent tours.
    await editor.getByRole('button', { name: 'Ajouter une section' }).press('Enter');
    await editor.getByLabel('Titre de la section').nth(1).fill('Flotte');
    const fleet = editor.getByRole('region', { name: 'Flotte' });
    await fleet.getByRole('button', { name: /Widget à ajouter à Flotte/ }).click();
    await page.getByRole('option', { name: 'Tournées sans position récente' }).click();
    await fleet.getByRole('button', { name: 'Ajouter le widget' }).press('Enter');
    await fleet.getByTestId('widget-editor').filter({ hasText: 'Tournées sans position récente' }).waitFor();
    // The fleet first.
    await editor.getByRole('button', { name: 'Monter la section Flotte' }).press('Enter');
    expect(await seriousViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Enregistrer la disposition' }).press('Enter');
    await page.locator('.toast', { hasText: "Disposition de l'accueil enregistrée" }).waitFor();

    const arranged = [
      ['Flotte', ['silent-tours']],
      ['Urgences', ['arrivals', 'late-stops']],
    ];
    await expect.poll(() => shownLayout(page)).toEqual(arranged);
    await page.reload();
    expect(await shownLayout(page)).toEqual(arranged);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('copies the settings from the users screen, and the colleague sees the same homepage', async () => {
    const admin = await signedIn('shipper.admin');
    await admin.goto('/admin/users');
    await admin.getByLabel('Rechercher un nom, un identifiant ou un e-mail').fill(arranger.username);
    const row = admin
      .locator('[role="grid"] [role="row"]:has([role="rowheader"])')
      .filter({ hasText: arranger.username });
    await row.waitFor();
    await row
      .getByRole('button', { name: `Actions pour ${arranger.firstname} ${arranger.lastname}` })
      .click();
    await admin.getByRole('menuitem', { name: 'Copier les paramètres vers…' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByRole('heading', { name: `Copier les paramètres de ${arranger.firstname} ${arranger.lastname}` })
      .waitFor();
    await dialog.getByRole('button', { name: /Copier vers/ }).click();
    await admin.getByRole('option', { name: new RegExp(colleague.username.replaceAll('.', '\\.')) }).click();
    expect(await seriousViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Copier les paramètres' }).click();
    await admin.locator('.toast', { hasText: 'Paramètres copiés' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.context().close();

    const page = await signedIn(colleague.username);
    await page.goto('/homepage');
    expect(await shownLayout(page)).toEqual([
      ['Flotte', ['silent-tours']],
      ['Urgences', ['arrivals', 'late-stops']],
    ]);
    await page.context().close();
  });
});
