import { text } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, signedInOnOrders } from './browser';
import { openFromNavigation } from './screens';

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('shipper.admin'));
});
/** A CSV file of `lines` under `header`, as the file input takes it. */
const csvFile = (name: string, header: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`, 'utf8'),
});
const file = (lines: string[]) =>
  csvFile('sites-e2e.csv', 'externalId;name;town;country;latitude;longitude;geofenceRadius', lines);
const report = (p: Page) => p.getByTestId('import-report');

type CsvFile = ReturnType<typeof csvFile>;

/** Sends a file to the dry run. */
async function checkFile(upload: CsvFile): Promise<void> {
  await page.getByLabel('Fichier CSV').setInputFiles(upload);
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
}

/**
 * A file with one line in error: the dry run reports it, saying each of `errorsSay`, on an axe-clean page; the
 * file fixed, the dry run finds every line correct and they are imported, up to the end of the import.
 */
async function reportThenImport(faulty: CsvFile, errorsSay: string[], fixed: CsvFile): Promise<void> {
  await checkFile(faulty);
  await expect.poll(() => report(page).getByTestId('import-errors').textContent()).toBe('1');
  const errors = await report(page).getByRole('list', { name: 'Lignes en erreur' }).textContent();
  for (const text of errorsSay) expect(errors).toContain(text);
  expect(await seriousViolations(page)).toEqual([]);

  await checkFile(fixed);
  await report(page).getByText('Toutes les lignes sont correctes').waitFor();
  await page.getByRole('button', { name: 'Importer les lignes correctes' }).click();
  await report(page).getByText("L'import est terminé").waitFor();
}

describe('administration › imports (shipper admin)', () => {
  it('a places file with errors gives a dry-run report; fixed, it imports with a progress bar', async () => {
    await openFromNavigation(page, 'Imports', '**/admin/imports');
    // The demo history: one partially successful import, shown Done.
    await page.getByTestId('import-tasks').getByText('sites-2026.csv').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await reportThenImport(
      file(['E2E-1;Quai E2E Lyon;Lyon;FR;45,75;4,85;400', 'E2E-2;Quai E2E Reims;Reims;FRA;49.25;4.03;50']),
      ['Ligne 3 (Quai E2E Reims)', 'country: This value is not a valid country'],
      file(['E2E-1;Quai E2E Lyon;Lyon;FR;45,75;4,85;400', 'E2E-2;Quai E2E Reims;Reims;FR;49.25;4.03;500']),
    );
    const progress = report(page).getByRole('progressbar', { name: 'Progression' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('2');
    expect(await progress.getAttribute('aria-valuetext')).toBe('2 lignes sur 2');
    expect(await report(page).getByTestId('import-ok').textContent()).toBe('2');

    await page.goto('/admin/addresses?q=E2E');
    await page.getByText('Quai E2E Reims').waitFor();
  });
  it('a users file: the type chosen, its template downloaded, errors reported, then imported', async () => {
    await page.goto('/admin/imports');
    await page.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
    await page.getByRole('button', { name: /Contenu du fichier/ }).click();
    await page.getByRole('option', { name: 'Utilisateurs' }).click();
    await page.getByText('Les mots de passe ne sont jamais importés', { exact: false }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le modèle des utilisateurs' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('user-import-template.csv');
    // The browser runs in a process of its own (global-setup.ts): the download is read over its connection.
    const template = await text(await download.createReadStream());
    expect(template.split('\r\n')[0]).toBe(
      'username,email,firstname,lastname,role,userProfile,agency,lang,timezone,receiveMail',
    );

    const people = (lines: string[]) =>
      csvFile('team-e2e.csv', 'username;email;firstname;lastname;userProfile', lines);
    await reportThenImport(
      people([
        'e2e.nora;nora@durand.example;Nora;Lenoir;Exploitant',
        'e2e.max;max@durand;Max;Weber;Exploitant',
      ]),
      ['Ligne 3 (e2e.max)', 'email: Please enter a valid email address'],
      people([
        'e2e.nora;nora@durand.example;Nora;Lenoir;Exploitant',
        'e2e.max;max@durand.example;Max;Weber;Exploitant',
      ]),
    );
    expect(await report(page).getByTestId('import-ok').textContent()).toBe('2');
    const history = page.getByTestId('import-tasks');
    await history
      .getByRole('row')
      .filter({ hasText: 'team-e2e.csv' })
      .filter({ hasText: 'Utilisateurs' })
      .first()
      .waitFor();
  });
});
