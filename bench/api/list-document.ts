// npx tsx bench/api/list-document.ts --url postgres://postgres@127.0.0.1:5432/<bench database> [--scenario "two filters"]
// The API's own work on one page of GET /api/orders, in-process and without HTTP: presenting the orders and
// serializing the page through the route's compiled response schema, in CPU µs per page (load-independent),
// with the full order and with the fields the web list asks for (decision 0172). The database is one seeded by
// bench:api (--keep-database).
import { parseArgs } from 'node:util';
import { openStore } from '../../apps/api/src/db/database';
import { collectionDocument } from '../../apps/api/src/http/jsonapi/document';
import { markSparse } from '../../apps/api/src/http/jsonapi/sparse-fieldsets';
import { serializerCompiler } from '../../apps/api/src/http/response-serializer';
import { presentOrders } from '../../apps/api/src/modules/orders/presenter';
import { createOrdersRepository } from '../../apps/api/src/modules/orders/repository';
import { ordersPage } from '../../apps/api/src/modules/orders/routes';
import { createOrdersService } from '../../apps/api/src/modules/orders/service';
import { SCENARIOS, WEB_LIST_FIELDS } from './scenarios';

const { values: args } = parseArgs({
  options: { url: { type: 'string' }, scenario: { type: 'string', default: 'two filters' } },
});
const scenario = SCENARIOS.find((s) => s.name === args.scenario);
if (!args.url || !scenario) throw new Error('--url <postgres url> and a --scenario of scenarios.ts');
const store = await openStore({ dataDir: '', databaseUrl: args.url });
const shipper = await store.db
  .selectFrom('orders')
  .select('organization_id')
  .where('reference', 'like', 'BENCH-%')
  .executeTakeFirstOrThrow();
const scope = { organizationId: shipper.organization_id, allOrganizations: false };
const result = await createOrdersService(createOrdersRepository(store.db)).list(scope, scenario.input);
await store.close();

const serialize = serializerCompiler({ schema: ordersPage }) as (document: unknown) => string;
const fields = new Set(decodeURIComponent(WEB_LIST_FIELDS.split('=')[1]!).split(','));
const url = new URL(`http://127.0.0.1${scenario.path}${WEB_LIST_FIELDS}`);
const meta = { ...scenario.input.page, totalItems: result.total };
const page = (sparse: boolean) => {
  const { data, included } = presentOrders(result, scope, sparse ? fields : undefined);
  const document = collectionDocument(data, meta, url, included);
  return serialize(sparse ? markSparse(document) : document);
};

function cpuMicrosPerPage(sparse: boolean, times: number): number {
  for (let i = 0; i < 300; i += 1) page(sparse);
  const before = process.cpuUsage();
  for (let i = 0; i < times; i += 1) page(sparse);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / times;
}

for (const [name, sparse] of [
  ['every field', false],
  [`web list fields (${[...fields].join(',')})`, true],
] as const) {
  process.stdout.write(
    `${scenario.name}, ${name}: ${page(sparse).length} bytes, present + serialize ${cpuMicrosPerPage(sparse, 3000).toFixed(0)} µs CPU per page of ${result.orders.length}\n`,
  );
}
