// npm run bench:orders-in -- [--orders 4000] [--clients 20] [--engines postgres,pglite] [--answer full,minimal]
//                            [--existing 20000] [--prefix cargolens-orders-in] [--postgres-socket /var/run/postgresql]
// Orders with 4 stops and 3 goods each, created through POST /api/orders by N concurrent clients against a
// separate server process on a fresh database that already holds the demo and --existing orders of the demo
// shipper, analysed as autovacuum keeps a running server's tables (decision 0206). Reports orders/s, the latency of each create, and the server's
// CPU per order (from /proc, user + system time of the server process).
import { parseArgs } from 'node:util';
import { seedBenchStore } from '../api/seed-bench-store';
import { benchDatabase } from '../support/databases';
import { createBenchClient } from '../support/http-client';
import {
  cpuSecondsOf,
  demoToken,
  percentile,
  postgresCpuSeconds,
  startApiServer,
  stopApiServer,
} from '../support/server';
import { benchOrder } from './bench-order';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '4000' },
    clients: { type: 'string', default: '20' },
    // Orders the shipper already has before the clock starts: a server in use, not an empty database.
    existing: { type: 'string', default: '20000' },
    engines: { type: 'string', default: 'postgres' },
    // full: the order read back and presented, as a client that reads it gets; minimal: Prefer: return=minimal.
    answer: { type: 'string', default: 'full,minimal' },
    // The bench database is named <prefix>_<pid> (underscores for dashes) and dropped after the run.
    prefix: { type: 'string', default: 'cargolens-orders-in' },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    // The server connects over PostgreSQL's Unix socket in this directory instead of TCP.
    'postgres-socket': { type: 'string' },
  },
});
const ORDERS = Number(args.orders);
const CLIENTS = Number(args.clients);

async function run(engine: string, answer: string) {
  const db = await benchDatabase(engine, {
    prefix: args.prefix!,
    adminUrl: args['postgres-admin-url']!,
    ...(args['postgres-socket'] ? { socketDir: args['postgres-socket'] } : {}),
  });
  await seedBenchStore(db.store, Number(args.existing));
  const port = 19000 + Math.floor(Math.random() * 900);
  const server = await startApiServer(db.env, { port, seedDemo: true });
  const client = createBenchClient(port, CLIENTS);
  try {
    const token = await demoToken(port, 'api.client');
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/vnd.api+json',
      ...(answer === 'minimal' ? { prefer: 'return=minimal' } : {}),
    };
    // Every body is serialized before the clock starts (decision 0205: the generator shares the server's cores).
    const bodyOf = (i: number) => Buffer.from(JSON.stringify(benchOrder(`BENCH-${process.pid}-${i}`, i)));
    const post = async (body: Buffer) => (await client.post('/api/orders', headers, body, false)).status;
    // Warm-up: JIT, prepared statements, connection pool.
    for (let i = 0; i < 50; i += 1)
      if ((await post(bodyOf(-1 - i))) !== 201) throw new Error('warm-up failed');
    const bodies = Array.from({ length: ORDERS }, (_, i) => bodyOf(i));

    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const cpuBefore = cpuSecondsOf(server.pid!);
    const databaseName = db.store.databaseUrl ? new URL(db.store.databaseUrl).pathname.slice(1) : '';
    const postgresBefore = engine === 'postgres' ? postgresCpuSeconds() : 0;
    const backendsBefore = engine === 'postgres' ? postgresCpuSeconds(databaseName) : 0;
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < ORDERS; i = next++) {
          const t0 = performance.now();
          const status = await post(bodies[i]!);
          latencies.push(performance.now() - t0);
          if (status !== 201) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSecondsOf(server.pid!) - cpuBefore;
    const postgresCpu = engine === 'postgres' ? postgresCpuSeconds() - postgresBefore : Number.NaN;
    const backendsCpu =
      engine === 'postgres' ? postgresCpuSeconds(databaseName) - backendsBefore : Number.NaN;
    const clientUsage = process.cpuUsage(clientBefore);
    latencies.sort((a, b) => a - b);
    return {
      engine,
      answer,
      rate: ORDERS / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cpuMsPerOrder: (cpu * 1000) / ORDERS,
      postgresMsPerOrder: (postgresCpu * 1000) / ORDERS,
      backendsMsPerOrder: (backendsCpu * 1000) / ORDERS,
      clientMsPerOrder: (clientUsage.user + clientUsage.system) / 1000 / ORDERS,
      failures,
    };
  } finally {
    client.close();
    await stopApiServer(server);
    await db.cleanup();
  }
}

const rows: string[] = [];
for (const engine of args.engines!.split(','))
  for (const answer of args.answer!.split(',')) {
    process.stdout.write(
      `${engine}, ${answer} answer: ${ORDERS} orders (4 stops, 3 goods) by ${CLIENTS} clients…\n`,
    );
    const r = await run(engine, answer);
    if (r.failures > 0) throw new Error(`${r.failures} creates did not answer 201`);
    rows.push(
      `| ${r.engine} | ${r.answer} | ${ORDERS} | ${CLIENTS} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.cpuMsPerOrder.toFixed(2)} | ${r.postgresMsPerOrder.toFixed(2)} | ${r.backendsMsPerOrder.toFixed(2)} | ${r.clientMsPerOrder.toFixed(2)} |`,
    );
  }
process.stdout.write(
  `\n| engine | answer | orders | clients | orders/s | p50 ms | p99 ms | server CPU ms/order | PostgreSQL CPU ms/order (all of the host's) | its backends for this database, ms/order | bench clients CPU ms/order |\n|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
