// An account manager groups customers in a portfolio and finds them first in the organization picker
// (decision 0190).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, signedInBackOffice } from './browser';
import { createThenFind, newOnAgenciesTab } from './screens';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInBackOffice());
});
// Its own data: a name no other run or journey uses.
const PORTFOLIO = `Clients Nordlicht ${Date.now().toString(36)}`;
const CUSTOMER = 'Nordlicht Logistik GmbH';

describe('portfolios (back office)', () => {
  // The form's checks before sending (a taken name) are the form's own behaviour:
  // src/features/portfolios/PortfolioFormDialog.test.tsx.
  it('creates a portfolio with one organization, then the toast confirms and the list finds it', async () => {
    const form = await newOnAgenciesTab(page, 'Portfolios', 'New portfolio');
    await form.getByLabel('Name', { exact: true }).fill(PORTFOLIO);
    await form.getByLabel('Description', { exact: true }).fill('Suivi par Nadia');
    // Keyboard: the organization's checkbox takes the focus and Space ticks it.
    await form.getByRole('checkbox', { name: CUSTOMER }).focus();
    await page.keyboard.press('Space');
    expect(await form.getByRole('checkbox', { name: CUSTOMER }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await createThenFind(page, 'Portfolio created', 'Nordlicht', PORTFOLIO);
  });

  it('narrows the organization picker to the portfolio, then acts for its organization', async () => {
    await page.getByRole('button', { name: /All portfolios/ }).click();
    await page.getByRole('option', { name: PORTFOLIO }).click();
    await page.getByRole('button', { name: /Act on behalf of/ }).click();
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(['All organizations', CUSTOMER]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('option', { name: CUSTOMER }).click();
    await page.waitForURL(/\/organizations\/[^/]+\/entities\//);
    await expect
      .poll(() => page.getByRole('button', { name: /Act on behalf of/ }).textContent())
      .toContain(CUSTOMER);
  });
});
