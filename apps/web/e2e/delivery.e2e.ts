// Web delivery as a browser meets it (docs/decisions/0030-web-delivery.md): what the built app downloads per
// screen, how its files are cached and compressed, and pages that load under the Content-Security-Policy.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeBundles } from '../build/route-bundles';
import { LAZY_VENDOR_CHUNKS } from '../vite.config';
import { baseUrl, journeyBrowser, newPage, signedInOnOrders, takeCspViolations } from './browser';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const KiB = 1024;
/** Issue 10's budgets, in compressed (brotli) bytes of JavaScript. */
const BUDGETS: Record<string, number> = { login: 150 * KiB, 'orders list': 250 * KiB };

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
describe('built web app', () => {
  const bundles = routeBundles(dist);

  it.each(Object.entries(BUDGETS))('keeps the %s JavaScript within its budget', (route, budget) => {
    const bundle = bundles.find((b) => b.route === route);
    expect(bundle?.jsSize.brotli).toBeLessThanOrEqual(budget);
  });

  it('loads no heavy single-screen library on the login page, the orders list or an order detail', () => {
    const heavy = new RegExp(`^assets/(${Object.keys(LAZY_VENDOR_CHUNKS).join('|')})-`);
    // The order detail's map tab brings MapLibre in when it is opened (React.lazy), not with the page.
    const light = new Set([...Object.keys(BUDGETS), 'order detail']);
    const checked = bundles.filter((b) => light.has(b.route));
    expect(checked.map((b) => b.route).sort()).toEqual([...light].sort());
    for (const bundle of checked) expect(bundle.js.filter((file) => heavy.test(file))).toEqual([]);
  });

  it('serves hashed assets precompressed and immutable, and index.html revalidated', async () => {
    const html = await fetch(new URL('/orders/any', baseUrl()));
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const script = (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const asset = await fetch(new URL(script as string, baseUrl()), {
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('downloads no back-office code on the login page', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname));
    });
    await page.goto('/auth/login');
    await page.getByTestId('language-switch').waitFor();
    expect(scripts.filter((name) => /^(AppLayout|OrdersPage|OrderDetailPage)-/.test(name))).toEqual([]);
    // Only the catalogue of the language shown is fetched.
    expect(scripts.filter((name) => /^(en|de|nl|ko)-[\w-]+\.js$/.test(name))).toEqual([]);
    await context.close();
  });
});

describe('Content-Security-Policy', () => {
  it('fails a journey whose page breaks the policy', async () => {
    const { context, page } = await signedInOnOrders('shipper.admin');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    const reported: string[] = [];
    await expect.poll(() => reported.push(...takeCspViolations()) && reported.join()).toContain('script-src');
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await context.close();
    // Chromium reports it twice (console and event); this journey meant it, so it must not fail.
    takeCspViolations();
  });

  it('keeps the API documentation working under its own policy', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/api/docs');
    // Swagger UI renders the whole document (every route, with its schemas) before it shows anything: seconds.
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 });
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    await context.close();
  });
});
