// Every demo account of the README signs in and sees exactly what the domain's permissionsOf grants it (issue 8,
// decision 0080): the menu, the administration tabs, a screen it may not open refused with the app's "not
// allowed" page, and a call it may not make answered 403. The driver cannot sign in on the web. Read only: it
// changes no demo data other journeys use.
import { type Capability, permissionsOf, type SessionPermissions } from '@cargolens/domain/permissions';
import type { Language } from '@cargolens/i18n';
import { catalogues } from '@cargolens/i18n/catalogues';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NAV, MAIN_NAV } from '../src/features/layout/nav-items';
import { visibleNav } from '../src/features/layout/nav-permissions';
import { call, tokenOf } from './api-calls';
import { baseUrl, journeyBrowser, newPage, signedInPage, signIn, whenLoaded } from './browser';

const WEB_ACCOUNTS = [
  'shipper.admin',
  'shipper.operator',
  'api.client',
  'carrier.operator',
  'carrier.admin',
  'carrier2.operator',
  'lsp.operator',
  'backoffice.admin',
  'super.admin',
];

let browser: Browser;
let openApi: { paths: Record<string, Record<string, { 'x-permission'?: string }>> };
beforeAll(async () => {
  browser = await journeyBrowser();
  openApi = await (await fetch(new URL('/api/openapi.json', baseUrl()))).json();
});
/** What the domain grants the account, from its roles, its profile's features and its organization's. */
async function grantedTo(username: string): Promise<SessionPermissions> {
  const me = await call('GET', '/api/me?include=organization,userProfile', await tokenOf(username));
  const of = (type: string) => me.included?.find((r: { type: string }) => r.type === type)?.attributes;
  const profile = of('userProfiles') as { features: { name: string; isActive: boolean }[] } | undefined;
  return permissionsOf({
    roles: me.data.attributes.roles,
    features: (profile?.features ?? []).filter((f) => f.isActive).map((f) => f.name),
    organizationFeatures: of('organizations')?.features ?? [],
  });
}

const hrefs = (page: Page, list: string) =>
  page.locator(`nav.nav ${list} a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

async function catalogueOf(page: Page) {
  const lang = (await page.evaluate(() => document.documentElement.lang)) as Language;
  return catalogues[lang] ?? catalogues.fr;
}

/** A GET route without parameters whose capability the account lacks, else any route it lacks. */
function refusedRoute(capabilities: readonly Capability[]): { method: string; path: string } | undefined {
  const routes = Object.entries(openApi.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation['x-permission'])
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{\w+\}/g, 'zzzzzzzz'),
        permission: operation['x-permission'] as Capability,
      })),
  );
  const refused = routes.filter((route) => !capabilities.includes(route.permission));
  return (
    refused.find((route) => route.method === 'GET' && !route.path.includes('zzzzzzzz')) ??
    refused.find((route) => route.method !== 'HEAD')
  );
}

describe.each(WEB_ACCOUNTS)('%s on the web', (username) => {
  let page: Page;
  let granted: SessionPermissions;
  beforeAll(async () => {
    granted = await grantedTo(username);
    ({ page } = await signedInPage(username));
    await page.waitForURL((url) => url.pathname !== '/auth/login');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows exactly the menu items its permissions allow', async () => {
    await whenLoaded(page);
    await page.locator('nav.nav a').first().waitFor();
    const main = visibleNav(MAIN_NAV, granted.screens).map((item) => item.path);
    const admin = visibleNav(ADMIN_NAV, granted.screens).map((item) => item.path);
    expect(await hrefs(page, 'ul.nav__list:not([aria-labelledby])')).toEqual(main);
    expect(await hrefs(page, 'ul[aria-labelledby="nav-admin"]')).toEqual(admin);
  });

  it('shows the administration tabs its permissions allow', async () => {
    if (!granted.screens.includes('agencies')) return;
    await page.goto('/admin/agencies');
    await page.getByRole('tablist').waitFor();
    const { orgAdmin, ownOrganization, portfolios } = await catalogueOf(page);
    const can = (capability: Capability) => granted.capabilities.includes(capability);
    // Not acting for an organization: the back office sees every organization, a client administrator its own.
    const expected = [
      orgAdmin.tabs.agencies,
      ...(can('users.administrate') ? [orgAdmin.tabs.userProfiles] : []),
      ...(can('organizations.administrate') && !can('organizations.actOnBehalf')
        ? [ownOrganization.tab]
        : []),
      ...(can('organizations.actOnBehalf') ? [orgAdmin.tabs.organizations] : []),
      ...(can('portfolios.read') ? [portfolios.tab] : []),
    ];
    expect(await page.getByRole('tab').allTextContents()).toEqual(expected);
  });

  it('refuses a screen it may not open with the app’s own page', async () => {
    // A built screen when there is one; the gate refuses a screen not built yet the same way (insights).
    const refused = [...MAIN_NAV, ...ADMIN_NAV].filter((item) => !granted.screens.includes(item.label));
    const forbidden = refused.find((item) => item.built) ?? refused[0];
    // The back office may open every screen: nothing to refuse.
    if (!forbidden) return expect(granted.capabilities).toContain('organizations.actOnBehalf');
    await page.goto(forbidden.path);
    const { permissions } = await catalogueOf(page);
    await page.getByRole('heading', { level: 1, name: permissions.notAllowedTitle }).waitFor();
    expect(await page.getByText(permissions.notAllowedText).count()).toBe(1);
    // The menu is still there to leave by, and the way home works.
    await page.getByRole('link', { name: permissions.goHome }).click();
    await page.waitForURL((url) => url.pathname !== forbidden.path);
    await page.locator('main h1').first().waitFor();
  });

  it('gets 403 from a call it may not make, sent with its own session', async () => {
    const route = refusedRoute(granted.capabilities);
    if (!route) return expect(granted.capabilities.length).toBeGreaterThan(20);
    const answer = await page.evaluate(async ({ method, path }) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('cargolens.accessToken')}`,
          ...(method === 'GET' ? {} : { 'content-type': 'application/vnd.api+json' }),
        },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      return { status: response.status, body: await response.json() };
    }, route);
    expect(answer.status, `${route.method} ${route.path}`).toBe(403);
    expect(answer.body.errors[0].code).toBe('http.access_denied_error');
  });
});

describe('a driver on the web', () => {
  it('cannot sign in: the login page says so and keeps them there', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'driver.martin');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(catalogues.fr.auth.invalidCredentials);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await context.close();
  });
});
