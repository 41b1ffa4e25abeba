import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { listReader } from '../../test-support/list-reader';

type Order = { id: string; attributes: Record<string, any>; relationships: Record<string, any> };

describe.each(engines())('orders on $name', (engine) => {
  const app = useCargolens(engine);
  const all = listReader<Order>(app, '/api/orders');

  it('filters on status and transport mode', async () => {
    const everything = await all('');
    const status = everything[0]!.attributes.currentStatus as string;
    const byStatus = await all(`filter[status]=${status}`);
    expect(byStatus.length).toBe(everything.filter((o) => o.attributes.currentStatus === status).length);
    const modes = await all('filter[transportMode]=ftl,ltl');
    expect(modes.length).toBe(
      everything.filter((o) => ['ftl', 'ltl'].includes(o.attributes.transportMode)).length,
    );
    expect(modes.length).toBeGreaterThan(0);
  });

  it('filters on tags (every tag listed) and tour status', async () => {
    const everything = await all('');
    const tagged = everything.find((o) => o.attributes.tags.length >= 2)!;
    const [a, b] = tagged.attributes.tags.map((t: { label: string }) => t.label);
    const both = await all(`filter[tags]=${encodeURIComponent(`${a},${b}`)}`);
    const labels = (o: Order) => o.attributes.tags.map((t: { label: string }) => t.label);
    expect(both.map((o) => o.id)).toContain(tagged.id);
    expect(both.every((o) => labels(o).includes(a) && labels(o).includes(b))).toBe(true);
    expect(both.length).toBe(everything.filter((o) => labels(o).includes(a) && labels(o).includes(b)).length);
    expect(await all('filter[tags]=no-such-tag')).toHaveLength(0);
    const finished = await all('filter[tourStatus]=FINISHED');
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((o) => o.attributes.tourStatus === 'FINISHED')).toBe(true);
  });

  // Totals come from order_counts for status and mode filters and from the rows otherwise: both must say
  // exactly how many orders the pages hold, for an owner, a carrier and the back office.
  it.each([
    ['shipper.admin', ''],
    ['shipper.admin', 'filter[transportMode]=ftl,ltl'],
    ['carrier.operator', ''],
    ['carrier.operator', 'filter[status]=DRIVING_TO_LOAD,ARR_UNLOAD,ORDER_CREATED'],
    ['carrier2.operator', 'filter[transportMode]=ftl&filter[status]=DRIVING_TO_UNLOAD'],
    ['backoffice.admin', ''],
    ['backoffice.admin', 'filter[transportMode]=ftl'],
    ['shipper.admin', 'filter[tourStatus]=FINISHED'],
    ['carrier.operator', 'filter[tourStatus]=IN_PROGRESS,NOT_STARTED&filter[transportMode]=ftl'],
    // Searches are counted from the rows, or from the last page when it is not full.
    ['shipper.admin', 'filter[search]=MDI-2026'],
    ['shipper.admin', 'filter[search]=MDI-2026-00010'],
    ['shipper.admin', 'filter[search]=MDI-2026-000101'],
  ])('reports as totalItems the number of orders %s pages through with %s', async (username, query) => {
    const token = await app.tokenOf(username);
    const first = await app.api.get(`/api/orders?page[size]=7${query ? `&${query}` : ''}`, token);
    const every = await all(query, username);
    expect(first.body.meta.totalItems).toBe(every.length);
    expect(first.body.meta.totalPages).toBe(Math.max(1, Math.ceil(every.length / 7)));
    expect(new Set(every.map((o) => o.id)).size).toBe(every.length);
  });

  it('counts one organization for the back office when it filters on it', async () => {
    const me = await app.api.get('/api/me?include=organization', await app.tokenOf('shipper.admin'));
    const organization = me.body.data.relationships.organization.data.id as string;
    const name = me.body.included.find((r: any) => r.type === 'organizations').attributes.name as string;
    const owned = (await all('', 'shipper.admin')).filter((o) => o.attributes.ownerName === name);
    expect(owned.length).toBeGreaterThan(0);
    const token = await app.tokenOf('backoffice.admin');
    const page = await app.api.get(`/api/orders?page[size]=5&filter[organization]=${organization}`, token);
    expect(page.body.meta.totalItems).toBe(owned.length);
  });

  // Fragments of three characters or more are answered from the trigram index (migration 0004), shorter ones
  // by reading the orders: the matches must be the same either way.
  it.each([2, 3, 7])(
    'finds exactly the orders whose references contain a %i-character fragment',
    async (length) => {
      const everything = await all('');
      const fragment = (everything[3]!.attributes.reference as string).slice(-length).toUpperCase();
      const refs = (o: Order) =>
        [
          o.attributes.reference,
          o.attributes.clientReference,
          o.attributes.consignmentReference,
          o.attributes.bookingReference,
        ].map((r) => String(r ?? '').toUpperCase());
      const expected = everything.filter((o) => refs(o).some((r) => r.includes(fragment))).map((o) => o.id);
      const found = await all(`filter[search]=${encodeURIComponent(fragment.toLowerCase())}`);
      expect(found.map((o) => o.id).sort()).toEqual(expected.sort());
    },
  );

  it('searches references case-insensitively', async () => {
    const [order] = await all('');
    const fragment = (order!.attributes.reference as string).slice(-6).toLowerCase();
    const found = await all(`filter[search]=${encodeURIComponent(fragment)}`);
    expect(found.map((o) => o.id)).toContain(order!.id);
    expect(
      found.every((o) =>
        [
          o.attributes.reference,
          o.attributes.clientReference,
          o.attributes.consignmentReference,
          o.attributes.bookingReference,
        ].some((r) =>
          String(r ?? '')
            .toLowerCase()
            .includes(fragment),
        ),
      ),
    ).toBe(true);
    const consignment = order!.attributes.consignmentReference as string;
    expect((await all(`filter[search]=${encodeURIComponent(consignment)}`)).map((o) => o.id)).toContain(
      order!.id,
    );
  });

  it('answers only the fields asked for with fields[orders], the same orders in the same order', async () => {
    const token = await app.tokenOf('shipper.admin');
    const query = '/api/orders?page[size]=5&sort=-createdAt&include=goods';
    const full = (await app.api.get(query, token)).body as {
      data: Order[];
      meta: object;
      included: object[];
    };
    const sparse = await app.api.get(`${query}&fields[orders]=reference,departure,tags,goods`, token);
    expect(sparse.status).toBe(200);
    const body = sparse.body as { data: Order[]; meta: object; included: object[] };
    expect(body.meta).toEqual(full.meta);
    expect(body.included).toEqual(full.included);
    expect(body.data).toEqual(
      full.data.map((order) => ({
        type: 'orders',
        id: order.id,
        attributes: {
          reference: order.attributes.reference,
          departure: order.attributes.departure,
          tags: order.attributes.tags,
        },
        relationships: { goods: order.relationships.goods },
      })),
    );
    const unknown = await app.api.get('/api/orders?fields[orders]=reference,password', token);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: [{ source: { parameter: 'fields[orders]' } }] });
  });

  it.each([
    ['reference', (o: Order) => o.attributes.reference as string, 1],
    ['-reference', (o: Order) => o.attributes.reference as string, -1],
    ['createdAt', (o: Order) => o.attributes.createdAt as string, 1],
    ['-departureDate', (o: Order) => (o.attributes.departure?.plannedStart ?? '') as string, -1],
    ['arrivalDate', (o: Order) => (o.attributes.arrival?.plannedStart ?? '') as string, 1],
  ] as const)('sorts on %s', async (sort, key, direction) => {
    const orders = (await all(`sort=${sort}`)).filter((o) => key(o) !== '');
    const keys = orders.map(key);
    const sorted = [...keys].sort((x, y) => direction * (x < y ? -1 : x > y ? 1 : 0));
    expect(keys).toEqual(sorted);
  });

  it('returns one order with its stops, tour and goods included', async () => {
    const [first] = await all('filter[tourStatus]=IN_PROGRESS');
    const token = await app.tokenOf('shipper.admin');
    const response = await app.api.get(`/api/orders/${first!.id}?include=stops,tour,goods`, token);
    expect(response.status).toBe(200);
    const order = response.body.data;
    const stops = response.body.included.filter((r: { type: string }) => r.type === 'stops');
    expect(order.relationships.stops.data.map((s: { id: string }) => s.id)).toEqual(
      stops.map((s: { id: string }) => s.id),
    );
    expect(stops.map((s: any) => s.attributes.activity)).toEqual(
      expect.arrayContaining(['LOADING', 'UNLOADING']),
    );
    const sequences = stops.map((s: any) => s.attributes.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    const tour = response.body.included.find((r: { type: string }) => r.type === 'tours');
    expect(tour.attributes.status).toBe('IN_PROGRESS');
    expect(tour.attributes.reference).toBe(order.attributes.tourReference);
    expect(response.body.included.some((r: { type: string }) => r.type === 'goods')).toBe(true);
  });

  it('derives stop states with the domain rules: finished tours are done, orders driving to unload have left loading', async () => {
    const token = await app.tokenOf('shipper.admin');
    const stopsOf = async (order: Order) =>
      (await app.api.get(`/api/orders/${order.id}?include=stops`, token)).body.included.filter(
        (r: { type: string }) => r.type === 'stops',
      );
    for (const order of (await all('filter[tourStatus]=FINISHED')).slice(0, 5)) {
      for (const stop of await stopsOf(order)) {
        if (stop.attributes.isSkipped) continue;
        expect(stop.attributes.completionState.isDone).toBe(true);
        expect(stop.attributes.summaryState).toBe('FINISHED');
        expect(stop.attributes.isNextStop).toBe(false);
      }
    }
    const running = (await all('filter[tourStatus]=IN_PROGRESS')).filter(
      (o) => o.attributes.currentStatus === 'DRIVING_TO_UNLOAD',
    );
    expect(running.length).toBeGreaterThan(0);
    for (const order of running) {
      const [loading, delivery] = await stopsOf(order);
      expect(loading.attributes.summaryState).toBe('FINISHED');
      expect(delivery.attributes.completionState.isDone).toBe(false);
      expect(['On time', 'Late', 'Tolerable delay', 'ETA not available']).toContain(
        delivery.attributes.delayState,
      );
    }
  });

  it('answers 404 for an id that does not exist or is malformed', async () => {
    const token = await app.tokenOf('shipper.admin');
    for (const id of ['zzzzzzzz', 'not-an-id', '12', 'doesNotExist', 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8Yz']) {
      const response = await app.api.get(`/api/orders/${id}`, token);
      expect(response.status).toBe(404);
      expect(response.body.errors[0].code).toBe('http.not_found');
    }
  });
});
