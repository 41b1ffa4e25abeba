// npx tsx bench/api/explain.ts [--seed] [--orders 100000] [--search fragment] [--filter name=value]…
//   [--sort -departureDate] [--as shipper|carrier] [--url postgres://…/cargolens_explain]
// Prints EXPLAIN (ANALYZE, BUFFERS) of every query GET /api/orders runs for bench:api's request (FTL orders of
// the demo shipper, newest departure first), so a change to the list's SQL can be judged plan by plan.
// --seed (re)creates the database with the demo data and --orders orders first; --search explains the reference
// search instead of the FTL filter; each --filter adds a filter of the list by its API name (departureTown=lyon,
// cargoType=PALETS…) read through the route's own query schema, and replaces the FTL filter. --as carrier reads as
// the demo carrier ("owner OR carrier"). Migrations are applied either way.
import { parseArgs } from 'node:util';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openStore } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import type { Database } from '../../apps/api/src/db/schema';
import { createOrdersRepository } from '../../apps/api/src/modules/orders/repository';
import { listOrdersQuery, orderFiltersOf } from '../../apps/api/src/modules/orders/schemas';
import { DEMO_ORGANIZATIONS } from '../../apps/api/src/seed/demo-users';
import { seedBenchStore } from './seed-bench-store';

const { values } = parseArgs({
  options: {
    seed: { type: 'boolean', default: false },
    search: { type: 'string' },
    orders: { type: 'string', default: '100000' },
    filter: { type: 'string', multiple: true, default: [] },
    sort: { type: 'string', default: '-departureDate' },
    as: { type: 'string', default: 'shipper' },
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
// The filters as the route reads them, so a bad value fails here as it would answer 400.
const query = listOrdersQuery.parse({
  ...Object.fromEntries(
    values.filter!.map((pair) => {
      const [name, ...value] = pair.split('=');
      return [`filter[${name}]`, value.join('=')];
    }),
  ),
  ...(values.search ? { 'filter[search]': values.search } : {}),
  ...(values.filter!.length === 0 && !values.search ? { 'filter[transportMode]': 'ftl' } : {}),
  sort: values.sort,
});
const { organization: _, tagLabels: __, ...filters } = orderFiltersOf(query);
queries.length = 0;
const repository = createOrdersRepository(db);
const started = performance.now();
const page = await repository.listPage(
  { organizationId: reader.id, allOrganizations: false },
  filters,
  [],
  query.sort,
  { number: 1, size: 20 },
);
console.log(`-- ${page.total} matches, first page in ${(performance.now() - started).toFixed(1)} ms (cold)`);
for (const query of queries) {
  const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]);
  console.log(`\n-- ${query.sql.slice(0, 160)}…`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await db.destroy();
