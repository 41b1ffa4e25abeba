import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, seriousViolations, signedInOnOrders } from './browser';

let shipper: Page;
let carrier: Page;
let order: { id: string; reference: string };
let truck: string;

/** An order of a demo tour the shipper has not chartered yet, found the way an integration would. */
async function orderToCharter(): Promise<{ id: string; reference: string }> {
  const api = (path: string, init: RequestInit = {}) => fetch(new URL(`/api${path}`, baseUrl()), init);
  const signedIn = await api('/tokens', {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`shipper.admin:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  const token = ((await signedIn.json()) as { data: { attributes: { accessToken: string } } }).data.attributes
    .accessToken;
  const list = await api(
    '/orders?filter[tourStatus]=NOT_STARTED&filter[status]=ORDER_CREATED&page[size]=100',
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const orders = (
    (await list.json()) as {
      data: { id: string; attributes: { reference: string; charteredName: string | null } }[];
    }
  ).data;
  const found = orders.find((o) => o.attributes.charteredName === null);
  if (!found) throw new Error('the demo data has no order left to charter');
  return { id: found.id, reference: found.attributes.reference };
}

const chartering = (page: Page) => page.getByRole('region', { name: 'Affrètement' });
const pairing = (page: Page) => page.getByRole('region', { name: 'Appairage' });
const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).first().waitFor();

beforeAll(async () => {
  order = await orderToCharter();
  ({ page: shipper } = await signedInOnOrders('shipper.admin'));
});
describe('chartering and pairing a demo order’s tour', () => {
  it('the shipper charters the tour to a carrier agency', async () => {
    await shipper.goto(`/orders/${order.id}`);
    await chartering(shipper).getByText("Cette tournée n'est affrétée à aucun transporteur.").waitFor();
    expect(await seriousViolations(shipper)).toEqual([]);

    await shipper.getByRole('button', { name: 'Affréter', exact: true }).click();
    const dialog = shipper.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Rechercher une agence de transport' }).fill('Lesquin');
    await dialog.getByRole('option', { name: /Lille Lesquin/ }).click();
    expect(await seriousViolations(shipper)).toEqual([]);
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await toast(shipper, "La demande d'affrètement a été envoyée au transporteur.");
    await chartering(shipper).getByText('Demandé', { exact: true }).waitFor();
    await chartering(shipper).getByText('Lille Lesquin', { exact: true }).waitFor();
    await chartering(shipper).getByText('Transports Lefèvre', { exact: true }).waitFor();
    await shipper.locator('.order-head').getByText('En attente de confirmation').waitFor();
  });

  it('the carrier finds the order, confirms the chartering and pairs a truck', async () => {
    ({ page: carrier } = await signedInOnOrders('carrier.operator'));
    await carrier.getByRole('searchbox').fill(order.reference);
    await carrier.waitForURL(/q=/);
    await carrier.locator('[role="grid"] [role="row"]', { hasText: order.reference }).click();
    await carrier.waitForURL(`**/orders/${order.id}`);
    await chartering(carrier).getByText('Demandé', { exact: true }).waitFor();
    expect(await seriousViolations(carrier)).toEqual([]);

    await carrier.getByRole('button', { name: "Confirmer l'affrètement" }).click();
    await toast(carrier, "L'affrètement a été confirmé.");
    await chartering(carrier).getByText('Confirmé', { exact: true }).waitFor();

    await carrier.getByRole('button', { name: 'Appairer une ressource' }).click();
    const dialog = carrier.getByRole('dialog');
    // The resource select is named by its value then its label: "AN-751-ZE Ressource".
    const resources = dialog.getByRole('button', { name: / Ressource$/ });
    await expect.poll(() => resources.isEnabled()).toBe(true);
    expect(await seriousViolations(carrier)).toEqual([]);
    await resources.click();
    const secondTruck = carrier.getByRole('listbox').getByRole('option').nth(1);
    truck = ((await secondTruck.textContent()) ?? '').trim();
    await secondTruck.click();
    await dialog.getByRole('button', { name: 'Appairer', exact: true }).click();
    await toast(carrier, 'La ressource a été appairée.');
    await pairing(carrier).getByText(truck, { exact: true }).waitFor();
  });

  it('the shipper sees the truck its carrier paired, and may no longer pair it itself', async () => {
    await shipper.reload();
    await pairing(shipper).getByText(truck, { exact: true }).waitFor();
    await pairing(shipper).getByText('Ressource appairée', { exact: true }).waitFor();
    await pairing(shipper).getByText('Transporteur', { exact: true }).waitFor();
    await pairing(shipper).getByText('Sophie Lambert', { exact: true }).waitFor();
    expect(await shipper.getByRole('button', { name: 'Appairer une ressource' }).count()).toBe(0);
    expect(await shipper.getByRole('button', { name: 'Changer de transporteur' }).count()).toBe(1);
    expect(await seriousViolations(shipper)).toEqual([]);
  });
});
