// npm run bench:api -- [--orders 100000] [--duration 20] [--connections 50] [--engines pglite,postgres]
// Seeds the demo data plus N orders for the demo shipper, then measures GET /api/orders (first page, one
// filter, one sort) with autocannon against a separate server process, and the same SQL called directly
// (the orders repository in-process, same concurrency), on PGlite and on PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../../apps/api/src/config';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-users';
import { measureDirect } from './direct-sql';
import { seedBenchStore } from './seed-bench-store';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ORDERS = Number(args.orders);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
export const QUERY = '/api/orders?filter[transportMode]=ftl&sort=-departureDate';

interface Target {
  engine: 'pglite' | 'postgres';
  env: Record<string, string>;
  store: { dataDir: string; databaseUrl?: string };
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cargolens-bench-'));
  const dataDir = path.join(dir, 'pglite');
  return {
    engine: 'pglite',
    env: { DATA_DIR: dataDir },
    store: { dataDir },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const name = `cargolens_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: args['postgres-admin-url'] });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(args['postgres-admin-url']!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    engine: 'postgres',
    env: { DATABASE_URL: databaseUrl },
    store: { dataDir: '', databaseUrl },
    cleanup: async () => {
      const c = new pg.Client({ connectionString: args['postgres-admin-url'] });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
      await c.end();
    },
  };
}

async function prepare(target: Target) {
  const started = Date.now();
  const shipperId = await seedBenchStore(target.store, ORDERS, (done) =>
    process.stdout.write(`\r  seeding ${done}/${ORDERS} orders`),
  );
  process.stdout.write(`\r  seeded ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return shipperId;
}

async function startServer(target: Target, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: 'false',
      SEED_DEMO: 'false',
      WEB_DIST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function measureApi(port: number) {
  const basic = Buffer.from(`shipper.admin:${DEMO_PASSWORD}`).toString('base64');
  const tokens = await fetch(`http://127.0.0.1:${port}/api/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  const token = ((await tokens.json()) as { data: { attributes: { accessToken: string } } }).data.attributes
    .accessToken;
  const check = await fetch(`http://127.0.0.1:${port}${QUERY}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await check.json()) as { data: unknown[]; meta: { totalItems: number } };
  if (!check.ok || body.data.length !== 20) throw new Error(`unexpected answer ${check.status}`);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${QUERY}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}` },
    // PGlite answers one query at a time: under 50 connections its queue is long, so wait rather than drop.
    timeout: 30,
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    matching: body.meta.totalItems,
    timeouts: result.timeouts + result.errors,
  };
}

const rows: string[] = [];
for (const engine of args.engines!.split(',')) {
  const target = engine === 'postgres' ? await postgresTarget() : await pgliteTarget();
  process.stdout.write(`\n${engine}:\n`);
  try {
    const organizationId = await prepare(target);
    const port = 18000 + Math.floor(Math.random() * 1000);
    const child = await startServer(target, port);
    let api: Awaited<ReturnType<typeof measureApi>>;
    try {
      api = await measureApi(port);
    } finally {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    }
    const direct = await measureDirect(target.store, organizationId, {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
    });
    const ratio = api.rps / direct.rps;
    const row = `| ${engine} | ${ORDERS} | ${api.matching} | ${api.timeouts} | ${api.rps.toFixed(0)} | ${api.p50} | ${api.p99} | ${direct.rps.toFixed(0)} | ${direct.p50.toFixed(1)} | ${direct.p99.toFixed(1)} | ${(ratio * 100).toFixed(0)} % |`;
    rows.push(row);
    process.stdout.write(
      `  API ${api.rps.toFixed(0)} req/s p50 ${api.p50} ms p99 ${api.p99} ms; direct ${direct.rps.toFixed(0)} q/s p50 ${direct.p50.toFixed(1)} ms p99 ${direct.p99.toFixed(1)} ms; ratio ${(ratio * 100).toFixed(0)} %\n`,
    );
  } finally {
    await target.cleanup();
  }
}
process.stdout.write(
  `\n| engine | orders | matching | timeouts | API req/s | API p50 ms | API p99 ms | direct q/s | direct p50 ms | direct p99 ms | API/direct |\n|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
