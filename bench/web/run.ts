// npm run bench:web -- [--runs 3] [--no-build]
// Builds the web app, starts Cargolens on 127.0.0.1 (in-memory PGlite, demo data), and runs Lighthouse (mobile,
// simulated throttling) in Debian's Chromium on the login page, the orders list and an order detail, signed
// in as shipper.admin for the last two. Prints the median run of each page and the JS each route downloads
// (from the Vite manifest), as the markdown docs/benchmarks.md quotes. Stops by itself.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, release } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../apps/api/src/config';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-users';
import { startCargolens } from '../../apps/api/src/start';
import { type RouteBundle, routeBundles } from '../../apps/web/build/route-bundles';
import { launchChromium } from './chromium';
import { measure, type PageFigures } from './lighthouse-run';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    /** A folder to keep every Lighthouse report (JSON) in, to open in the Lighthouse viewer. */
    reports: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const dist = path.join(repoRoot, 'apps', 'web', 'dist');

// A benchmark that hangs is worse than one that fails.
setTimeout(() => {
  process.stderr.write('bench:web: still running after 20 minutes, giving up\n');
  process.exit(1);
}, 20 * 60_000).unref();

if (!args['no-build']) {
  execFileSync(path.join(repoRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'apps', 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const app = await startCargolens({
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  seedDemo: true,
  webDist: dist,
  logger: false,
  simulate: false,
});

async function signIn() {
  const response = await fetch(`${app.url}/api/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`shipper.admin:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  const body = (await response.json()) as {
    data: { attributes: { accessToken: string; refreshToken: string } };
  };
  return body.data.attributes;
}

async function firstOrderId(): Promise<string> {
  const { accessToken } = await signIn();
  const response = await fetch(`${app.url}/api/orders?page[size]=1`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
}

const PAGES = [
  { name: 'login', path: '/auth/login', signedIn: false },
  { name: 'orders list', path: '/orders', signedIn: true },
  { name: 'order detail', path: `/orders/${await firstOrderId()}`, signedIn: true },
];

const median = (runs: PageFigures[]) =>
  [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)[Math.floor(runs.length / 2)]!;

const results: { name: string; runs: PageFigures[] }[] = [];
let chromiumVersion = 'unknown';
try {
  for (const page of PAGES) {
    const runs: PageFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const chromium = await launchChromium(app.url, page.signedIn ? await signIn() : undefined);
      chromiumVersion = chromium.version;
      try {
        const figures = await measure(`${app.url}${page.path}`, chromium.port);
        runs.push(figures);
        if (args.reports) {
          mkdirSync(args.reports, { recursive: true });
          const file = `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`;
          writeFileSync(path.join(args.reports, file), JSON.stringify(figures.lhr));
        }
      } finally {
        await chromium.close();
      }
      process.stderr.write(`${page.name}: run ${run + 1}/${RUNS} performance ${runs.at(-1)?.performance}\n`);
    }
    results.push({ name: page.name, runs });
  }
} finally {
  await app.close();
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);
const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
  .version;

const lines = [
  `Machine: ${cpus().length}-core ${cpus()[0]?.model ?? ''} (Linux ${release()}), Node ${process.version}, Chromium ${chromiumVersion}, Lighthouse ${lighthouseVersion}.`,
  `Command: \`npm run bench:web -- --runs ${RUNS}\` — median of ${RUNS} runs per page (by performance score), mobile preset, simulated throttling.`,
  '',
  '| page | performance | accessibility | FCP (s) | LCP (s) | TBT (ms) | CLS | JS transferred (KiB, requests) | all transferred (KiB) | runs (performance) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(({ name, runs }) => {
    const m = median(runs);
    return `| ${name} | ${m.performance} | ${m.accessibility} | ${s(m.fcpMs)} | ${s(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${kib(m.scriptBytes)} (${m.scriptRequests}) | ${kib(m.totalBytes)} | ${runs.map((r) => r.performance).join(', ')} |`;
  }),
  '',
  ...results.flatMap(({ name, runs }) => {
    const held = median(runs).holdingBack;
    return held.length ? [`- ${name}: ${held.join('; ')}`] : [];
  }),
  '',
  'JavaScript each route downloads before it runs (entry + route chunks, static imports; from the Vite manifest):',
  '',
  '| route | files | brotli (KiB) | gzip (KiB) | raw (KiB) | CSS brotli (KiB) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...routeBundles(dist).map(
    (b: RouteBundle) =>
      `| ${b.route} | ${b.js.length} | ${kib(b.jsSize.brotli)} | ${kib(b.jsSize.gzip)} | ${kib(b.jsSize.raw)} | ${kib(b.cssSize.brotli)} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(0);
