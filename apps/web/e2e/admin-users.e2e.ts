// The users screen (issue 8) as an organization administrator uses it: create a user with the form, see the
// spec's success toast and the uniqueness message as one types, then deactivate the user. The form's own checks
// before sending are a component test (src/features/users/UserFormDialog.test.tsx).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridRows, seriousViolations, signedInOnOrders } from './browser';
import { dialog, openFromNavigation } from './screens';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.admin'));
});
const USERNAME = `margot.leroy.${Date.now() % 100_000}`;

describe('administration of users (shipper admin)', () => {
  it('opens from the side navigation, lists the organization’s users and passes axe', async () => {
    await openFromNavigation(page, 'Utilisateurs', '**/admin/users');
    await gridRows(page).first().waitFor();
    expect(await page.getByRole('grid').textContent()).toContain('lucie.roux');
    const sessions = gridRows(page).first().getByRole('link', { name: 'Connexions' });
    expect(await sessions.getAttribute('href')).toMatch(/^\/admin\/users\/[^/]+\/sessions$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('creates a user: the username is checked as one types, the toast says it is created', async () => {
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Nouvel utilisateur' }).waitFor();
    await form.getByLabel('Prénom').fill('Margot');
    await form.getByLabel('Nom', { exact: true }).fill('Leroy');
    await form.getByLabel('Identifiant').fill('lucie.roux');
    await form.getByText('Cette valeur est déjà utilisée').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('Identifiant').fill(USERNAME);
    await form.getByText('Cette valeur est déjà utilisée').waitFor({ state: 'detached' });
    // A bad email refused at its field before sending is the form's own behaviour:
    // src/features/users/UserFormDialog.test.tsx.
    await form.getByRole('textbox', { name: 'E-mail' }).fill(`${USERNAME}@example.com`);
    await form.getByLabel('Téléphone').fill('06 12 34 56 78');
    await form.getByRole('button', { name: 'Créer' }).click();
    await page.locator('.toast', { hasText: "L'utilisateur a été créé" }).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByLabel('Rechercher un nom, un identifiant ou un e-mail').fill(USERNAME);
    const created = gridRows(page).filter({ hasText: USERNAME });
    await created.waitFor();
    expect(await created.textContent()).toContain('Actif');
  });

  it('deactivates the user after confirmation', async () => {
    const row = gridRows(page).filter({ hasText: USERNAME });
    await row.getByRole('button', { name: 'Actions pour Margot Leroy' }).click();
    await page.getByRole('menuitem', { name: 'Désactiver' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Margot Leroy ne pourra plus se connecter').waitFor();
    await confirm.getByRole('button', { name: 'Désactiver' }).click();
    await page.locator('.toast', { hasText: 'L’utilisateur a été désactivé' }).waitFor();
    await expect.poll(() => row.textContent()).toContain('Désactivé');
  });
});
