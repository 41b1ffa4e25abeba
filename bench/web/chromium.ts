// Debian's Chromium for Lighthouse: a fresh profile per measurement (empty cache), everything that would reach
// the network switched off, and a DevTools port Lighthouse attaches to. A signed-in page gets its tokens
// written into the profile's storage from a page that loads no app code, so the cache stays cold.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/chromium';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, type Tokens } from '../../apps/web/src/app/api/token-store';

export interface Chromium {
  port: number;
  version: string;
  close(): Promise<void>;
}

export async function launchChromium(origin: string, session?: Tokens): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'cargolens-lighthouse-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      // 0: Chromium picks a free port and writes it to DevToolsActivePort in the profile.
      args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
    });
    const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const page = context.pages()[0] ?? (await context.newPage());
    if (session) {
      await page.goto(`${origin}/version.txt`);
      await page.evaluate(
        ([keys, tokens]) => {
          localStorage.setItem(keys[0], tokens.accessToken);
          localStorage.setItem(keys[1], tokens.refreshToken);
        },
        [[ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY], session] as const,
      );
    }
    await page.goto('about:blank');
    const version = context.browser()?.version() ?? (await readVersion(page.context()));
    const open = context;
    return {
      port,
      version,
      async close() {
        await open.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

async function readVersion(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  const agent = await page.evaluate(() => navigator.userAgent);
  await page.close();
  return agent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown';
}
