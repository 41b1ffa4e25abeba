import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridRows, signedInOnOrders } from './browser';
import { dialog, tableIdle, toast } from './screens';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('carrier.admin'));
});

async function search(p: Page, text: string) {
  await p.getByRole('searchbox').fill(text);
  await p.waitForURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  await tableIdle(p);
}

describe('administration of resources (carrier admin)', () => {
  it('opens from the side navigation and lists the fleet', async () => {
    await page.getByRole('link', { name: 'Ressources' }).click();
    await page.waitForURL('**/admin/resources');
    await page.getByRole('heading', { level: 1, name: 'Ressources' }).waitFor();
    await gridRows(page).first().waitFor();
    expect(await gridRows(page).count()).toBe(20);
    const total = await page.getByTestId('resources-total').textContent();
    expect(Number(total?.replace(/\D/g, ''))).toBeGreaterThan(20);
  });

  it('filters the trailers, kept in the address', async () => {
    await page.getByRole('button', { name: /Mode/ }).click();
    await page.getByRole('option', { name: 'Remorque' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/mode=trailer/);
    await tableIdle(page);
    // The second cell of each row names the mode (the first is the label, the row header).
    const modes = () =>
      gridRows(page).evaluateAll((all) =>
        all.map((row) => row.querySelector('[role="gridcell"] .table__primary')?.textContent),
      );
    await expect.poll(async () => new Set(await modes())).toEqual(new Set(['Remorque']));
    expect((await modes()).length).toBeGreaterThan(3);
    await page.goto('/admin/resources');
    await tableIdle(page);
  });

  // The form's own answers (the §5 messages before sending, a used label refused at its field, a phone number
  // that is none) are component tests: src/features/resources/ResourceFormDialog.test.tsx.
  it('creates a truck, then the toast confirms and the fleet lists it', async () => {
    await page.getByRole('button', { name: 'Nouvelle ressource' }).click();
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Nouvelle ressource' }).waitFor();
    await form.getByLabel('Libellé').fill('ZZ-901-ZZ');
    await form.getByLabel('Identifiant du boîtier télématique').fill('359000000000901');
    await form.getByLabel('Année de fabrication').fill('2023');
    await form.getByRole('button', { name: 'Créer' }).click();
    await toast(page, 'La ressource a été créée').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await search(page, 'ZZ-901');
    await expect.poll(() => gridRows(page).count()).toBe(1);
    expect(await gridRows(page).first().textContent()).toContain('359000000000901');
  });

  it('creates a driver’s phone, read in the organization’s country', async () => {
    await page.getByRole('button', { name: 'Nouvelle ressource' }).click();
    const form = dialog(page);
    await form.getByLabel('Libellé').fill('ZZ Mobile Hugo');
    await form.locator('label', { hasText: 'Téléphone du conducteur' }).click();
    expect(await form.getByRole('radio', { name: 'Téléphone du conducteur' }).isChecked()).toBe(true);
    await form.getByLabel('Nom du conducteur').fill('Hugo Blanc');
    await form.getByLabel('Numéro de téléphone mobile').fill('06 39 98 00 91');
    await form.getByRole('button', { name: 'Créer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await search(page, 'ZZ Mobile');
    await expect.poll(() => gridRows(page).first().textContent()).toContain('+33639980091');
  });

  it('deactivates, reactivates and deletes a resource from its row, asking first', async () => {
    await search(page, 'ZZ-901');
    const row = gridRows(page).first();
    await row.getByRole('button', { name: 'Actions pour ZZ-901-ZZ' }).click();
    await page.getByRole('menuitem', { name: 'Désactiver' }).click();
    await toast(page, 'La ressource a été désactivée').waitFor();
    await expect.poll(() => row.textContent()).toContain('Désactivée');
    await row.getByRole('button', { name: 'Actions pour ZZ-901-ZZ' }).click();
    await page.getByRole('menuitem', { name: 'Réactiver' }).click();
    await expect.poll(() => row.textContent()).toContain('Active');
    await row.getByRole('button', { name: 'Actions pour ZZ-901-ZZ' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('ZZ-901-ZZ sera supprimée').waitFor();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'La ressource a été supprimée').waitFor();
    await page.getByText('Aucune ressource ne correspond à ces filtres.').waitFor();
  });

  it('shows operators, who do not administrate resources, a not-allowed page and no such menu item', async () => {
    const { context, page: operator } = await signedInOnOrders('carrier.operator');
    await operator.goto('/admin/resources');
    await operator.getByRole('heading', { name: 'Accès non autorisé' }).waitFor();
    expect(await operator.getByRole('link', { name: 'Ressources' }).count()).toBe(0);
    expect(await operator.getByRole('button', { name: 'Nouvelle ressource' }).count()).toBe(0);
    await context.close();
  });
});
