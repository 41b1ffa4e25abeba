import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridRows, signedInOnOrders } from './browser';
import { dialog, openFromNavigation } from './screens';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.admin'));
});

describe('administration of tags (shipper admin)', () => {
  it('opens from the side navigation and lists the tags with their colour names', async () => {
    await openFromNavigation(page, 'Étiquettes', '**/admin/tags');
    await gridRows(page).first().waitFor();
    expect(await gridRows(page).count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('grid').textContent()).toContain('Violet');
  });

  it('offers no edit or delete on the automatically assigned tag', async () => {
    const automatic = gridRows(page).filter({ hasText: 'Automatique' });
    expect(await automatic.count()).toBe(1);
    expect(await automatic.getByRole('button').count()).toBe(0);
    expect(await gridRows(page).filter({ hasText: 'Manuelle' }).first().getByRole('button').count()).toBe(1);
  });

  // The form's checks before sending (a label already used, the preview) are the form's own behaviour:
  // src/features/tags/TagFormDialog.test.tsx.
  it('creates a tag with a colour picked by name, then the toast confirms and the list shows it', async () => {
    await page.getByRole('button', { name: 'Nouvelle étiquette' }).click();
    const form = dialog(page);
    await form.getByLabel('Libellé').fill('Quai 12');
    await form.locator('label', { hasText: 'Sarcelle' }).click();
    await form.getByRole('button', { name: 'Créer' }).click();
    await page.locator('.toast', { hasText: "L'étiquette a été créée" }).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    const created = gridRows(page).filter({ hasText: 'Quai 12' });
    await created.waitFor();
    expect(await created.textContent()).toContain('Sarcelle');
  });

  it('renames a tag without checking the label it already has, then deletes it', async () => {
    const row = gridRows(page).filter({ hasText: 'Quai 12' });
    await row.getByRole('button', { name: 'Actions pour Quai 12' }).click();
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Modifier Quai 12' }).waitFor();
    await form.getByLabel('Libellé').fill('Quai 12');
    await form.locator('label', { hasText: 'Orange' }).click();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.toast', { hasText: "L'étiquette a été mise à jour" }).waitFor();
    await expect.poll(() => row.textContent()).toContain('Orange');
    await row.getByRole('button', { name: 'Actions pour Quai 12' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.locator('.toast', { hasText: "L'étiquette a été supprimée" }).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
