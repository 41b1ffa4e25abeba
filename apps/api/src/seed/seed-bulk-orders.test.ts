import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/database';
import { countRows, openEmptyStore, testEngines } from '../test-support/test-stores';
import { DEMO_ORGANIZATIONS } from './demo-users';
import { seedBulkOrders } from './seed-bulk-orders';
import { seedDemo } from './seed-demo';

const now = new Date('2026-04-15T09:30:00Z');

describe.each(testEngines)('seedBulkOrders on $name', (engine) => {
  let store: Store;
  beforeAll(async () => {
    store = await openEmptyStore(engine);
    await seedDemo(store.db, { now });
  });
  afterAll(() => store?.close());

  it('adds the requested orders, each with two stops, and keeps references unique across runs', async () => {
    const shipper = await store.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', DEMO_ORGANIZATIONS.shipper)
      .executeTakeFirstOrThrow();
    const before = await countRows(store);
    const progress: number[] = [];
    await seedBulkOrders(store.db, {
      organizationId: shipper.id,
      count: 2_000,
      now,
      onProgress: (done) => progress.push(done),
    });
    await seedBulkOrders(store.db, { organizationId: shipper.id, count: 500, now });
    const after = await countRows(store);
    expect(after.orders - before.orders).toBe(2_500);
    expect(after.order_stops - before.order_stops).toBe(5_000);
    expect(after.goods).toBeGreaterThan(before.goods + 2_500 - 1);
    expect(progress.at(-1)).toBe(2_000);
    const bench = await sql<{ n: number; last: string; statuses: number }>`
      SELECT count(*)::int AS n, max(reference) AS last, count(DISTINCT current_status)::int AS statuses
      FROM orders WHERE reference LIKE 'BENCH-%'`.execute(store.db);
    expect(bench.rows[0]).toEqual({ n: 2_500, last: 'BENCH-002500', statuses: expect.any(Number) });
    expect(bench.rows[0]!.statuses).toBeGreaterThanOrEqual(6);
  });

  it('seeds an organization that has no places or carriers yet', async () => {
    const org = await store.db
      .insertInto('organizations')
      .values({ name: 'Bench Empty Org', profile: 'shipper' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedBulkOrders(store.db, { organizationId: org.id, count: 300, now });
    const orders = await store.db
      .selectFrom('orders')
      .select(['carrier_organization_id'])
      .where('organization_id', '=', org.id)
      .execute();
    expect(orders).toHaveLength(300);
  });
});
