// Starts one real Cargolens for the whole e2e run: the built web app served by the real API on a free
// port, over a fresh in-memory PGlite database seeded with the demo data set. It sends its emails to a test SMTP
// server, whose mailbox journeys read over a loopback HTTP address (GET {mailboxUrl}?to=<address>). One demo
// organization (Nordlicht Logistik) also signs in through a test OpenID provider (login hint ssoLoginHint);
// its method stays SSO_OR_CARGOLENS_CREDENTIALS, so password sign-in works for it as before.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestOidcProvider } from '../../api/src/test-support/test-oidc-provider';
import { startTestSmtpServer } from '../../api/src/test-support/test-smtp-server';
import { launchBrowserServer } from './chromium';
import { E2E_SSO_HINT } from './demo-sso';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(webRoot, '../..');
const dist = path.join(webRoot, 'dist');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestChange(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** The journeys must test the code in the tree, not a stale build; a fresh build is reused (npm test builds first). */
function distIsStale(): boolean {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/build',
    'apps/web/vite.config.ts',
    'packages/i18n/src',
    'packages/domain/src',
  ].map((p) => path.join(repoRoot, p));
  const newest = Math.max(
    ...sources.map((p) => (statSync(p).isDirectory() ? newestChange(p) : statSync(p).mtimeMs)),
  );
  return newest > statSync(index).mtimeMs;
}

/** As many servers as journeys that run at once (vitest.config.ts e2e project), at least one. */
function journeyWorkers(project: TestProject): number {
  const forks = project.config.poolOptions?.forks;
  if (forks?.singleFork) return 1;
  return Math.max(1, forks?.maxForks ?? project.globalConfig.maxWorkers ?? 1);
}

interface ServerProcess {
  url: string;
  /** Runs the server's time-driven rules at a given instant (serve-cargolens.ts). */
  clockUrl: string;
  close(): Promise<void>;
}

/** Starts serve-cargolens.ts under tsx and waits for the line that gives its address. */
function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(webRoot, 'e2e/serve-cargolens.ts'), dist],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) =>
      reject(new Error(`the journeys' Cargolens exited (${code}) before listening`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (!line) return;
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      const { url, clockUrl } = JSON.parse(line) as { url: string; clockUrl: string };
      resolve({
        url,
        clockUrl,
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

export default async function setup(project: TestProject) {
  if (process.env.CARGOLENS_E2E_BUILD === '1' || distIsStale()) {
    execFileSync(path.join(repoRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: webRoot,
      stdio: 'inherit',
      // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const smtp = await startTestSmtpServer();
  const mailbox = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to') ?? '';
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(smtp.to(to)));
  });
  await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
  // Any loopback port: the provider need not know the servers' addresses before they start.
  const oidc = await startTestOidcProvider({ anyLoopbackCargolens: true });
  // Each server configures the demo organization's provider itself (serve-cargolens.ts, demo-sso.ts).
  const env = {
    ...process.env,
    SMTP_URL: smtp.url,
    E2E_OIDC_ISSUER: oidc.issuer,
    E2E_OIDC_CLIENT_ID: oidc.clientId,
    E2E_OIDC_CLIENT_SECRET: oidc.clientSecret,
  };
  const servers = await Promise.all(
    Array.from({ length: journeyWorkers(project) }, () => startServerProcess(env)),
  );
  // One Chromium per worker for the whole run: its journeys connect to it (browser.ts journeyBrowser) and each
  // opens contexts of its own, instead of paying for a start per file.
  const browsers = await Promise.all(servers.map(() => launchBrowserServer()));
  project.provide(
    'browserEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide(
    'clockUrls',
    servers.map((server) => server.clockUrl),
  );
  project.provide('oidcIssuer', oidc.issuer);
  project.provide('ssoLoginHint', E2E_SSO_HINT);
  project.provide('mailboxUrl', `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}/`);
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await Promise.all(servers.map((server) => server.close()));
    await oidc.close();
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await smtp.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per journey worker; a journey uses its worker's (browser.ts baseUrl). */
    baseUrls: string[];
    /** Beside each base URL, where a journey runs that server's time-driven rules at an instant of its choosing. */
    clockUrls: string[];
    /** One Chromium per journey worker, reached by connecting (browser.ts journeyBrowser). */
    browserEndpoints: string[];
    mailboxUrl: string;
    /** The test OpenID provider the E2E_SSO_HINT organization signs in with. */
    oidcIssuer: string;
    /** The login hint of the organization that signs in with it. */
    ssoLoginHint: string;
  }
}
