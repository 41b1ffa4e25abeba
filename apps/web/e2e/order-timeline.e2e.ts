// The order detail's Timeline tab: the API's buildTimeline steps and events, kept in the address, axe-clean.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRows, seriousViolations, signedInOnOrders } from './browser';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.admin'));
});
describe('order timeline tab (shipper admin)', () => {
  it('shows the six steps with the order created first, from the keyboard too', async () => {
    await orderRows(page).first().click();
    await page.waitForURL(/\/orders\/[^/?]+$/);
    await page.getByTestId('stop').first().waitFor();
    // Arrow keys move along the tab list (React Aria): Overview → Map → Timeline.
    await page.getByRole('tab', { name: 'Aperçu' }).focus();
    await page.keyboard.press('End');
    await page.waitForURL(/[?&]tab=timeline/);
    const steps = page.getByTestId('timeline-step');
    await steps.first().waitFor();
    expect(await steps.count()).toBeGreaterThanOrEqual(5);
    expect(await steps.first().getAttribute('data-step')).toBe('orderCreated');
    expect(await steps.last().getAttribute('data-step')).toBe('onDeliverySite');
    const created = steps.first().locator('[data-name="ORDER_CREATED"]');
    expect(await created.count()).toBe(1);
    expect(await steps.first().textContent()).toContain('Commande créée');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens on the timeline again after a reload, the tab being in the address', async () => {
    await page.reload();
    await page.getByTestId('timeline-step').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Chronologie' }).getAttribute('aria-selected')).toBe('true');
  });
});
