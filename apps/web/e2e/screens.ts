// What journeys do on the app's screens the same way everywhere: the side navigation, a list's loading state and
// its filters, the dialogs, toasts and alerts, and the map's scripts.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gridRows, seriousViolations } from './browser';

export const dialog = (page: Page) => page.getByRole('dialog');
export const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).first();

/** Waits until the list's table is no longer busy loading its rows. */
export const tableIdle = (page: Page) => page.locator('.table-scroll[aria-busy="false"]').waitFor();

/** Scripts of the MapLibre chunk the page has downloaded so far. */
export const mapChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/maplibre-/.test(name)),
  );

/** Opens a screen from the side navigation (French), and waits for its address and its heading. */
export async function openFromNavigation(
  page: Page,
  link: string,
  path: string,
  heading = link,
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: link })
    .click();
  await page.waitForURL(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/**
 * Opens a tab of the back office's "Agencies and profiles" screen (English); once its list shows, axe-clean,
 * opens the tab's creation dialog (`newButton`) and answers it.
 */
export async function newOnAgenciesTab(page: Page, tab: string, newButton: string): Promise<Locator> {
  await page.getByRole('link', { name: 'Agencies' }).click();
  await page.waitForURL('**/admin/agencies');
  await page.getByRole('heading', { level: 1, name: 'Agencies and profiles' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  await gridRows(page).first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: newButton }).click();
  return dialog(page);
}

/** Sends the open creation dialog (English); once its toast confirms and it closes, a search of the list finds only `name`. */
export async function createThenFind(
  page: Page,
  confirmation: string,
  search: string,
  name: string,
): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await toast(page, confirmation).waitFor();
  await dialog(page).waitFor({ state: 'detached' });
  await page.getByRole('searchbox').fill(search);
  await expect.poll(() => gridRows(page).allTextContents()).toEqual([expect.stringContaining(name)]);
}

/**
 * Picks one option of a list's filter of several choices, closes it, and waits for the list filtered: the choice
 * in the address, back on the first page.
 */
export async function filterBy(page: Page, filter: RegExp, option: string, inAddress: RegExp): Promise<void> {
  await page.getByRole('button', { name: filter }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await page.waitForURL(inAddress);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await tableIdle(page);
}

/** Waits until every status badge the list shows (`badges`, a selector) says `status`. */
export async function expectOnlyStatus(page: Page, badges: string, status: string): Promise<void> {
  const statuses = async () => new Set(await page.locator(badges).allTextContents());
  await expect.poll(statuses).toEqual(new Set([status]));
}

/** The text of the page's alert, once it shows. */
export async function alertText(page: Page): Promise<string | null> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return alert.textContent();
}
