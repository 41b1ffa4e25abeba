import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../seed/demo-users';
import { seedDemo } from '../seed/seed-demo';
import { openEmptyStore, testEngines } from '../test-support/test-stores';
import type { Store } from './database';

type Row = {
  organization_id: number;
  carrier: number;
  transport_mode: string;
  current_status: string;
  tour_status: string;
  n: number;
};

/** What order_counts says against what counting the orders says, both as sorted, non-zero rows. */
async function compare(store: Store) {
  // A key's count is the sum of its slots (migration 0025).
  const kept = await sql<Row>`
    SELECT organization_id, carrier_organization_id AS carrier, transport_mode, current_status, tour_status,
           sum(n)::int AS n
    FROM order_counts GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5`.execute(store.db);
  // The tour's status as the tours table says it, not as the orders' copy does: the copy is what is tested.
  const counted = await sql<Row>`
    SELECT o.organization_id, coalesce(o.carrier_organization_id, 0) AS carrier, o.transport_mode,
           o.current_status, coalesce(t.status, '') AS tour_status, count(*)::int AS n
    FROM orders o LEFT JOIN tours t ON t.id = o.tour_id
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`.execute(store.db);
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

  it("follows a tour's new status and an order moved to another tour", async () => {
    const tours = await store.db
      .selectFrom('tours')
      .select(['id', 'status'])
      .where('organization_id', '=', shipperId)
      .where('status', '<>', 'FINISHED')
      .limit(2)
      .execute();
    expect(tours).toHaveLength(2);
    await store.db.updateTable('tours').set({ status: 'FINISHED' }).where('id', '=', tours[0]!.id).execute();
    const moved = await store.db
      .selectFrom('orders')
      .select('id')
      .where('tour_id', '=', tours[0]!.id)
      .executeTakeFirstOrThrow();
    await store.db.updateTable('orders').set({ tour_id: tours[1]!.id }).where('id', '=', moved.id).execute();
    const { kept, counted } = await compare(store);
    expect(kept).toEqual(counted);
    const copies = await store.db
      .selectFrom('orders as o')
      .innerJoin('tours as t', 't.id', 'o.tour_id')
      .select(['o.tour_status', 't.status'])
      .where('o.tour_id', 'in', [tours[0]!.id, tours[1]!.id])
      .execute();
    expect(copies.length).toBeGreaterThan(1);
    for (const copy of copies) expect(copy.tour_status).toBe(copy.status);
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

  // PGlite has a single backend: two connections at once exist only on PostgreSQL.
  if (engine.name === 'PostgreSQL')
    it("lets one tenant's orders be created on two connections at once: neither waits for the other's commit", async () => {
      // Two backends whose process ids fall in different slots, as most connections of a pool do.
      const clients: pg.Client[] = [];
      const slotOf = async (client: pg.Client) =>
        Number((await client.query('SELECT pg_backend_pid() % 8 AS slot')).rows[0].slot);
      try {
        const connect = async () => {
          const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
          await client.connect();
          clients.push(client);
          return client;
        };
        const first = await connect();
        let second = await connect();
        while ((await slotOf(second)) === (await slotOf(first))) second = await connect();
        const insert = (client: pg.Client, reference: string) =>
          client.query(
            "INSERT INTO orders (organization_id, reference, transport_mode) VALUES ($1, $2, 'ftl')",
            [shipperId, reference],
          );
        await first.query('BEGIN');
        await insert(first, 'SLOT-OPEN');
        // With one counter row per key, this insert would wait for the open transaction and time out.
        await second.query("SET lock_timeout = '2s'");
        await insert(second, 'SLOT-COMMITTED');
        await first.query('COMMIT');
        const { kept, counted } = await compare(store);
        expect(kept).toEqual(counted);
      } finally {
        await Promise.all(clients.map((client) => client.end()));
      }
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
