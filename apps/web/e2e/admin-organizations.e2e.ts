// The back office administers organizations and acts on behalf of one (issue 8; decisions 0130–0132).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridRows, seriousViolations, signedInBackOffice } from './browser';
import { createThenFind, dialog, newOnAgenciesTab, toast } from './screens';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInBackOffice());
});
const NEW_ORGANIZATION = 'Laiterie du Jura';

async function pick(p: Page, organization: string) {
  await p.getByRole('button', { name: /Act on behalf of/ }).click();
  await p.getByRole('option', { name: organization }).click();
}

describe('organizations and acting on behalf (back office)', () => {
  // The form's checks before sending (a taken name, a bad postal code or Salesforce id) are the form's own
  // behaviour: src/features/organizations/OrganizationForm.test.tsx.
  it('creates an organization, then the toast confirms and the list finds it', async () => {
    const form = await newOnAgenciesTab(page, 'Organizations', 'New organization');
    await form.getByLabel('Name', { exact: true }).fill(NEW_ORGANIZATION);
    await form.getByRole('textbox', { name: 'Postal code · Optional' }).fill('39000');
    await form.getByRole('textbox', { name: 'Town · Optional' }).fill('Lons-le-Saunier');
    expect(await seriousViolations(page)).toEqual([]);
    await createThenFind(page, 'Organization has been created', 'Laiterie', NEW_ORGANIZATION);
  });

  it('picks the new organization and creates its first agency there', async () => {
    await pick(page, NEW_ORGANIZATION);
    await page.waitForURL(/\/organizations\/[^/]+\/entities\/admin\/agencies/);
    await page.getByText('No agency yet.').waitFor();
    await page.getByRole('button', { name: 'New agency' }).click();
    const form = dialog(page);
    await form.getByLabel('Name', { exact: true }).fill('Agence Lons');
    await form.getByRole('textbox', { name: 'Town · Optional' }).fill('Lons-le-Saunier');
    await form.getByText('Proof of delivery is mandatory').click();
    expect(await form.getByRole('checkbox', { name: 'Proof of delivery is mandatory' }).isChecked()).toBe(
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Agency has been created').waitFor();
    await expect
      .poll(() => gridRows(page).allTextContents())
      .toEqual([expect.stringContaining(NEW_ORGANIZATION)]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sees the orders of the organization it acts for, and only them', async () => {
    await pick(page, 'Maison Durand Industries');
    const filtered = page.waitForRequest((request) =>
      /\/api\/orders\?.*filter%5Borganization%5D=/.test(request.url()),
    );
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(/\/organizations\/[^/]+\/entities\/orders/);
    await filtered;
    await gridRows(page).first().waitFor();
    const onBehalf = Number((await page.getByTestId('orders-total').textContent())?.replace(/\D/g, ''));
    expect(await seriousViolations(page)).toEqual([]);

    await pick(page, 'All organizations');
    await page.waitForURL((url) => url.pathname === '/orders');
    await expect
      .poll(async () => Number((await page.getByTestId('orders-total').textContent())?.replace(/\D/g, '')))
      .toBeGreaterThan(onBehalf);
  });
});
