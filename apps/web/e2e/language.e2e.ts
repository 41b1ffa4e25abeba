import { describe, expect, it } from 'vitest';
import { signedInThroughLoginPage } from './browser';

describe('language switch', () => {
  it('starts in French, switches to German, saves it for the user, and keeps it after a reload', async () => {
    // Another user than the other journeys, since the choice is saved server-side for the user.
    const { context, page } = await signedInThroughLoginPage('shipper.operator');
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/me/display-preferences') && response.request().method() === 'PUT',
    );
    await page.getByTestId('language-switch').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Aufträge' }).waitFor();
    expect(await page.getByRole('link', { name: 'Touren' }).count()).toBe(1);
    const response = await saved;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toEqual({
      data: { type: 'displayPreferences', attributes: { lang: 'de' } },
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Aufträge' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cargolens.lang'))).toBe('de');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });
});
