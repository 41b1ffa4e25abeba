// Exporting the orders list (issue 9): from the keyboard, choose CSV, follow the progress, hear that the file is
// ready, download it, and find the list's rows in it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstReferences, orderRows, seriousViolations, signedInOnOrders } from './browser';

let page: Page;
beforeAll(async () => {
  // A user the other journeys leave alone (its organization writes English): exports change nothing, but its list stays as the seed left it.
  ({ page } = await signedInOnOrders('lsp.operator'));
  await orderRows(page).first().waitFor();
});
const dialog = (p: Page) => p.getByRole('dialog', { name: 'Export the orders' });

describe('orders export (lsp operator)', () => {
  it('exports the list as CSV from the keyboard, with progress, a toast and a download', async () => {
    const shown = await firstReferences(page, 3);
    await page.getByRole('button', { name: 'Export', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The format: a select, opened and chosen with the keyboard.
    await dialog(page)
      .getByRole('button', { name: /Format/ })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'CSV file (.csv)' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('button', { name: 'Start the export' }).focus();
    await page.keyboard.press('Enter');

    const toast = page.getByText('Your export is ready.').first();
    await toast.waitFor();
    const download = dialog(page).getByRole('button', { name: /^Download orders-.*\.csv$/ });
    await download.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      download.focus().then(() => page.keyboard.press('Enter')),
    ]);
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d-\d{4}\.csv$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.split('\n')[0]).toContain('Reference');
    for (const reference of shown) expect(text).toContain(reference);
  });
});
