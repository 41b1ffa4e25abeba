// npm run bench:orders-in -- [--orders 4000] [--clients 20] [--engines postgres,pglite]
// Orders with 4 stops and 3 goods each, created through POST /api/orders by N concurrent clients against a
// separate server process on a fresh database. Reports orders/s, the latency of each create, and the server's
// CPU per order (from /proc, user + system time of the server process).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { repoRoot } from '../../apps/api/src/config';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-users';
import { benchOrder } from './bench-order';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '4000' },
    clients: { type: 'string', default: '20' },
    engines: { type: 'string', default: 'postgres' },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ORDERS = Number(args.orders);
const CLIENTS = Number(args.clients);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat; after the command name they sit at 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function database(engine: string): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'cargolens-orders-in-'));
    return {
      env: { DATA_DIR: path.join(dir, 'pglite') },
      cleanup: async () => rmSync(dir, { recursive: true }),
    };
  }
  const name = `cargolens_orders_in_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: args['postgres-admin-url'] });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(args['postgres-admin-url']!);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, cleanup: () => admin(`DROP DATABASE IF EXISTS ${name}`) };
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // The server itself, not a tsx wrapper, so /proc/<pid> is the process that does the work.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: 'false',
      SEED_DEMO: 'true',
      WEB_DIST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(engine: string) {
  const db = await database(engine);
  const port = 19000 + Math.floor(Math.random() * 900);
  const server = await startServer(db.env, port);
  try {
    const base = `http://127.0.0.1:${port}/api`;
    const basic = Buffer.from(`api.client:${DEMO_PASSWORD}`).toString('base64');
    const signIn = await fetch(`${base}/tokens`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    const token = ((await signIn.json()) as { data: { attributes: { accessToken: string } } }).data.attributes
      .accessToken;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' };
    const post = (i: number) =>
      fetch(`${base}/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify(benchOrder(`BENCH-${process.pid}-${i}`, i)),
      });
    // Warm-up: JIT, prepared statements, connection pool.
    for (let i = 0; i < 50; i += 1)
      if ((await post(-1 - i)).status !== 201) throw new Error('warm-up failed');

    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const cpuBefore = cpuSecondsOf(server.pid!);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < ORDERS; i = next++) {
          const t0 = performance.now();
          const response = await post(i);
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (response.status !== 201) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSecondsOf(server.pid!) - cpuBefore;
    latencies.sort((a, b) => a - b);
    return {
      engine,
      rate: ORDERS / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cpuMsPerOrder: (cpu * 1000) / ORDERS,
      failures,
    };
  } finally {
    server.kill();
    await new Promise((r) => server.once('exit', r));
    await db.cleanup();
  }
}

const rows: string[] = [];
for (const engine of args.engines!.split(',')) {
  process.stdout.write(`${engine}: ${ORDERS} orders (4 stops, 3 goods) by ${CLIENTS} clients…\n`);
  const r = await run(engine);
  if (r.failures > 0) throw new Error(`${r.failures} creates did not answer 201`);
  rows.push(
    `| ${r.engine} | ${ORDERS} | ${CLIENTS} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.cpuMsPerOrder.toFixed(2)} |`,
  );
}
process.stdout.write(
  `\n| engine | orders | clients | orders/s | p50 ms | p99 ms | server CPU ms/order |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
