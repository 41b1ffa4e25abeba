// The data set of bench:api and of explain.ts: the demo, plus `count` orders for the demo shipper, analysed.
import { openStore } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { DEMO_ORGANIZATIONS } from '../../apps/api/src/seed/demo-users';
import { seedBulkOrders } from '../../apps/api/src/seed/seed-bulk-orders';
import { seedDemo } from '../../apps/api/src/seed/seed-demo';

/** Seeds an empty store and returns the shipper's id. */
export async function seedBenchStore(
  storeOptions: { dataDir: string; databaseUrl?: string },
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  const store = await openStore(storeOptions);
  await migrate(store);
  await seedDemo(store.db, { now: new Date() });
  const shipper = await store.db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', DEMO_ORGANIZATIONS.shipper)
    .executeTakeFirstOrThrow();
  await seedBulkOrders(store.db, { organizationId: shipper.id, count, now: new Date(), onProgress });
  // Statistics and visibility map as autovacuum would leave them on a server (PGlite has no autovacuum).
  await store.execScript('VACUUM ANALYZE');
  await store.close();
  return shipper.id;
}
