// npm run bench:api -- [--orders 1000000] [--duration 10] [--rounds 3] [--warm-up 5] [--connections 50] [--engines postgres] [--api-processes N]
//                      [--keep-database cargolens_bench_1m] [--scenarios "two filters,reference search"] [--all-fields]
// Seeds the demo data plus N orders for the demo shipper, then, for each scenario of scenarios.ts, measures the
// API (autocannon against a separate server process) and the same list asked of the orders service
// in-process ("direct": the very queries, no HTTP) with the same concurrency. API and direct take turns,
// --rounds times --duration seconds each, and each side reports its median round, so a change in the
// machine's other load during the run weighs on both sides alike. --keep-database keeps the PostgreSQL database for the next run (seeding a million orders takes
// longer than measuring them) and tops it up when it holds fewer orders.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { encodeId } from '../../apps/api/src/kernel/public-id';
import { backendCpu } from '../support/backend-cpu';
import { benchDatabase } from '../support/databases';
import { cpuSecondsOf, demoToken, servingProcesses, startApiServer, stopApiServer } from '../support/server';
import { directSide } from './direct-sql';
import { SCENARIOS, type Scenario, WEB_LIST_FIELDS } from './scenarios';
import { seedBenchStore } from './seed-bench-store';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    // Seconds of each side asked before the rounds and not counted: the server has just started, and neither
    // side's code is compiled yet (the first round of each ran up to a third slower than the next ones).
    'warm-up': { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'postgres' },
    scenarios: { type: 'string' },
    'keep-database': { type: 'string' },
    // How many processes the API serves from (API_PROCESSES); by default the server's own choice on PostgreSQL,
    // as `npm start` makes it (decision 0215).
    'api-processes': { type: 'string', default: 'default' },
    // Worker threads the direct side splits its callers over, each with its own pool: 1 is the baseline as
    // defined since the first run; as many as the API's processes puts the two on the same footing of cores.
    'direct-threads': { type: 'string', default: '1' },
    // Without it the API is asked for the fields the web app's list shows (fields[orders]), as the web app does.
    'all-fields': { type: 'boolean', default: false },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ORDERS = Number(args.orders);
const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const WARM_UP = Number(args['warm-up']);
const CONNECTIONS = Number(args.connections);
const DIRECT_THREADS = Math.max(1, Number(args['direct-threads']));
const scenarios = args.scenarios
  ? SCENARIOS.filter((s) => args.scenarios!.split(',').includes(s.name))
  : SCENARIOS;
if (scenarios.length === 0) throw new Error(`no scenario named ${args.scenarios}`);

async function measureApi(port: number, pid: number, token: string, scenario: Scenario, duration = DURATION) {
  const url = `http://127.0.0.1:${port}${scenario.path}${args['all-fields'] ? '' : WEB_LIST_FIELDS}`;
  const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await check.json()) as { data: { id: string }[]; meta: { totalItems: number } };
  if (!check.ok) throw new Error(`${scenario.name}: the API answered ${check.status}`);
  const cpuBefore = cpuSecondsOf(pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}` },
    // PGlite answers one query at a time: under 50 connections its queue is long, so wait rather than drop.
    timeout: 30,
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  return {
    rps: result.requests.average,
    /** The server process's CPU (user + system, from /proc) per answer: load-independent. */
    cpuMsPerRequest: (cpu * 1000) / result.requests.total,
    /** autocannon's CPU (this process) per answer: the load generator's share of the same two cores. */
    clientCpuMsPerRequest: (client.user + client.system) / 1000 / result.requests.total,
    answered: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    matching: body.meta.totalItems,
    ids: body.data.map((o) => o.id),
    timeouts: result.timeouts + result.errors,
  };
}

/** The round of median throughput. */
function medianRound<T extends { rps: number }>(rounds: T[]): T {
  return [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;
}

type WithDatabaseCpu<T> = T & { databaseCpuMsPerRequest: number | null };

/** Runs a measurement and adds what PostgreSQL's backends spent per answer (/proc), when it runs here. */
async function withDatabaseCpu<T extends { answered: number }>(
  databaseUrl: string | undefined,
  measure: () => Promise<T>,
): Promise<WithDatabaseCpu<T>> {
  if (!databaseUrl) return { ...(await measure()), databaseCpuMsPerRequest: null };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backends = backendCpu(client, new URL(databaseUrl).pathname.slice(1));
  try {
    await backends.start();
    const result = await measure();
    const seconds = await backends.read();
    return { ...result, databaseCpuMsPerRequest: (seconds * 1000) / result.answered };
  } finally {
    backends.stop();
    await client.end();
  }
}

const ms = (value: number | null) => (value === null ? '–' : value.toFixed(2));
const rows: string[] = [];
for (const engine of args.engines!.split(',')) {
  const database = await benchDatabase(engine, {
    prefix: 'cargolens-bench',
    adminUrl: args['postgres-admin-url']!,
    keep: engine === 'postgres' ? args['keep-database'] : undefined,
  });
  process.stdout.write(`\n${engine}:\n`);
  try {
    const started = Date.now();
    const organizationId = await seedBenchStore(database.store, ORDERS, (done) =>
      process.stdout.write(`\r  seeding ${done} orders`),
    );
    process.stdout.write(`\r  ${ORDERS} orders ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    for (const scenario of scenarios) {
      const port = 18000 + Math.floor(Math.random() * 1000);
      const server = await startApiServer(database.env, {
        port,
        seedDemo: false,
        processes: args['api-processes'] === 'default' ? 'default' : Number(args['api-processes']),
      });
      let processes = 1;
      const callers = directSide(DIRECT_THREADS);
      const apiRounds: WithDatabaseCpu<Awaited<ReturnType<typeof measureApi>>>[] = [];
      const directRounds: WithDatabaseCpu<Awaited<ReturnType<ReturnType<typeof directSide>['measure']>>>[] =
        [];
      try {
        const token = await demoToken(port, 'shipper.admin');
        processes = servingProcesses(server.pid!);
        if (WARM_UP > 0) {
          await measureApi(port, server.pid!, token, scenario, WARM_UP);
          await callers.measure(database.store, organizationId, scenario.name, {
            connections: CONNECTIONS,
            durationSeconds: WARM_UP,
          });
        }
        for (let round = 0; round < ROUNDS; round += 1) {
          apiRounds.push(
            await withDatabaseCpu(database.env.DATABASE_URL, () =>
              measureApi(port, server.pid!, token, scenario),
            ),
          );
          directRounds.push(
            await withDatabaseCpu(database.env.DATABASE_URL, () =>
              callers.measure(database.store, organizationId, scenario.name, {
                connections: CONNECTIONS,
                durationSeconds: DURATION,
              }),
            ),
          );
        }
      } finally {
        await stopApiServer(server);
        await callers.close();
      }
      const api = medianRound(apiRounds);
      const direct = medianRound(directRounds);
      // Both sides must answer the same page, or the comparison means nothing.
      if (api.matching !== direct.matching || api.ids.join() !== direct.ids.map(encodeId).join())
        throw new Error(`${scenario.name}: the API and the direct query answered different pages`);
      const ratio = api.rps / direct.rps;
      const tail = api.p99 / direct.p99;
      // Every CPU each side spent per list (its processes, the load generator, PostgreSQL): the throughput
      // either side could reach on the same cores once nothing else limits it.
      const cpuRatio =
        api.databaseCpuMsPerRequest === null || direct.databaseCpuMsPerRequest === null
          ? null
          : (api.cpuMsPerRequest + api.clientCpuMsPerRequest + api.databaseCpuMsPerRequest) /
            (direct.cpuMsPerRequest + direct.databaseCpuMsPerRequest);
      const sides = `${processes} / ${DIRECT_THREADS}`;
      rows.push(
        `| ${engine} | ${scenario.name} | ${sides} | ${ORDERS} | ${api.matching} | ${api.timeouts} | ${api.rps.toFixed(0)} | ${api.p50} | ${api.p99} | ${direct.rps.toFixed(0)} | ${direct.p50.toFixed(1)} | ${direct.p99.toFixed(1)} | ${(ratio * 100).toFixed(0)} % | ${tail.toFixed(2)} | ${api.cpuMsPerRequest.toFixed(2)} | ${api.clientCpuMsPerRequest.toFixed(2)} | ${ms(api.databaseCpuMsPerRequest)} | ${direct.cpuMsPerRequest.toFixed(2)} | ${ms(direct.databaseCpuMsPerRequest)} | ${ms(cpuRatio)} |`,
      );
      process.stdout.write(
        `  ${scenario.name} (${api.matching} matching; API processes / direct threads ${sides}): API ${api.rps.toFixed(0)} req/s p50 ${api.p50} ms p99 ${api.p99} ms; direct ${direct.rps.toFixed(0)} q/s p50 ${direct.p50.toFixed(1)} ms p99 ${direct.p99.toFixed(1)} ms; throughput ${(ratio * 100).toFixed(0)} %, p99 ×${tail.toFixed(2)}; CPU ms per request: API server ${api.cpuMsPerRequest.toFixed(2)}, client ${api.clientCpuMsPerRequest.toFixed(2)}, PostgreSQL ${ms(api.databaseCpuMsPerRequest)}; direct ${direct.cpuMsPerRequest.toFixed(2)}, PostgreSQL ${ms(direct.databaseCpuMsPerRequest)}; all CPU per list, API / direct ×${ms(cpuRatio)}\n`,
      );
      // Each round in the order run, so that a median can be read against what it was picked from.
      const each = (rounds: { rps: number; p99: number }[]) =>
        rounds.map((r) => `${r.rps.toFixed(0)}/s p99 ${r.p99.toFixed(0)} ms`).join(', ');
      process.stdout.write(`    rounds: API ${each(apiRounds)}; direct ${each(directRounds)}\n`);
    }
  } finally {
    await database.cleanup();
  }
}
process.stdout.write(
  `\n| engine | scenario | API processes / direct threads | orders | matching | timeouts | API req/s | API p50 ms | API p99 ms | direct q/s | direct p50 ms | direct p99 ms | API/direct throughput | API/direct p99 | server CPU ms/request | client CPU ms/request | PostgreSQL CPU ms/request (API) | direct CPU ms/request | PostgreSQL CPU ms/request (direct) | all CPU per list, API / direct |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
