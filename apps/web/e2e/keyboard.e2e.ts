import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstReferences, orderRows, signedInOnOrders } from './browser';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.admin'));
  await orderRows(page).first().waitFor();
});
const focused = (p: Page) => p.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('keyboard only', () => {
  it('offers a skip link first, which moves focus to the main content', async () => {
    await page.reload();
    await orderRows(page).first().waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Aller au contenu principal');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('sorts the table from a column header with Enter', async () => {
    const header = page.getByRole('columnheader', { name: 'Référence', exact: true });
    const sortParam = () => new URL(page.url()).searchParams.get('sort');
    await header.focus();
    await page.keyboard.press('Enter');
    await expect.poll(sortParam).toBe('reference');
    // The second press must see the rendered ascending state, as a user would, before it can reverse it.
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await header.focus();
    await page.keyboard.press('Enter');
    await expect.poll(sortParam).toBe('-reference');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await page.locator('.table-scroll[aria-busy="false"]').waitFor();
    const references = await firstReferences(page, 3);
    expect([...references].sort().reverse()).toEqual(references);
  });

  it('opens an order from its row with the arrow keys and Enter', async () => {
    await page.getByRole('columnheader', { name: 'Référence', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    const [reference] = await firstReferences(page, 1);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/orders\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
  });

  it('on a phone, the menu drawer takes focus and gives it back on Escape', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/orders');
    await orderRows(page).first().waitFor();
    expect(await page.getByRole('link', { name: 'Tournées' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Cargolens');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls')))
      .toBe('sidebar');
    await expect.poll(() => page.getByRole('link', { name: 'Tournées' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
