import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../seed/demo-users';
import { seedDemo } from '../seed/seed-demo';
import { openEmptyStore, testEngines } from '../seed/test-stores';
import type { Store } from './database';

type Row = {
  organization_id: number;
  carrier: number;
  transport_mode: string;
  current_status: string;
  n: number;
};

/** What order_counts says against what counting the orders says, both as sorted, non-zero rows. */
async function compare(store: Store) {
  const kept = await sql<Row>`
    SELECT organization_id, carrier_organization_id AS carrier, transport_mode, current_status, n::int AS n
    FROM order_counts WHERE n <> 0 ORDER BY 1, 2, 3, 4`.execute(store.db);
  const counted = await sql<Row>`
    SELECT organization_id, coalesce(carrier_organization_id, 0) AS carrier, transport_mode, current_status,
           count(*)::int AS n
    FROM orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`.execute(store.db);
  return { kept: kept.rows, counted: counted.rows };
}

describe.each(testEngines)('order_counts on $name', (engine) => {
  let store: Store;
  let shipperId: number;
  let carrierId: number;
  beforeAll(async () => {
    store = await openEmptyStore(engine);
    await seedDemo(store.db, { now: new Date('2026-04-15T09:30:00Z') });
    const orgs = await store.db.selectFrom('organizations').select(['id', 'name']).execute();
    shipperId = orgs.find((o) => o.name === DEMO_ORGANIZATIONS.shipper)!.id;
    carrierId = orgs.find((o) => o.name !== DEMO_ORGANIZATIONS.shipper)!.id;
  });
  afterAll(() => store?.close());

  it('matches the orders after the demo seed', async () => {
    const { kept, counted } = await compare(store);
    expect(counted.length).toBeGreaterThan(5);
    expect(kept).toEqual(counted);
  });

  it('follows status, mode and carrier changes, a carrier removed, and deletions', async () => {
    const ids = (
      await store.db
        .selectFrom('orders')
        .select('id')
        .where('organization_id', '=', shipperId)
        .limit(6)
        .execute()
    ).map((r) => r.id);
    await store.db
      .updateTable('orders')
      .set({ current_status: 'CON_UNLOAD' })
      .where('id', 'in', ids)
      .execute();
    await store.db.updateTable('orders').set({ transport_mode: 'rail' }).where('id', '=', ids[0]!).execute();
    await store.db
      .updateTable('orders')
      .set({ carrier_organization_id: carrierId })
      .where('id', 'in', ids.slice(1, 3))
      .execute();
    await store.db
      .updateTable('orders')
      .set({ carrier_organization_id: null })
      .where('id', '=', ids[3]!)
      .execute();
    // An update that moves nothing the counts key on changes nothing.
    await store.db.updateTable('orders').set({ comments: 'checked' }).where('id', 'in', ids).execute();
    await store.db.deleteFrom('orders').where('id', 'in', ids.slice(4)).execute();
    const { kept, counted } = await compare(store);
    expect(kept).toEqual(counted);
  });

  it('stays exact when several transactions write orders of one tenant at once', async () => {
    await Promise.all(
      Array.from({ length: 4 }, (_, writer) =>
        store.db.transaction().execute(async (trx) => {
          for (let batch = 0; batch < 3; batch++) {
            await trx
              .insertInto('orders')
              .values(
                Array.from({ length: 25 }, (_, i) => ({
                  organization_id: shipperId,
                  carrier_organization_id: i % 2 ? carrierId : null,
                  reference: `CONCURRENT-${writer}-${batch}-${i}`,
                  transport_mode: 'ftl',
                })),
              )
              .execute();
          }
          await trx
            .updateTable('orders')
            .set({ current_status: 'DRIVING_TO_LOAD' })
            .where('reference', 'like', `CONCURRENT-${writer}-0-%`)
            .execute();
        }),
      ),
    );
    const { kept, counted } = await compare(store);
    expect(kept).toEqual(counted);
  });

  it('undoes the change of a transaction rolled back', async () => {
    const before = await compare(store);
    await store.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('orders')
          .set({ current_status: 'CANCEL_ORDER' })
          .where('organization_id', '=', shipperId)
          .execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await compare(store)).kept).toEqual(before.kept);
  });
});
