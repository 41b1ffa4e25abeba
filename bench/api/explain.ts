// npx tsx bench/api/explain.ts [--seed] [--orders 100000] [--scenario "two filters"] [--filter name=value]…
//   [--sort -departureDate] [--as shipper|carrier] [--url postgres://…/cargolens_explain]
// Prints EXPLAIN (ANALYZE, BUFFERS) of every query GET /api/orders runs for one of bench:api's scenarios (the
// demo shipper's view), so a change to the list's SQL can be judged plan by plan. --seed (re)creates the
// database with the demo data and --orders bulk orders first. Each --filter names a filter of the list by its
// API name (departureTown=lyon, cargoType=PALETS…), read through the route's own query schema, instead of a
// scenario; --as carrier reads as the demo carrier ("owner OR carrier"). Migrations are applied either way.
import { parseArgs } from 'node:util';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openStore } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import type { Database } from '../../apps/api/src/db/schema';
import { createOrdersRepository } from '../../apps/api/src/modules/orders/repository';
import { listOrdersQuery, orderFiltersOf } from '../../apps/api/src/modules/orders/schemas';
import { createOrdersService, type ListOrdersInput } from '../../apps/api/src/modules/orders/service';
import { DEMO_ORGANIZATIONS } from '../../apps/api/src/seed/demo-users';
import { SCENARIOS } from './scenarios';
import { seedBenchStore } from './seed-bench-store';

const { values } = parseArgs({
  options: {
    seed: { type: 'boolean', default: false },
    scenario: { type: 'string', default: 'two filters' },
    filter: { type: 'string', multiple: true, default: [] },
    sort: { type: 'string', default: '-departureDate' },
    as: { type: 'string', default: 'shipper' },
    orders: { type: 'string', default: '100000' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/cargolens_explain' },
  },
});
const url = new URL(values.url!);

if (!values.seed) {
  const store = await openStore({ databaseUrl: url.toString(), dataDir: '' });
  await migrate(store);
  await store.close();
}
if (values.seed) {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await seedBenchStore({ databaseUrl: url.toString(), dataDir: '' }, Number(values.orders));
}

const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
const queries: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') queries.push(event.query);
  },
});
const reader = await db
  .selectFrom('organizations')
  .select('id')
  .where('name', '=', values.as === 'carrier' ? DEMO_ORGANIZATIONS.carrier : DEMO_ORGANIZATIONS.shipper)
  .executeTakeFirstOrThrow();

/** The list as GET /api/orders would ask it for these filters: the route's schema reads them. */
function inputOfFilters(pairs: string[]): ListOrdersInput {
  const query = listOrdersQuery.parse({
    ...Object.fromEntries(
      pairs.map((pair) => {
        const [name, ...value] = pair.split('=');
        return [`filter[${name}]`, value.join('=')];
      }),
    ),
    sort: values.sort,
  });
  return {
    filters: orderFiltersOf(query),
    sort: query.sort,
    page: { number: 1, size: 20 },
    include: new Set(),
  };
}

const scenario = SCENARIOS.find((s) => s.name === values.scenario);
if (!scenario) throw new Error(`no scenario named ${values.scenario}`);
const input = values.filter!.length > 0 ? inputOfFilters(values.filter!) : scenario.input;
queries.length = 0;
const service = createOrdersService(createOrdersRepository(db));
const started = performance.now();
const result = await service.list({ organizationId: reader.id, allOrganizations: false }, input);
console.log(
  `-- ${result.total} matches, first page in ${(performance.now() - started).toFixed(1)} ms (cold)`,
);
for (const query of queries) {
  const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]);
  console.log(`\n-- ${query.sql.slice(0, 160)}…`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await db.destroy();
