import { describe, expect, it } from 'vitest';
import { encodeId } from '../../kernel/public-id';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { ORDER_INPUT_EXAMPLE } from '../orders/order-input-example';

type Resource = { id: string; type: string; attributes: Record<string, any>; relationships?: any };

describe.each(engines())('tour details on $name', (engine) => {
  const app = useCargolens(engine);
  const db = () => app.running.store.db;
  const as = (username: string) => app.tokenOf(username);
  const toursOf = async (username: string, query = '') =>
    app.api.collect<Resource>(`/api/tours?page[size]=100${query}`, await as(username));

  /** A tour of the shipper chartered to Transports Lefèvre. */
  async function charteredToCarrier() {
    const tours = await toursOf('shipper.admin', '&sort=reference');
    return tours.find(
      (t) => t.attributes.charteredName === DEMO_ORGANIZATIONS.carrier && t.attributes.chartering.isActive,
    )!;
  }

  it('gives a tour with its orders, stop points and events, by id and by reference alike', async () => {
    const tour = await charteredToCarrier();
    const token = await as('shipper.admin');
    const byId = await app.api.get(`/api/tours/${tour.id}`, token);
    expect(byId.status).toBe(200);
    const reference = encodeURIComponent(tour.attributes.reference);
    const byReference = await app.api.get(`/api/tours/reference/${reference}/details`, token);
    expect(byReference.status).toBe(200);
    expect(byReference.body).toEqual(byId.body);

    const { data, included } = byId.body;
    expect(data.attributes.reference).toBe(tour.attributes.reference);
    const ofType = (type: string) => included.filter((r: Resource) => r.type === type);
    expect(ofType('orders').map((o: Resource) => o.id)).toEqual(
      data.relationships.orders.data.map((r: Resource) => r.id),
    );
    const stops = ofType('stops');
    expect(stops.map((s: Resource) => s.attributes.sequence)).toEqual(
      stops.map((_: unknown, i: number) => i + 1),
    );
    expect(stops[0].attributes).toHaveProperty('plannedStart');
    expect(stops[0].attributes).toHaveProperty('completionState');
    expect(data.relationships.events.data).toEqual([]);
    expect(data.attributes.chartering).toMatchObject({
      organization: { name: DEMO_ORGANIZATIONS.carrier },
      isActive: true,
    });
    expect(data.attributes.chartering.agency.name).toBeTruthy();
  });

  it('says what each party may do: the shipper charters, the carrier pairs', async () => {
    const tour = await charteredToCarrier();
    const read = async (username: string) =>
      (await app.api.get(`/api/tours/${tour.id}`, await as(username))).body.data.attributes;
    const admin = await read('shipper.admin');
    expect(admin.chartering.permissions).toEqual(['READ', 'MODIFY']);
    expect(admin.pair.permissions).toEqual(['READ']);
    // Operators have no ORDER_CHARTERING in their profile.
    expect((await read('shipper.operator')).chartering.permissions).toEqual(['READ']);
    const carrier = await read('carrier.operator');
    expect(carrier.chartering.permissions).toEqual(['READ']);
    expect(carrier.pair.permissions).toEqual(['READ', 'MODIFY']);
    const backOffice = await read('backoffice.admin');
    expect(backOffice.chartering.permissions).toEqual(['READ', 'MODIFY']);
    expect(backOffice.pair.permissions).toEqual(['READ', 'MODIFY']);
  });

  it('answers 404 for a tour another organization owns or carries, by id and by reference', async () => {
    const tour = await charteredToCarrier();
    const reference = encodeURIComponent(tour.attributes.reference);
    for (const username of ['carrier2.operator', 'lsp.operator']) {
      const token = await as(username);
      const byId = await app.api.get(`/api/tours/${tour.id}`, token);
      expect(byId.status, username).toBe(404);
      expect(byId.body.errors[0].code).toBe('http.not_found');
      expect(JSON.stringify(byId.body)).not.toContain(tour.attributes.reference);
      const byReference = await app.api.get(`/api/tours/reference/${reference}/details`, token);
      expect(byReference.status, username).toBe(404);
    }
    const carriersOwn = (await toursOf('carrier.operator')).find(
      (t) => t.attributes.ownerName === DEMO_ORGANIZATIONS.carrier,
    )!;
    expect((await app.api.get(`/api/tours/${carriersOwn.id}`, await as('shipper.admin'))).status).toBe(404);
    expect((await app.api.get('/api/tours/not-an-id', await as('shipper.admin'))).status).toBe(404);
  });

  it('shows the carrier the tour chartered to it with its orders, and nothing of the shipper’s other orders', async () => {
    const tour = await charteredToCarrier();
    const seen = await app.api.get(`/api/tours/${tour.id}`, await as('carrier.operator'));
    expect(seen.status).toBe(200);
    const orders = seen.body.included.filter((r: Resource) => r.type === 'orders');
    expect(orders.length).toBe(tour.attributes.orderCount);
    for (const order of orders) {
      expect((await app.api.get(`/api/orders/${order.id}`, await as('carrier.operator'))).status).toBe(200);
    }
  });

  it('lists the tour’s events with who did what', async () => {
    const agency = await db()
      .selectFrom('agencies')
      .innerJoin('organizations', 'organizations.id', 'agencies.organization_id')
      .select(['agencies.id', 'agencies.name'])
      .where('organizations.name', '=', DEMO_ORGANIZATIONS.carrier)
      .orderBy('agencies.id')
      .executeTakeFirstOrThrow();
    const body = structuredClone(ORDER_INPUT_EXAMPLE) as any;
    body.data.attributes.reference = 'TOUR-EVENTS-1';
    body.data.attributes.carrier = { agency: encodeId(agency.id) };
    const created = await app.api.request('POST', '/api/orders', { token: await as('shipper.admin'), body });
    expect(created.status).toBe(201);
    const tourId = created.body.data.relationships.tour.data.id;
    const details = await app.api.get(`/api/tours/${tourId}`, await as('carrier.operator'));
    const events = details.body.included.filter((r: Resource) => r.type === 'tourEvents');
    expect(events).toHaveLength(1);
    expect(events[0].attributes).toMatchObject({
      name: 'chartering_requested',
      category: 'chartering',
      user: 'Claire Durand',
      actorOrganizationName: DEMO_ORGANIZATIONS.shipper,
      carrierName: agency.name,
    });
    expect(details.body.data.attributes.chartering).toMatchObject({ status: 'REQUESTED', isActive: true });
  });

  it('tells whether a tour reference exists in the caller’s organization (HEAD)', async () => {
    const tour = await charteredToCarrier();
    const path = (reference: string) => `/api/organization/tours/reference/${encodeURIComponent(reference)}`;
    const head = async (reference: string, username: string, query = '') =>
      (await app.api.request('HEAD', `${path(reference)}${query}`, { token: await as(username) })).status;
    expect(await head(tour.attributes.reference, 'shipper.admin')).toBe(200);
    expect(await head('NO-SUCH-TOUR', 'shipper.admin')).toBe(404);
    // Chartered to the carrier, but not the carrier's reference.
    expect(await head(tour.attributes.reference, 'carrier.operator')).toBe(404);
    const me = await app.api.get('/api/me', await as('shipper.admin'));
    const shipper = me.body.data.relationships.organization.data.id as string;
    expect(await head(tour.attributes.reference, 'backoffice.admin', `?organization=${shipper}`)).toBe(200);
    expect(await head(tour.attributes.reference, 'carrier.operator', `?organization=${shipper}`)).toBe(403);
  });

  it('refuses tour details, not the list, to an organization with BLOCK_TOUR_DETAILS_ACCESS', async () => {
    const [tour] = await toursOf('lsp.operator');
    const organization = db().updateTable('organizations').where('name', '=', DEMO_ORGANIZATIONS.lsp);
    const { features } = await db()
      .selectFrom('organizations')
      .select('features')
      .where('name', '=', DEMO_ORGANIZATIONS.lsp)
      .executeTakeFirstOrThrow();
    await organization.set({ features: [...features, 'BLOCK_TOUR_DETAILS_ACCESS'] }).execute();
    try {
      const blocked = await app.api.get(`/api/tours/${tour!.id}`, await as('lsp.operator'));
      expect(blocked.status).toBe(403);
      expect(blocked.body.errors[0].code).toBe('http.access_denied_error');
      const reference = encodeURIComponent(tour!.attributes.reference);
      const byReference = await app.api.get(
        `/api/tours/reference/${reference}/details`,
        await as('lsp.operator'),
      );
      expect(byReference.status).toBe(403);
      expect((await app.api.get('/api/tours', await as('lsp.operator'))).status).toBe(200);
      expect((await app.api.get(`/api/tours/${tour!.id}`, await as('backoffice.admin'))).status).toBe(200);
    } finally {
      await organization.set({ features }).execute();
    }
  });
});
