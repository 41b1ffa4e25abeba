import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, signedInOnOrders } from './browser';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.admin'));
});
const reference = `WEB-E2E-${Date.now()}`;

async function fillStop(stop: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await stop.getByLabel(label, { exact: true }).fill(value);
}

describe('order form (shipper admin)', () => {
  it('opens from the orders list and passes axe once loaded', async () => {
    await page.getByRole('link', { name: 'Nouvelle commande' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouvelle commande' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The spec's messages on the fields at fault, before anything is sent, are the form's own behaviour:
  // src/features/orders/form/OrderFormPage.test.tsx.
  it('creates an order with two stops and goods, then shows it', async () => {
    await page.getByLabel('Référence', { exact: true }).fill(reference);
    const stops = page.getByTestId('stop-fields');
    await fillStop(stops.nth(0), {
      'Nom du site': 'Usine de Lyon',
      'Code postal': '69007',
      Ville: 'Lyon',
      Latitude: '45.7325',
      Longitude: '4.8335',
      'Prévu à partir de': '2026-12-01T08:00',
      "Prévu jusqu'à": '2026-12-01T10:00',
    });
    await fillStop(stops.nth(1), {
      'Nom du site': 'Plateforme Nord',
      Ville: 'Lesquin',
      Latitude: '50.577',
      Longitude: '3.108',
      'Prévu à partir de': '2026-12-01T16:00',
    });
    await page.getByTestId('goods-fields').first().getByLabel('Quantité').fill('12');
    await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
    await page.getByText('La commande a été créée').waitFor();
    expect(await page.getByTestId('stop').count()).toBe(2);
    expect(await page.getByText('Usine de Lyon').count()).toBeGreaterThan(0);
  });

  it('edits the order it created', async () => {
    await page.getByRole('link', { name: 'Modifier' }).click();
    await page.getByRole('heading', { level: 1, name: `Modifier la commande ${reference}` }).waitFor();
    expect(await page.getByLabel('Ville').first().inputValue()).toBe('Lyon');
    expect(await page.getByLabel('Prévu à partir de').first().inputValue()).toBe('2026-12-01T08:00');
    await page.getByLabel('Marchandise', { exact: false }).first().fill('Pompes hydrauliques');
    await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
    await page.getByText('La commande a été enregistrée').waitFor();
    await page.getByText('Pompes hydrauliques').first().waitFor();
  });

  it('cancels it after confirmation', async () => {
    await page.getByRole('button', { name: 'Annuler la commande' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Annuler cette commande ?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
    await page.getByText('La commande a été annulée').waitFor();
    await page.getByRole('link', { name: 'Modifier' }).waitFor({ state: 'detached' });
    expect(await page.getByText('Annulée').count()).toBeGreaterThan(0);
  });
});
