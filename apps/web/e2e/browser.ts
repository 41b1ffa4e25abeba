import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { expect, inject } from 'vitest';

export const DEMO_PASSWORD = 'Cargolens2026';

let fileBrowser: Promise<Browser> | undefined;

/**
 * This worker's Chromium (global-setup.ts launches one per journey worker, so no journey pays for a start),
 * reached once per file; setup-journey.ts disconnects it when the file ends, which closes the file's contexts.
 */
export function journeyBrowser(): Promise<Browser> {
  if (!fileBrowser) {
    const endpoints = inject('browserEndpoints');
    const worker = Number(process.env.VITEST_POOL_ID ?? '1');
    fileBrowser = chromium.connect(endpoints[(worker - 1) % endpoints.length] as string);
  }
  return fileBrowser;
}

export async function disconnectJourneyBrowser(): Promise<void> {
  const browser = fileBrowser;
  fileBrowser = undefined;
  await (await browser)?.close();
}

/**
 * The server of this journey's worker: global-setup.ts starts one per worker, so journeys that run at the same
 * time never share data, and those of one worker run one after the other, as they always did.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length] as string;
}

const cspViolations: string[] = [];

/**
 * Journeys run under the server's real Content-Security-Policy: whatever it blocks (a script, a style, a
 * connection), Chromium reports as a console error and a securitypolicyviolation event, and the journey
 * that caused it fails after the test (setup-journey.ts).
 */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      (text.startsWith('[csp-violation]') || /Content Security Policy/i.test(text))
    )
      cspViolations.push(`${message.page()?.url() ?? '?'}: ${text}`);
  });
}

/** The violations reported so far in this journey, which then no longer fail it (for testing the watcher). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Fails the journey whose pages broke the policy (setup-journey.ts runs it after every test of every file). */
export function expectNoCspViolations(): void {
  const found = takeCspViolations();
  expect(found, 'the page reported Content-Security-Policy violations').toEqual([]);
}

/** Requests in flight per page, but for the live event stream, which stays open as long as the page. */
const inflight = new WeakMap<Page, Set<Request>>();
const lastActivity = new WeakMap<Page, number>();

function trackRequests(context: BrowserContext): void {
  const pending = (request: Request) => {
    const page = request.frame().page();
    lastActivity.set(page, Date.now());
    const set = inflight.get(page) ?? new Set<Request>();
    inflight.set(page, set);
    return set;
  };
  context.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/api/events/stream')) pending(request).add(request);
  });
  const finished = (request: Request) => {
    pending(request).delete(request);
  };
  context.on('requestfinished', finished);
  context.on('requestfailed', finished);
}

/**
 * Playwright's 'networkidle' waits for every request, and the live event stream (decision 0110) never ends: the
 * same rule — nothing in flight for 500 ms — over every request but that one.
 */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  await page.waitForLoadState('load');
  await expect
    .poll(
      () => (inflight.get(page)?.size ?? 0) === 0 && Date.now() - (lastActivity.get(page) ?? 0) >= quietMs,
      {
        timeout: 20_000,
        interval: 100,
      },
    )
    .toBe(true);
}

/**
 * A fresh profile (no stored tokens or language) per journey, at desktop size; `storageState` starts it with a
 * profile's stored tokens and language instead.
 */
export async function newPage(
  browser: Browser,
  options: { storageState?: StorageState } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
    storageState: options.storageState,
  });
  trackRequests(context);
  await watchContentSecurityPolicy(context);
  const page = await context.newPage();
  // Bounds for a hang, not speed targets: on a slow 2-core host a map or a page of the journey's second
  // browser can take over 10 s to settle.
  page.setDefaultTimeout(20_000);
  return { context, page };
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await fillLoginForm(page, username, password);
}

/** Fills and sends the login page's form, wherever the page was sent to it from. */
export async function fillLoginForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** A fresh profile signed in through the login page (signIn), once it lands on the orders list. */
export async function signedInThroughLoginPage(
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(await journeyBrowser());
  await signIn(page, username);
  await page.waitForURL('**/orders');
  return { context, page };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The stored tokens and language of each user, per server; a worker's files run one after the other. */
const signedInStates = new Map<string, StorageState>();

/**
 * Whether the server still takes the stored access token, with 5 minutes left. Another journey may have
 * outdated it (a change of the user's roles, profile or agencies) or ended the user's sessions; the page would
 * then refresh with the stored refresh token, which a journey before it may have rotated already, and a rotated
 * token coming back ends every session of the user. So a stale state is never used: the user signs in again.
 */
async function stillValid(state: StorageState): Promise<boolean> {
  const token = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'cargolens.accessToken')?.value;
  const payload = token?.split('.')[1];
  if (!token || !payload) return false;
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: number };
  if (!exp || exp * 1000 - Date.now() < 5 * 60_000) return false;
  const me = await fetch(new URL('/api/me', baseUrl()), { headers: { authorization: `Bearer ${token}` } });
  await me.body?.cancel();
  return me.ok;
}

/**
 * A page of a user already signed in, opened on `path` (the user's home page by default). The first journey of
 * a server to need the user signs in through the login page, and what the browser then stores (tokens,
 * language) starts every later one's profile: they begin where a user who signed in earlier would.
 * A state serves only while the server takes it (stillValid). Journeys about signing in, out or refreshing a
 * session sign in through the page themselves (signIn), never spending this one.
 */
export async function signedInPage(
  username: string,
  path = '/',
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await journeyBrowser();
  const key = `${baseUrl()} ${username}`;
  const stored = signedInStates.get(key);
  if (stored && (await stillValid(stored))) {
    const { context, page } = await newPage(browser, { storageState: stored });
    await page.goto(path);
    if (path === '/') await page.waitForURL((url) => url.pathname !== '/');
    return { browser, context, page };
  }
  const { context, page } = await newPage(browser);
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.waitForFunction(() => localStorage.getItem('cargolens.accessToken') !== null);
  signedInStates.set(key, await context.storageState());
  if (path !== '/') await page.goto(path);
  return { browser, context, page };
}

/** signedInPage for a user whose home page is the orders list, once it lands there. */
export async function signedInOnOrders(
  username: string,
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const opened = await signedInPage(username);
  await opened.page.waitForURL('**/orders');
  return opened;
}

/** The back office's administrator signed in, once the app speaks the account's saved language, English. */
export async function signedInBackOffice(): Promise<{
  browser: Browser;
  context: BrowserContext;
  page: Page;
}> {
  const opened = await signedInPage('backoffice.admin');
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await opened.page.getByRole('link', { name: 'Orders' }).waitFor();
  return opened;
}

/** Rows of the page's data grid (the header row excluded): the orders table or an administration list. */
export function gridRows(page: Page) {
  return page.locator('[role="grid"] [role="row"]:has([role="rowheader"])');
}

/** Rows of the orders table (the header row excluded). */
export const orderRows = gridRows;

export async function firstReferences(page: Page, count = 5): Promise<string[]> {
  await orderRows(page).first().waitFor();
  return (await page.locator('[role="grid"] .reference').allTextContents()).slice(0, count);
}

/**
 * Waits until the page shows its data: no request in flight, no loading indicator, no busy region, and the
 * signed-in user's name in the header (it arrives with its own request). Axe must judge the finished page.
 */
export async function whenLoaded(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.locator('.loading, [aria-busy="true"]').first().waitFor({ state: 'detached' });
  const userName = page.locator('.user-menu__name');
  if ((await userName.count()) > 0) await expect.poll(() => userName.textContent()).not.toBe('…');
}

/**
 * Serious and critical axe violations on the loaded page, as "rule: target" lines for a readable failure.
 * label-content-name-mismatch (WCAG 2.5.3, label in name) is switched on: axe ships it as experimental.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await whenLoaded(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
