// The data set of bench:api and of explain.ts: the demo, plus `count` orders for the demo shipper, analysed.
// A store kept from an earlier run is topped up to `count` bulk orders instead of being seeded again.
import { openStore } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { DEMO_ORGANIZATIONS } from '../../apps/api/src/seed/demo-users';
import { seedBulkOrders } from '../../apps/api/src/seed/seed-bulk-orders';
import { seedDemo } from '../../apps/api/src/seed/seed-demo';

/** Seeds (or tops up) a store and returns the shipper's id. */
export async function seedBenchStore(
  storeOptions: { dataDir: string; databaseUrl?: string },
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  const store = await openStore(storeOptions);
  try {
    await migrate(store);
    const findShipper = () =>
      store.db.selectFrom('organizations').select('id').where('name', '=', DEMO_ORGANIZATIONS.shipper);
    if (!(await findShipper().executeTakeFirst())) await seedDemo(store.db, { now: new Date() });
    const shipper = await findShipper().executeTakeFirstOrThrow();
    const existing = await store.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_id', '=', shipper.id)
      .where('reference', 'like', 'BENCH-%')
      .executeTakeFirstOrThrow();
    const missing = count - Number(existing.n);
    if (missing > 0) {
      await seedBulkOrders(store.db, {
        organizationId: shipper.id,
        count: missing,
        now: new Date(),
        onProgress,
      });
      // Statistics and visibility map as autovacuum would leave them on a server (PGlite has no autovacuum).
      await store.execScript('VACUUM ANALYZE');
    }
    return shipper.id;
  } finally {
    await store.close();
  }
}
