// npx tsx bench/api/explain.ts [--seed] [--orders 100000] [--scenario "two filters"] [--url postgres://…/cargolens_explain]
// Prints EXPLAIN (ANALYZE, BUFFERS) of every query GET /api/orders runs for one of bench:api's scenarios (the
// demo shipper's view), so a change to the list's SQL can be judged plan by plan. --seed (re)creates the
// database with the demo data and --orders bulk orders first. Migrations are applied either way.
import { parseArgs } from 'node:util';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openStore } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import type { Database } from '../../apps/api/src/db/schema';
import { createOrdersRepository } from '../../apps/api/src/modules/orders/repository';
import { createOrdersService } from '../../apps/api/src/modules/orders/service';
import { DEMO_ORGANIZATIONS } from '../../apps/api/src/seed/demo-users';
import { SCENARIOS } from './scenarios';
import { seedBenchStore } from './seed-bench-store';

const { values } = parseArgs({
  options: {
    seed: { type: 'boolean', default: false },
    scenario: { type: 'string', default: 'two filters' },
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
const shipper = await db
  .selectFrom('organizations')
  .select('id')
  .where('name', '=', DEMO_ORGANIZATIONS.shipper)
  .executeTakeFirstOrThrow();
queries.length = 0;
const scenario = SCENARIOS.find((s) => s.name === values.scenario);
if (!scenario) throw new Error(`no scenario named ${values.scenario}`);
const service = createOrdersService(createOrdersRepository(db));
await service.list({ organizationId: shipper.id, allOrganizations: false }, scenario.input);
for (const query of queries) {
  const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]);
  console.log(`\n-- ${query.sql.slice(0, 160)}…`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await db.destroy();
