// An external ETA sent by an integration (POST /api/etas, decision 0101) is the ETA the order page shows for
// its stop, marked as external, axe-clean.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, seriousViolations, signedInOnOrders } from './browser';

// Demo order MDI-2026-000109 of the shipper and its delivery stop (apps/api/src/modules/events/schemas.ts).
const ORDER_ID = '6jQKHGxl';
const DELIVERY_STOP_ID = '6jQKHGxl';

async function sendEta(eta: Date): Promise<void> {
  const auth = Buffer.from(`api.client:${DEMO_PASSWORD}`).toString('base64');
  const signedIn = await fetch(`${baseUrl()}/api/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}` },
  });
  const { accessToken } = (await signedIn.json()).data.attributes;
  const response = await fetch(`${baseUrl()}/api/etas`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: [
        {
          type: 'externalEtas',
          attributes: { eventId: `e2e-eta-${eta.getTime()}`, eta: eta.toISOString() },
          relationships: { stop: { data: { type: 'stops', id: DELIVERY_STOP_ID } } },
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
}

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.admin'));
});
describe('external ETA on the order page (shipper admin)', () => {
  it('shows the ETA an integration sent, marked as external', async () => {
    await sendEta(new Date(Date.now() + 6 * 3_600_000));
    await page.goto(`/orders/${ORDER_ID}`);
    const stop = page.getByTestId('stop').filter({ hasText: 'ETA externe' });
    await stop.first().waitFor();
    expect(await stop.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
