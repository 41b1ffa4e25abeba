// The orders list's own tools (issue 6 "Lists"): a column chooser saved per user, the remaining filters, saved
// filters, bulk selection. Journeys wait on what the list shows (rows, total), never on address timing.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRows, seriousViolations, signedInOnOrders } from './browser';
import { tableIdle } from './screens';

let page: Page;
beforeAll(async () => {
  // A user of the demo shipper whom the other journeys leave alone: their saved settings are this file's.
  ({ page } = await signedInOnOrders('shipper.operator'));
  await orderRows(page).first().waitFor();
});
const headers = (p: Page) =>
  p
    .locator('[role="grid"] [role="columnheader"]')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean));
const total = async (p: Page) =>
  Number((await p.getByTestId('orders-total').textContent())?.replace(/\D/g, ''));
const chooser = (p: Page) => p.getByRole('dialog', { name: 'Colonnes de la liste' });

describe('orders list tools (shipper operator)', () => {
  it('shows, hides and orders columns from the keyboard, and keeps the choice after a reload', async () => {
    expect(await headers(page)).not.toContain('Marchandises');
    await page.getByRole('button', { name: 'Colonnes' }).focus();
    await page.keyboard.press('Enter');
    await chooser(page).waitFor();
    // Space ticks a column, Enter on its button moves it.
    await chooser(page).getByRole('checkbox', { name: 'Marchandises' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 14; i += 1) {
      await chooser(page).getByRole('button', { name: 'Monter Marchandises' }).focus();
      await page.keyboard.press('Enter');
    }
    await chooser(page).getByRole('checkbox', { name: 'Référence client' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await chooser(page).waitFor({ state: 'detached' });

    const expected = ['Référence', 'Marchandises', 'Statut'];
    await expect.poll(async () => (await headers(page)).slice(0, 3)).toEqual(expected);
    expect(await headers(page)).not.toContain('Référence client');
    // The goods column shows what the order carries, e.g. "33 × Palettes".
    await expect.poll(() => orderRows(page).first().textContent()).toMatch(/\d+ × \S+/);

    await page.reload();
    await orderRows(page).first().waitFor();
    await expect.poll(async () => (await headers(page)).slice(0, 3)).toEqual(expected);
    expect(await headers(page)).not.toContain('Référence client');
  });

  it('passes axe with the column chooser open, and goes back to the default columns', async () => {
    await page.getByRole('button', { name: 'Colonnes' }).click();
    await chooser(page).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await chooser(page).getByRole('button', { name: 'Revenir aux colonnes par défaut' }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await headers(page)).slice(0, 3))
      .toEqual(['Référence', 'Référence client', 'Statut']);
  });

  it('filters on the departure town among the further filters', async () => {
    const everything = await total(page);
    const town = (await orderRows(page).first().locator('.place__sub').first().textContent())!.split(',')[0]!;
    await page.getByRole('button', { name: 'Plus de filtres' }).click();
    const departure = page.getByRole('group', { name: 'Départ (chargement)' });
    await departure.getByLabel('Ville').fill(town.toUpperCase());
    // The list says it changed: fewer orders, each leaving from that town.
    await expect.poll(() => total(page)).toBeLessThan(everything);
    await tableIdle(page);
    const towns = await orderRows(page).evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('.place__sub')[0]?.textContent ?? ''),
    );
    expect(towns.length).toBeGreaterThan(0);
    expect(towns.every((text) => text.toLowerCase().includes(town.toLowerCase()))).toBe(true);
    expect(await page.getByRole('button', { name: 'Plus de filtres (1)' }).count()).toBe(1);
  });

  it('saves the filters as a bookmark, applies it again after a reset, and deletes it', async () => {
    const filtered = await total(page);
    await page.getByRole('button', { name: 'Favoris' }).click();
    const bookmarks = page.getByRole('dialog', { name: 'Filtres enregistrés' });
    await bookmarks.getByLabel('Nom des filtres actuels').fill('Départs de la ville');
    await bookmarks.getByRole('button', { name: 'Enregistrer les filtres actuels' }).click();
    await bookmarks.getByText('Filtres enregistrés sous « Départs de la ville ».').waitFor();
    await bookmarks.getByLabel('Nom des filtres actuels').fill('Départs de la ville');
    await bookmarks.getByRole('button', { name: 'Enregistrer les filtres actuels' }).click();
    await bookmarks.getByText('Un favori porte déjà ce nom.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect.poll(() => total(page)).toBeGreaterThan(filtered);

    await page.getByRole('button', { name: 'Favoris (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Filtres enregistrés' })
      .getByRole('button', { name: 'Départs de la ville', exact: true })
      .click();
    await expect.poll(() => total(page)).toBe(filtered);
    expect(await page.getByRole('button', { name: 'Plus de filtres (1)' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Favoris (1)' }).click();
    await page.getByRole('button', { name: 'Supprimer le favori Départs de la ville' }).click();
    await page
      .getByRole('dialog', { name: 'Filtres enregistrés' })
      .getByText('Aucun filtre enregistré')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    // The whole list again, before the next journey picks rows from it.
    await expect.poll(() => total(page)).toBeGreaterThan(filtered);
    await tableIdle(page);
  });

  it('tags two selected orders at once and says what happened to each', async () => {
    const rows = orderRows(page);
    const references = await rows
      .locator('.reference')
      .evaluateAll((cells) => cells.slice(0, 2).map((cell) => cell.textContent ?? ''));
    await rows.nth(0).locator('label.checkbox').click();
    await rows.nth(1).locator('label.checkbox').click();
    const bar = page.getByRole('region', { name: 'Actions sur les commandes sélectionnées' });
    await bar.getByText('Commandes sélectionnées : 2').waitFor();
    await bar.getByRole('button', { name: /Étiquette/ }).click();
    await page.getByRole('option', { name: 'Hayon requis' }).click();
    await bar.getByRole('button', { name: "Ajouter l'étiquette" }).click();
    await bar.getByText(/En échec : 0\./).waitFor();
    const outcome = (await bar.getByRole('status').textContent()) ?? '';
    const [done, unchanged] = [/Modifiées : (\d+)/, /Déjà à jour : (\d+)/].map((re) =>
      Number(re.exec(outcome)?.[1]),
    );
    expect(done! + unchanged!).toBe(2);
    for (const reference of references)
      await expect
        .poll(() => rows.filter({ hasText: reference }).locator('.tag').allTextContents())
        .toContain('Hayon requis');
  });
});
