// npm run bench:ingest -- [--resources 2000] [--fixes 300] [--per-resource 5] [--clients 8] [--workers 2]
//                          [--keep bench_ingest] [--rate 10000]
// Positions in, end to end, on PostgreSQL: N trucks (created with their paired tours through the API) send
// their drives through POST /api/positions in batches of 1,000, from concurrent clients, to a separate server
// process running its tracking workers. Measured: the acknowledgement (stored durably, jobs queued) and the
// end of the engine's work (the queue drained, every tour's tracker fed up to the truck's last fix). Beside
// it, a plain COPY (pg-copy-streams) of the same rows into the same table, as the ceiling of what the
// database takes. CPU per position from /proc: the server process, and this database's PostgreSQL backends.
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { backendCpu } from '../support/backend-cpu';
import { benchDatabase } from '../support/databases';
import { createBenchClient } from '../support/http-client';
import { cpuSecondsOf, demoToken, percentile, startApiServer, stopApiServer } from '../support/server';
import { settleDatabase } from '../support/settle-database';
import { type BenchTruck, createFleet, fixOf, truckLabel } from './fleet';

const { values: args } = parseArgs({
  options: {
    resources: { type: 'string', default: '2000' },
    // 300 fixes (50 minutes of driving each, 600,000 positions): the acknowledgement is measured over ~8 s and
    // COPY over ~2 s. With 60 the two lasted 1.7 s and 0.4 s, mostly the server's warm-up (decision 0208).
    fixes: { type: 'string', default: '300' },
    // Positions of one truck in one batch: an aggregator sends what its trucks reported since the last call.
    'per-resource': { type: 'string', default: '5' },
    clients: { type: 'string', default: '8' },
    workers: { type: 'string', default: '2' },
    'interval-s': { type: 'string', default: '10' },
    keep: { type: 'string' },
    // Open loop (decision 0177): batches sent on a fixed schedule at this many positions/s, whatever the
    // answers, so the latency is that of the offered load and not of 8 clients queueing behind each other.
    rate: { type: 'string' },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const RESOURCES = Number(args.resources);
const FIXES = Number(args.fixes);
const PER_RESOURCE = Number(args['per-resource']);
const CLIENTS = Number(args.clients);
const INTERVAL_MS = Number(args['interval-s']) * 1000;
const BATCH = 1_000;
const TOTAL = RESOURCES * FIXES;
// --workers 0: no engine in the server, the acknowledgement alone is measured (the end-to-end rows are skipped).
const ACK_ONLY = Number(args.workers) === 0;
const RATE = args.rate ? Number(args.rate) : null;

const db = await benchDatabase('postgres', {
  prefix: 'cargolens-ingest',
  adminUrl: args['postgres-admin-url']!,
  ...(args.keep ? { keep: args.keep } : {}),
});
const port = 19000 + Math.floor(Math.random() * 900);
const server = await startApiServer(
  { ...db.env, TRACKING_WORKERS: args.workers!, TRACKING_SWEEP_SECONDS: '0' },
  { port, seedDemo: true },
);
const sqlClient = new pg.Client({ connectionString: db.env.DATABASE_URL });
await sqlClient.connect();
const databaseName = new URL(db.env.DATABASE_URL!).pathname.slice(1);
// The measured batches go through the light client (decision 0205); setup calls keep fetch.
const httpClient = createBenchClient(port, CLIENTS);
try {
  const base = `http://127.0.0.1:${port}/api`;
  const apiToken = await demoToken(port, 'api.client');

  // 1. The fleet, through the API; a kept database has it already.
  const known = await sqlClient.query<{ id: number; label: string }>(
    `SELECT id, label FROM resources WHERE label LIKE 'BENCH-INGEST-%'`,
  );
  let trucks: BenchTruck[];
  if (known.rowCount! >= RESOURCES) {
    const { encodeId } = await import('../../apps/api/src/kernel/public-id');
    const byLabel = new Map(known.rows.map((r) => [r.label, r.id]));
    trucks = Array.from({ length: RESOURCES }, (_, index) => ({
      index,
      id: encodeId(byLabel.get(truckLabel(index))!),
      label: truckLabel(index),
    }));
    process.stdout.write(`reusing ${RESOURCES} trucks of ${databaseName}\n`);
  } else {
    const started = performance.now();
    const adminToken = await demoToken(port, 'shipper.admin');
    trucks = await createFleet(base, { admin: adminToken, api: apiToken }, RESOURCES, 8);
    process.stdout.write(
      `created ${RESOURCES} trucks and paired orders through the API in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }
  const paired = await sqlClient.query<{ n: string }>(
    `SELECT count(*) AS n FROM tours t JOIN resources r ON r.id = t.resource_id
     WHERE r.label LIKE 'BENCH-INGEST-%' AND t.pairing_agency <> 'NONE'`,
  );
  if (Number(paired.rows[0]!.n) < RESOURCES) throw new Error(`only ${paired.rows[0]!.n} tours are paired`);

  // 2. The batches, serialised up front so the clients spend little CPU while measuring.
  const now = Date.now();
  const trucksPerBatch = Math.max(1, Math.floor(BATCH / PER_RESOURCE));
  const bodies: Buffer[] = [];
  const copyRows: string[] = [];
  const organization = await sqlClient.query<{ organization_id: number; id: number }>(
    `SELECT organization_id, id FROM resources WHERE label LIKE 'BENCH-INGEST-%'`,
  );
  const keyOf = new Map(organization.rows.map((r) => [r.id, r.organization_id]));
  const { decodeId } = await import('../../apps/api/src/kernel/public-id');
  for (let step = 0; step < FIXES; step += PER_RESOURCE) {
    for (let first = 0; first < RESOURCES; first += trucksPerBatch) {
      const data: unknown[] = [];
      for (const truck of trucks.slice(first, first + trucksPerBatch)) {
        const key = decodeId(truck.id)!;
        for (let s = step; s < Math.min(FIXES, step + PER_RESOURCE); s += 1) {
          const fix = fixOf(truck.index, s, FIXES, INTERVAL_MS, now);
          data.push({
            type: 'positions',
            attributes: {
              date: new Date(fix.at).toISOString(),
              lat: fix.lat,
              lng: fix.lng,
              speed: fix.speed,
              heading: 90,
              accuracy: 8,
            },
            relationships: { resource: { data: { type: 'means', id: truck.id } } },
          });
          // The same position for COPY, a week earlier so that its key is new.
          copyRows.push(
            `${keyOf.get(key)}\t${key}\t${new Date(fix.at - 7 * 86_400_000).toISOString()}\t${fix.lat}\t${fix.lng}\t${fix.speed}\t90\t\\N\t8\t\\N\tapi\n`,
          );
        }
      }
      bodies.push(Buffer.from(JSON.stringify({ data })));
    }
  }

  // 3. Warm-up on a truck outside the fleet's drives: JIT, the pool, prepared plans.
  const headers = { authorization: `Bearer ${apiToken}`, 'content-type': 'application/vnd.api+json' };
  for (let i = 0; i < 5; i += 1) {
    const data = Array.from({ length: BATCH }, (_, j) => ({
      type: 'positions',
      attributes: {
        date: new Date(now - 86_400_000 - (i * BATCH + j) * 1000).toISOString(),
        lat: 45,
        lng: 4,
      },
      relationships: { resource: { data: { type: 'means', id: trucks[j % 10]!.id } } },
    }));
    const r = await fetch(`${base}/positions`, { method: 'POST', headers, body: JSON.stringify({ data }) });
    if (r.status !== 200) throw new Error(`warm-up answered ${r.status}`);
    await r.arrayBuffer();
  }
  if (!ACK_ONLY) await waitForDrain(sqlClient, 120_000);
  await settleDatabase(sqlClient, databaseName);

  // 4. Measured: the batches in, then the engine's work done.
  const backends = backendCpu(sqlClient, databaseName);
  await backends.start();
  const serverBefore = cpuSecondsOf(server.pid!);
  const clientBefore = process.cpuUsage();
  const latencies: number[] = [];
  let accepted = 0;
  let next = 0;
  const started = performance.now();
  /** One batch; the latency counts from `since` (its scheduled time in the open loop: no coordinated omission). */
  async function send(i: number, since: number) {
    const response = await httpClient.post('/api/positions', headers, bodies[i]!);
    latencies.push(performance.now() - since);
    if (response.status !== 200) throw new Error(`batch ${i} answered ${response.status}`);
    const answer = JSON.parse(response.body) as {
      data: { attributes: { results: Array<{ outcome: string }> } };
    };
    for (const result of answer.data.attributes.results) if (result.outcome === 'accepted') accepted += 1;
  }
  if (RATE === null)
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < bodies.length; i = next++) await send(i, performance.now());
      }),
    );
  else {
    const sent: Promise<void>[] = [];
    for (let i = 0; i < bodies.length; i += 1) {
      const at = started + (i * BATCH * 1000) / RATE;
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(send(i, at));
    }
    await Promise.all(sent);
  }
  const ackSeconds = (performance.now() - started) / 1000;
  const serverAck = cpuSecondsOf(server.pid!) - serverBefore;
  const backendsAck = await backends.read();
  const clientUsage = process.cpuUsage(clientBefore);
  if (!ACK_ONLY) {
    await waitForDrain(sqlClient, 900_000);
    await waitForTrackers(sqlClient, new Date(now - 60_000));
  }
  const e2eSeconds = (performance.now() - started) / 1000;
  const serverE2e = cpuSecondsOf(server.pid!) - serverBefore;
  const backendsE2e = await backends.read();
  backends.stop();
  if (ACK_ONLY) await sqlClient.query('DELETE FROM tracking_jobs');
  if (accepted !== TOTAL) throw new Error(`${accepted} of ${TOTAL} positions accepted`);

  // 5. COPY of the same rows (a week earlier), one stream, the database's ceiling, from the same settled state.
  await settleDatabase(sqlClient, databaseName);
  const copyBackend = backendCpu(sqlClient, databaseName);
  const copyClient = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await copyClient.connect();
  await copyBackend.start();
  const copyStarted = performance.now();
  await copyClient.query('BEGIN');
  await pipeline(
    (function* () {
      for (let i = 0; i < copyRows.length; i += 1_000) yield copyRows.slice(i, i + 1_000).join('');
    })(),
    copyClient.query(
      copyFrom(
        'COPY positions (organization_id, resource_id, recorded_at, lat, lng, speed, heading, altitude, accuracy, battery, source) FROM STDIN',
      ),
    ),
  );
  await copyClient.query('COMMIT');
  const copySeconds = (performance.now() - copyStarted) / 1000;
  const copyCpu = await copyBackend.read();
  copyBackend.stop();
  await copyClient.end();

  latencies.sort((a, b) => a - b);
  const ackRate = TOTAL / ackSeconds;
  const e2eRate = TOTAL / e2eSeconds;
  const copyRate = TOTAL / copySeconds;
  const us = (seconds: number) => ((seconds * 1e6) / TOTAL).toFixed(1);
  const lines = [
    `${TOTAL} positions: ${RESOURCES} trucks × ${FIXES} fixes, ${bodies.length} batches of ${BATCH} (${PER_RESOURCE} per truck), ${RATE === null ? `${CLIENTS} clients` : `open loop at ${RATE} positions/s offered`}, ${args.workers} tracking workers`,
    '',
    '| measure | value |',
    '|---|---|',
    `| acknowledged (stored durably, jobs queued) | ${ackRate.toFixed(0)} positions/s (${ackSeconds.toFixed(1)} s) |`,
    ACK_ONLY
      ? '| end to end | not measured (--workers 0) |'
      : `| end to end (engine run, state stored, queue empty) | ${e2eRate.toFixed(0)} positions/s (${e2eSeconds.toFixed(1)} s) |`,
    `| plain COPY of the same rows | ${copyRate.toFixed(0)} positions/s (${copySeconds.toFixed(1)} s) |`,
    `| ack rate / COPY rate | ${((100 * ackRate) / copyRate).toFixed(0)} % |`,
    ACK_ONLY
      ? '| end-to-end rate / COPY rate | – |'
      : `| end-to-end rate / COPY rate | ${((100 * e2eRate) / copyRate).toFixed(0)} % |`,
    `| ack latency per batch p50 / p99 | ${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)} ms |`,
    `| server CPU per position, ack / end to end | ${us(serverAck)} / ${us(serverE2e)} µs |`,
    `| PostgreSQL backends CPU per position, ack / end to end | ${us(backendsAck)} / ${us(backendsE2e)} µs |`,
    `| COPY backend CPU per position | ${us(copyCpu)} µs |`,
    `| bench clients CPU per position | ${us((clientUsage.user + clientUsage.system) / 1e6)} µs |`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
} finally {
  httpClient.close();
  await sqlClient.end();
  await stopApiServer(server);
  await db.cleanup();
}

async function waitForDrain(client: pg.Client, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM tracking_jobs');
    if (rows[0]!.n === '0') return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.n} tracking jobs still queued`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every bench tour's tracker has been fed up to its truck's last fix. */
async function waitForTrackers(client: pg.Client, lastFix: Date) {
  const { rows } = await client.query<{ behind: string }>(
    `SELECT count(*) AS behind FROM tours t JOIN resources r ON r.id = t.resource_id
     LEFT JOIN tour_trackers k ON k.tour_id = t.id
     WHERE r.label LIKE 'BENCH-INGEST-%' AND (k.fed_until IS NULL OR k.fed_until < $1)`,
    [lastFix],
  );
  if (rows[0]!.behind !== '0') throw new Error(`${rows[0]!.behind} tours' trackers are behind the last fix`);
}
