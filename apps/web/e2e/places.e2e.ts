import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeyBrowser, newPage, signIn } from './browser';
import { mapChunks } from './screens';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await journeyBrowser();
  ({ page } = await newPage(browser));
});

const mapReady = (p: Page, testId = 'map') =>
  p.locator(`[data-testid="${testId}"][data-ready="true"]`).first().waitFor({ timeout: 30_000 });

/** The place as the API stores it, read with the page's own session. */
const storedPlace = (p: Page, id: string) =>
  p.evaluate(async (placeId) => {
    const token = localStorage.getItem('cargolens.accessToken') ?? '';
    const response = await fetch(`/api/places/${placeId}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()).data.attributes;
  }, id);

describe('addresses: a place with a geofence drawn on the map (shipper admin)', () => {
  it('never downloads MapLibre for the login page and the lists', async () => {
    await signIn(page, 'shipper.admin');
    await page.waitForURL('**/orders');
    await page.getByRole('link', { name: 'Adresses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Adresses' }).waitFor();
    await page.locator('[role="row"]:has([role="rowheader"])').first().waitFor();
    expect(await mapChunks(page)).toEqual([]);
  });

  it('searches the address book', async () => {
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Lesquin');
    await page.waitForURL(/q=Lesquin/);
    await expect.poll(() => page.locator('[role="row"]:has([role="rowheader"])').count()).toBe(1);
  });

  it('creates a place whose polygon is drawn on the map, and finds it again after a reload', async () => {
    await page.getByRole('link', { name: 'Nouveau lieu' }).click();
    await page.getByRole('textbox', { name: 'Nom' }).fill('Quai Vénissieux — dessiné');
    await page.getByRole('textbox', { name: 'Rue' }).fill('12 Avenue de la République');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('69200');
    await page.getByRole('textbox', { name: 'Ville' }).fill('Vénissieux');
    await page.getByRole('textbox', { name: 'Pays' }).fill('FR');
    await page.getByRole('button', { name: "Localiser l'adresse" }).click();
    await page.getByText('Trouvé : Vénissieux').waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Fuseau horaire' }).inputValue())
      .toBe('Europe/Paris');
    expect((await mapChunks(page)).length).toBeGreaterThan(0);

    await mapReady(page);
    await page.locator('label.radio', { hasText: 'Polygone' }).click();
    const canvas = page.locator('[data-testid="geofence-map"] canvas.maplibregl-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
    const corners = [at(0.35, 0.35), at(0.65, 0.35), at(0.65, 0.65), at(0.35, 0.65)];
    for (const corner of corners) {
      await page.mouse.click(corner.x, corner.y);
      await page.waitForTimeout(150);
    }
    await page.mouse.click(corners[0]!.x, corners[0]!.y);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/admin\/addresses\/(?!new)[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    await page.reload();
    await mapReady(page);
    expect(await page.getByRole('radio', { name: 'Polygone' }).isChecked()).toBe(true);
    const stored = await storedPlace(page, id);
    const ring = stored.geofence.features[0].geometry.coordinates[0] as number[][];
    expect(stored.geofence.features[0].geometry.type).toBe('Polygon');
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    expect(stored.geofence.features[0].properties.type).toBe('custom');
    // The drawn square surrounds the located address.
    const lngs = ring.map((p) => p[0]!);
    const lats = ring.map((p) => p[1]!);
    expect(Math.min(...lngs)).toBeLessThan(stored.position.lng);
    expect(Math.max(...lngs)).toBeGreaterThan(stored.position.lng);
    expect(Math.min(...lats)).toBeLessThan(stored.position.lat);
    expect(Math.max(...lats)).toBeGreaterThan(stored.position.lat);
    expect(stored.timezone).toBe('Europe/Paris');
  });

  it('changes a circle radius, shows a broken rule at its field, and deactivates the place', async () => {
    await page.goto('/admin/addresses?q=Lesquin');
    await page.locator('[role="row"]:has([role="rowheader"])').first().click();
    await mapReady(page);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const radius = page.getByRole('textbox', { name: 'Rayon (m)' });
    await radius.fill('1200');
    await radius.press('Tab');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('5');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Veuillez saisir un code postal valide').waitFor();
    expect((await storedPlace(page, id)).geofenceRadius).not.toBe(1200);

    await page.getByRole('textbox', { name: 'Code postal' }).fill('59810');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le lieu a été enregistré.').waitFor();
    expect((await storedPlace(page, id)).geofenceRadius).toBe(1200);

    await page.getByRole('button', { name: 'Désactiver' }).click();
    await page.getByRole('button', { name: 'Réactiver' }).waitFor();
    expect((await storedPlace(page, id)).isActive).toBe(false);
  });

  it('shows every geofence on one map', async () => {
    await page.getByRole('link', { name: 'Géorepérages' }).click();
    await mapReady(page);
    const count = await page.getByTestId('geofences-count').textContent();
    expect(Number(count?.replace(/\D/g, ''))).toBeGreaterThan(10);
  });
});
