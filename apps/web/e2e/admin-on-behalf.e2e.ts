// Every administration screen works on behalf of an organization (decision 0132, issue 8 §3 and §7): the
// back office picks one and creates a place and a tag in its name; a client administrator changes its own
// organization (decision 0130).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, signedInBackOffice, signedInOnOrders } from './browser';

const SHIPPER = 'Maison Durand Industries';
// Names of this journey only, so other journeys on the same server never meet them.
const RUN = Date.now().toString(36);
const PLACE = `Quai on behalf ${RUN}`;
const TAG = `On behalf ${RUN}`;

const menu = (p: Page, name: string) =>
  p.getByRole('navigation', { name: /Main navigation|Navigation principale/ }).getByRole('link', { name });

/** GET with the page's own session, as the API answers it. */
const apiGet = (p: Page, path: string) =>
  p.evaluate(async (url) => {
    const token = localStorage.getItem('cargolens.accessToken') ?? '';
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { data: { id: string; attributes: Record<string, unknown> }[] };
  }, path);

describe('acting on behalf in the administration screens (back office)', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await signedInBackOffice());
  });

  it('creates a place in the address book of the organization it picked', async () => {
    await menu(page, 'Addresses').click();
    await page.getByRole('heading', { level: 1, name: 'Addresses' }).waitFor();
    const filtered = page.waitForRequest((request) =>
      /\/api\/places\?.*filter%5Borganization%5D=/.test(request.url()),
    );
    await page.getByRole('button', { name: /Act on behalf of/ }).click();
    await page.getByRole('option', { name: SHIPPER }).click();
    await page.waitForURL(/\/organizations\/[^/]+\/entities\/admin\/addresses$/);
    await filtered;
    const organization = new URL(page.url()).pathname.split('/')[2]!;

    await page.getByRole('link', { name: 'New place' }).click();
    await page.waitForURL(/\/organizations\/[^/]+\/entities\/admin\/addresses\/new$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(PLACE);
    await page.getByRole('textbox', { name: 'Postal code' }).fill('69002');
    await page.getByRole('textbox', { name: 'Town' }).fill('Lyon');
    await page.getByRole('textbox', { name: 'Country' }).fill('FR');
    await page.getByRole('button', { name: 'Locate the address' }).click();
    await page.getByText(/^Found: /).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/organizations\/[^/]+\/entities\/admin\/addresses\/(?!new)[^/]+$/);

    const places = await apiGet(
      page,
      `/api/places?filter[organization]=${organization}&filter[search]=${encodeURIComponent(PLACE)}`,
    );
    expect(places.data.map((place) => place.attributes.organizationName)).toEqual([SHIPPER]);
  });

  it('creates a tag for that organization from its tags screen', async () => {
    await menu(page, 'Tags').click();
    await page.waitForURL(/\/organizations\/[^/]+\/entities\/admin\/tags/);
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await page.getByRole('button', { name: 'New tag' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Label').fill(TAG);
    await form.getByRole('button', { name: 'Create' }).click();
    await page.locator('.toast', { hasText: 'Tag has been created' }).first().waitFor();
    await page.locator('[role="row"]', { hasText: TAG }).first().waitFor();

    const tags = await apiGet(page, `/api/tags?filter[search]=${encodeURIComponent(TAG)}`);
    expect(tags.data.map((tag) => tag.attributes.organizationName)).toEqual([SHIPPER]);
  });
});

describe('a client administrator changes its own organization', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await signedInOnOrders('shipper.admin'));
  });

  it('sees a refused value on its field, then saves the organization', async () => {
    await menu(page, 'Agences').click();
    await page.getByRole('tab', { name: 'Organisation' }).click();
    const name = page.getByRole('textbox', { name: 'Nom' });
    await expect.poll(() => name.inputValue()).toBe(SHIPPER);
    // The back office's fields are shown, not editable.
    await page.getByText('Géré par Cargolens').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const salesforce = page.getByRole('textbox', { name: 'Identifiant Salesforce' });
    const previous = await salesforce.inputValue();
    await salesforce.fill('not-a-salesforce-id');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => salesforce.getAttribute('aria-invalid')).toBe('true');

    await salesforce.fill(previous);
    await page.getByRole('textbox', { name: 'Téléphone' }).fill('+33 4 72 00 00 42');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.toast', { hasText: 'L’organisation a été mise à jour' }).first().waitFor();
    const organization = await page.evaluate(async () => {
      const token = localStorage.getItem('cargolens.accessToken') ?? '';
      const get = async (url: string) =>
        (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
      const me = await get('/api/me');
      return (await get(`/api/organizations/${me.data.relationships.organization.data.id}`)) as {
        data: { attributes: { phone: string | null } };
      };
    });
    expect(organization.data.attributes.phone?.replace(/\s/g, '')).toBe('+33472000042');
  });
});
