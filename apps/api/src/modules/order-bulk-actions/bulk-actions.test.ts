import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { BULK_ACTION_EXAMPLE } from './bulk-action-example';

type Order = { id: string; attributes: Record<string, any> };

const bulk = (action: string, orderIds: string[], tag?: string) => ({
  data: {
    type: 'orderBulkActions',
    attributes: { action },
    relationships: {
      orders: { data: orderIds.map((id) => ({ type: 'orders', id })) },
      ...(tag ? { tag: { data: { type: 'tags', id: tag } } } : {}),
    },
  },
});

describe.each(engines())('bulk actions on orders on $name', (engine) => {
  const app = useCargolens(engine);
  const run = async (username: string, body: unknown) =>
    app.api.request('POST', '/api/orders/bulk-actions', { token: await app.tokenOf(username), body });
  const order = async (id: string) =>
    (await app.api.get(`/api/orders/${id}`, await app.tokenOf('backoffice.admin'))).body.data as Order;
  const tagId = async (username: string, label: string) =>
    (await app.api.collect<any>('/api/tags?page[size]=100', await app.tokenOf(username))).find(
      (t) => t.attributes.label === label,
    )!.id as string;
  const ordersOf = async (username: string, query = '') =>
    app.api.collect<Order>(`/api/orders?page[size]=100&sort=createdAt${query}`, await app.tokenOf(username));
  const labels = (o: Order) => o.attributes.tags.map((t: { label: string }) => t.label);

  it('runs its documented example: the demo shipper tags its two oldest orders', async () => {
    const oldest = (await ordersOf('shipper.admin')).slice(0, 2).map((o) => o.id);
    const ids = BULK_ACTION_EXAMPLE.data.relationships.orders.data.map((o) => o.id);
    expect(ids, 'the example names the demo shipper’s two oldest orders').toEqual(oldest);
    expect(BULK_ACTION_EXAMPLE.data.relationships.tag.data.id).toBe(await tagId('shipper.admin', 'Fragile'));
    const before = await order(ids[0]!);
    const response = await run('shipper.admin', BULK_ACTION_EXAMPLE);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      action: 'addTag',
      done: 2,
      unchanged: 0,
      failed: 0,
    });
    expect(response.body.data.attributes.results.map((r: any) => r.order)).toEqual(ids);
    const after = await order(ids[0]!);
    expect(labels(after)).toContain('Fragile');
    expect(after.attributes.version).toBe(before.attributes.version + 1);
    const again = await run('shipper.admin', BULK_ACTION_EXAMPLE);
    expect(again.body.data.attributes).toMatchObject({ done: 0, unchanged: 2, failed: 0 });
    expect((await order(ids[0]!)).attributes.version).toBe(after.attributes.version);
  });

  it('takes a tag off for those who administrate tags only', async () => {
    const [first] = (await ordersOf('shipper.admin')).slice(0, 1);
    const urgent = await tagId('shipper.admin', 'Urgent');
    await run('shipper.operator', bulk('addTag', [first!.id], urgent));
    expect(labels(await order(first!.id))).toContain('Urgent');
    const refused = await run('shipper.operator', bulk('removeTag', [first!.id], urgent));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].source).toEqual({ pointer: '/data/relationships/tag/data/id' });
    const removed = await run('shipper.admin', bulk('removeTag', [first!.id], urgent));
    expect(removed.body.data.attributes.done).toBe(1);
    expect(labels(await order(first!.id))).not.toContain('Urgent');
  });

  it.each([
    ['an automatically assigned tag', 'Température dirigée', 403, 'http.access_denied_error'],
    ['a tag of another organization', 'carrier', 400, 'validation.unknown_identifier'],
  ])('refuses %s as a whole, changing nothing', async (_what, label, status, code) => {
    const [first] = await ordersOf('shipper.admin');
    const tag =
      label === 'carrier'
        ? (await app.api.collect<any>('/api/tags', await app.tokenOf('carrier.admin')))[0].id
        : await tagId('shipper.admin', label);
    const response = await run('shipper.admin', bulk('addTag', [first!.id], tag));
    expect(response.status).toBe(status);
    expect(response.body.errors[0].code).toBe(code);
    expect((await order(first!.id)).attributes.version).toBe(first!.attributes.version);
  });

  it('reports per order what it could not change, and changes the others', async () => {
    const carried = (await ordersOf('carrier.operator')).find(
      (o) => o.attributes.ownerName !== DEMO_ORGANIZATIONS.carrier,
    )!;
    const own = (await ordersOf('carrier.operator')).find(
      (o) => o.attributes.ownerName === DEMO_ORGANIZATIONS.carrier && !o.attributes.cancelledAt,
    );
    const foreign = (await ordersOf('shipper.admin')).find(
      (o) => !o.attributes.charteredName?.includes('Lefèvre'),
    )!;
    const tag = (await app.api.collect<any>('/api/tags', await app.tokenOf('carrier.admin')))[0].id as string;
    const ids = [carried.id, foreign.id, 'nonsense', ...(own ? [own.id] : [])];
    const response = await run('carrier.admin', bulk('addTag', ids, tag));
    expect(response.status).toBe(200);
    const results = response.body.data.attributes.results;
    expect(results.slice(0, 3)).toEqual([
      expect.objectContaining({
        order: carried.id,
        outcome: 'failed',
        error: expect.objectContaining({ status: '404' }),
      }),
      expect.objectContaining({
        order: foreign.id,
        outcome: 'failed',
        error: expect.objectContaining({ status: '404' }),
      }),
      expect.objectContaining({
        order: 'nonsense',
        outcome: 'failed',
        error: expect.objectContaining({ code: 'http.not_found' }),
      }),
    ]);
    if (own) expect(results[3]).toMatchObject({ order: own.id, outcome: 'done', error: null });
    expect(labels(await order(carried.id))).toEqual(carried.attributes.tags.map((t: any) => t.label));
  });

  it('cancels through the orders-in use case, after which tagging fails for those orders', async () => {
    const open = (await ordersOf('shipper.admin', '&filter[status]=ORDER_CONFIRMED')).slice(0, 2);
    const ids = open.map((o) => o.id);
    const cancelled = await run('shipper.operator', bulk('cancel', ids));
    expect(cancelled.body.data.attributes).toMatchObject({ action: 'cancel', done: 2, failed: 0 });
    for (const id of ids) {
      const after = await order(id);
      expect(after.attributes.currentStatus).toBe('CANCEL_ORDER');
      expect(after.attributes.cancelledAt).not.toBeNull();
    }
    const tagged = await run('shipper.admin', bulk('addTag', ids, await tagId('shipper.admin', 'Export')));
    expect(tagged.body.data.attributes.results.map((r: any) => r.error?.code)).toEqual([
      'order.cancelled_error',
      'order.cancelled_error',
    ]);
  });

  it('lets the back office act for each order’s owner, with that owner’s tags only', async () => {
    const shipperOrder = (await ordersOf('shipper.admin'))[5]!;
    const carrierOrder = (await ordersOf('carrier.admin')).find(
      (o) => o.attributes.ownerName === DEMO_ORGANIZATIONS.carrier,
    );
    const tag = await tagId('shipper.admin', 'Export');
    const ids = [shipperOrder.id, ...(carrierOrder ? [carrierOrder.id] : [])];
    const response = await run('backoffice.admin', bulk('addTag', ids, tag));
    expect(response.body.data.attributes.results[0]).toMatchObject({ outcome: 'done' });
    if (carrierOrder)
      expect(response.body.data.attributes.results[1].error.code).toBe('validation.unknown_identifier');
  });

  it.each([
    [bulk('archive', ['pAPzhFqW']), '/data/attributes/action'],
    [bulk('addTag', []), '/data/relationships/orders/data'],
    [
      bulk(
        'addTag',
        Array.from({ length: 101 }, () => 'pAPzhFqW'),
        'x',
      ),
      '/data/relationships/orders/data',
    ],
    [bulk('addTag', ['pAPzhFqW']), '/data/relationships/tag'],
  ])('answers %j with a 400 at its pointer', async (body, pointer) => {
    const response = await run('shipper.admin', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toEqual({ pointer });
  });
});
