import { describe, expect, it } from 'vitest';
import { decodeId, encodeId } from '../../kernel/public-id';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';
import { ORDER_INPUT_EXAMPLE } from './order-input-example';

type Attributes = Record<string, any>;

/** The documented example under another reference, with changes applied to its attributes. */
function orderBody(reference: string, change: (attributes: Attributes) => void = () => {}) {
  const body = structuredClone(ORDER_INPUT_EXAMPLE) as unknown as { data: { attributes: Attributes } };
  body.data.attributes.reference = reference;
  change(body.data.attributes);
  return body;
}

describe.each(engines())('orders-in on $name', (engine) => {
  let statements: string[] | undefined;
  // The import and export workers poll their queues meanwhile; on a loaded machine a poll can fall inside a
  // counted request, and it is not the request's round trip. The import worker is off; the export worker's
  // polls are left out of the count, with the BEGIN and COMMIT of the transaction it claims in (just before
  // and after its statement: PGlite runs one transaction at a time).
  let lastStatement = '';
  let inWorkerTransaction = false;
  const app = useCargolens(engine, {
    env: () => ({ IMPORT_WORKER: 'false' }),
    onStatement: (sql) => {
      const previous = lastStatement;
      lastStatement = sql;
      if (/\bexport_tasks\b/.test(sql)) {
        if (previous === 'begin') {
          inWorkerTransaction = true;
          if (statements?.at(-1) === 'begin') statements.pop();
        }
        return;
      }
      if (inWorkerTransaction && (sql === 'commit' || sql === 'rollback')) {
        inWorkerTransaction = false;
        return;
      }
      statements?.push(sql);
    },
  });
  const db = () => app.running.store.db;
  const post = async (body: unknown, username = 'shipper.admin', query = '') =>
    app.api.request('POST', `/api/orders${query}`, { token: await app.tokenOf(username), body });
  const orderCount = async () =>
    Number(
      (
        await db()
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setFeatures = (organization: string, features: string[]) =>
    db().updateTable('organizations').set({ features }).where('name', '=', organization).execute();

  it('creates the documented example with its stops, goods, handling units and preferred price', async () => {
    const response = await post(ORDER_INPUT_EXAMPLE);
    expect(response.status).toBe(201);
    expect(response.headers.get('etag')).toBe('"1"');
    const order = response.body.data;
    expect(order.attributes).toMatchObject({
      reference: 'MDI-2026-EX-0001',
      currentStatus: 'ORDER_CREATED',
      transportMode: 'ftl',
      tourReference: 'MDI-2026-EX-0001',
      price: { type: 'TO_BE_PAID', amount: 1240, currency: 'EUR' },
      departure: { town: 'Lyon', timezone: 'Europe/Paris', plannedStart: '2026-12-01T06:00:00.000Z' },
      arrival: { town: 'Lesquin', plannedStart: '2026-12-01T15:00:00.000Z' },
    });
    expect(order.attributes.handlingUnits[0]).toMatchObject({ trackingBarcode: '00312345600000000019' });
    const stops = response.body.included.filter((r: { type: string }) => r.type === 'stops');
    expect(
      stops.map((s: { attributes: Attributes }) => [s.attributes.stopType, s.attributes.activity]),
    ).toEqual([
      ['loading', 'LOADING'],
      ['delivery', 'UNLOADING'],
    ]);
    expect(stops[1].attributes).toMatchObject({ appointmentState: 'is_taken', activityTime: 30 });
    expect(stops[0].attributes.instruction).toBe('Quai 4, présenter le bon de chargement');
    const listed = await app.api.get(
      `/api/orders/${order.id}?include=goods`,
      await app.tokenOf('shipper.admin'),
    );
    expect(listed.body.included.map((g: { attributes: Attributes }) => g.attributes.quantity)).toEqual([12]);
  });

  it('creates an order in the same few round trips whatever its size', async () => {
    const counted = async (reference: string, change: (a: Attributes) => void) => {
      const token = await app.tokenOf('shipper.admin');
      statements = [];
      const response = await app.api.request('POST', '/api/orders', {
        token,
        body: orderBody(reference, change),
      });
      const sent = statements;
      statements = undefined;
      expect(response.status).toBe(201);
      return sent;
    };
    const small = await counted('ROUND-TRIPS-1', (a) => {
      a.goods = a.goods.slice(0, 1);
    });
    const large = await counted('ROUND-TRIPS-2', (a) => {
      a.stops.splice(1, 0, ...[1, 2, 3].map(() => structuredClone(a.stops[1])));
      a.goods = Array.from({ length: 8 }, () => structuredClone(a.goods[0]));
    });
    // What the write decides on, then tour, stops, order and children in one statement (decision 0161) that
    // commits on its own, with no BEGIN or COMMIT (decision 0206); then the order read back as GET shows it:
    // its details, then its stops and, in one statement, its goods, tour, aggregate and prices (decision 0171).
    expect([small.length, large.length]).toEqual([5, 5]);
    expect(small.filter((sql) => sql === 'begin' || sql === 'commit')).toEqual([]);
    // The same texts whatever the size (decision 0170): each connection prepares them once, and the rows
    // travel as one JSON parameter per table instead of a parameter per cell. (Sorted: the two reads after the
    // details run side by side and are logged as they finish.)
    expect(large.sort()).toEqual(small.sort());
    // The order took its new tour's status (a trigger reads the tour row): the list finds it by that status.
    const listed = await app.api.get(
      '/api/orders?filter[search]=ROUND-TRIPS-&filter[tourStatus]=NOT_STARTED',
      await app.tokenOf('shipper.admin'),
    );
    expect(listed.body.data.map((o: { attributes: Attributes }) => o.attributes.reference).sort()).toEqual([
      'ROUND-TRIPS-1',
      'ROUND-TRIPS-2',
    ]);
  });

  it('answers with a receipt only when the client prefers return=minimal, and the receipt addresses the order', async () => {
    const token = await app.tokenOf('shipper.admin');
    const minimal = { prefer: 'return=minimal' };
    const body = orderBody('MINIMAL-1');
    statements = [];
    const created = await app.api.request('POST', '/api/orders', { token, body, headers: minimal });
    const count = statements.length;
    statements = undefined;
    expect(created.status).toBe(201);
    expect(created.headers.get('preference-applied')).toBe('return=minimal');
    expect(created.headers.get('etag')).toBe('"1"');
    // The write alone, its context then its one statement: nothing is read back.
    expect(count).toBe(2);
    const receipt = created.body.data;
    expect(created.body.included).toBeUndefined();
    expect(receipt.attributes).toEqual({ reference: 'MINIMAL-1', version: 1 });
    expect(created.headers.get('location')).toBe(receipt.links.self);
    expect(receipt.links.self).toMatch(new RegExp(`/api/orders/${receipt.id}$`));

    const read = await app.api.get(new URL(receipt.links.self).pathname, token);
    expect(read.body.data.attributes).toMatchObject({ reference: 'MINIMAL-1', version: 1 });

    // Sent again, unchanged: the same order at the same version, among other preferences.
    const again = await app.api.request('POST', '/api/orders', {
      token,
      body,
      headers: { prefer: 'respond-async, return=minimal; x=1' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: receipt.id, attributes: { version: 1 } });

    // Replaced: the receipt gives the version the next If-Match needs.
    const changed = orderBody('MINIMAL-1', (a) => (a.comments = 'Replaced'));
    const replaced = await app.api.request('PUT', `/api/orders/${receipt.id}`, {
      token,
      body: changed,
      headers: { ...minimal, 'if-match': '"1"' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('location')).toBeNull();
    expect(replaced.body.data.attributes.version).toBe(2);
    const after = await app.api.get(`/api/orders/${receipt.id}`, token);
    expect(after.body.data.attributes.version).toBe(2);

    // Without the preference, the full order as before.
    const full = await app.api.request('PUT', `/api/orders/${receipt.id}`, {
      token,
      body: orderBody('MINIMAL-1'),
      headers: { 'if-match': '"2"', prefer: 'return=representation' },
    });
    expect(full.headers.get('preference-applied')).toBeNull();
    expect(full.body.data.attributes).toMatchObject({ version: 3, currentStatus: 'ORDER_CREATED' });
    expect(full.body.included.length).toBeGreaterThan(0);
  });

  it("names an order's own tour after it, suffixed when a tour already has that name", async () => {
    await post(orderBody('TOUR-NAME-1', (a) => (a.tour = { reference: 'TOUR-NAME-2' })));
    const own = await post(orderBody('TOUR-NAME-2'));
    expect(own.status).toBe(201);
    expect(own.body.data.attributes.tourReference).toBe('TOUR-NAME-2-2');
  });

  it('creates an order sent by several requests at once exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => post(orderBody('SIMULTANEOUS-1'))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The others see it (200) or lost the race to it (409, safe to retry): never an error of the server.
    expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
    const ids = results.filter((r) => r.status !== 409).map((r) => r.body.data.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('answers 404 when the back office acts for an organization that does not exist', async () => {
    const response = await post(
      orderBody('NO-ORG-1'),
      'backoffice.admin',
      `?organization=${encodeId(999_999)}`,
    );
    expectError(response, 404, {
      code: 'organization.not_found_error',
      source: { parameter: 'organization' },
    });
  });

  it('gives one order its stops with the geofence each is watched with, and lists without them', async () => {
    const created = await post(
      orderBody('FENCES-1', (a) => {
        a.stops[0] = { ...a.stops[0], placeExternalId: 'mdi-lyon' };
        delete a.stops[0].address;
        a.stops[1].geofencingRadius = 800;
      }),
    );
    expect(created.status).toBe(201);
    const token = await app.tokenOf('shipper.operator');
    const detail = await app.api.get(`/api/orders/${created.body.data.id}?include=stops`, token);
    const [atPlace, atAddress] = detail.body.included.map((s: { attributes: Attributes }) => s.attributes);
    // The place's drawn polygon, as the address book keeps it.
    expect(atPlace.geofencing.features.map((f: Attributes) => f.geometry.type)).toEqual(['Polygon']);
    expect(atAddress.geofencing).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [3.108, 50.577] },
          properties: { radius: 800, centroid: [3.108, 50.577] },
        },
      ],
    });
    const list = await app.api.get('/api/orders?filter[search]=FENCES-1&include=stops', token);
    expect(list.body.included).toHaveLength(2);
    for (const stop of list.body.included) expect(stop.attributes).not.toHaveProperty('geofencing');
  });

  it('gives the same order when the same order is sent again, without changing it', async () => {
    const first = await post(orderBody('IDEMPOTENT-1'));
    const again = await post(orderBody('IDEMPOTENT-1'));
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.attributes.version).toBe(1);
    expect(again.body.data.attributes.updatedAt).toBe(first.body.data.attributes.updatedAt);
  });

  it('lets another organization use the same reference for an order of its own', async () => {
    const shipper = await post(orderBody('SHARED-REF-7'));
    const lsp = await post(orderBody('SHARED-REF-7'), 'lsp.operator');
    expect(lsp.status).toBe(201);
    expect(lsp.body.data.id).not.toBe(shipper.body.data.id);
    expect(lsp.body.data.attributes.ownerName).toBe('EuroLink 3PL');
  });

  it('updates an order sent again with changes, keeping its id and moving its version', async () => {
    const first = await post(orderBody('UPDATE-1'));
    const changed = await post(
      orderBody('UPDATE-1', (a) => {
        a.cargoDescription = 'Pompes et moteurs';
        a.stops.splice(1, 0, {
          ...a.stops[1],
          address: { ...a.stops[1].address, name: 'Hub Dijon', town: 'Dijon', lat: 47.32, lng: 5.04 },
        });
        a.goods = [];
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.id).toBe(first.body.data.id);
    expect(changed.body.data.attributes).toMatchObject({ version: 2, cargoDescription: 'Pompes et moteurs' });
    const towns = changed.body.included
      .filter((r: { type: string }) => r.type === 'stops')
      .map((s: { attributes: Attributes }) => [s.attributes.sequence, s.attributes.town]);
    expect(towns).toEqual([
      [1, 'Lyon'],
      [2, 'Dijon'],
      [3, 'Lesquin'],
    ]);
    expect(changed.body.data.relationships.goods.data).toEqual([]);
  });

  it('replaces an order by id, and answers 409 to a write based on an old version', async () => {
    const created = await post(orderBody('PUT-1'));
    const token = await app.tokenOf('shipper.admin');
    const put = (version: number, comment: string) =>
      app.api.request('PUT', `/api/orders/${created.body.data.id}`, {
        token,
        headers: { 'if-match': `"${version}"` },
        body: orderBody('PUT-1', (a) => {
          a.comments = comment;
        }),
      });
    const ok = await put(1, 'first');
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes).toMatchObject({ version: 2, comments: 'first' });
    const stale = await put(1, 'second');
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].code).toBe('http.conflict_error');
  });

  it('lets one of two concurrent changes win and answers 409 to the other', async () => {
    const created = await post(orderBody('RACE-1'));
    const token = await app.tokenOf('shipper.admin');
    const results = await Promise.all(
      ['a', 'b', 'c'].map((comment) =>
        app.api.request('PUT', `/api/orders/${created.body.data.id}`, {
          token,
          headers: { 'if-match': '"1"' },
          body: orderBody('RACE-1', (a) => {
            a.comments = comment;
          }),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('puts orders on the tour they name and builds a tour of its own otherwise', async () => {
    const a = await post(orderBody('TOUR-A', (x) => (x.tour = { reference: 'TOUR-SHARED-1' })));
    const b = await post(orderBody('TOUR-B', (x) => (x.tour = { reference: 'TOUR-SHARED-1' })));
    expect(a.body.data.attributes.tourReference).toBe('TOUR-SHARED-1');
    expect(b.body.data.relationships.tour.data.id).toBe(a.body.data.relationships.tour.data.id);
    const tourStops = await db()
      .selectFrom('stops')
      .innerJoin('tours', 'tours.id', 'stops.tour_id')
      .select('stops.sequence')
      .where('tours.reference', '=', 'TOUR-SHARED-1')
      .orderBy('stops.sequence')
      .execute();
    expect(tourStops.map((s) => s.sequence)).toEqual([1, 2, 3, 4]);
  });

  it('places an address sent without coordinates with the offline geocoder, or says it cannot', async () => {
    const placed = await post(
      orderBody('GEOCODED-1', (a) => {
        delete a.stops[1].address.lat;
        delete a.stops[1].address.lng;
        a.stops[1].address.town = 'Hamburg';
        a.stops[1].address.country = 'DE';
      }),
    );
    expect(placed.status).toBe(201);
    const stop = placed.body.included.find(
      (r: { type: string; attributes: Attributes }) => r.type === 'stops' && r.attributes.town === 'Hamburg',
    );
    expect(stop.attributes.timezone).toBe('Europe/Berlin');
    expect(stop.attributes.position.lat).toBeCloseTo(53.55, 0);
    const lost = await post(
      orderBody('GEOCODED-2', (a) => {
        delete a.stops[1].address.lat;
        delete a.stops[1].address.lng;
        a.stops[1].address.town = 'Nowhere-sur-Rien';
      }),
    );
    expectError(lost, 400, {
      code: 'place.position.not_found_error',
      source: { pointer: '/data/attributes/stops/1/address' },
    });
  });

  it('cancels an order, which then refuses changes', async () => {
    const created = await post(orderBody('CANCEL-1'));
    const token = await app.tokenOf('shipper.admin');
    const cancelled = await app.api.request('POST', `/api/orders/${created.body.data.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.attributes.currentStatus).toBe('CANCEL_ORDER');
    expect(cancelled.body.data.attributes.cancelledAt).not.toBeNull();
    const again = await post(orderBody('CANCEL-1', (a) => (a.comments = 'too late')));
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('order.cancelled_error');
  });

  describe('bad input answers 400 at the field and writes nothing', () => {
    it.each<[string, (a: Attributes) => void, string, string]>([
      [
        'latitude 91',
        (a) => (a.stops[0].address.lat = 91),
        'validation.too_high',
        '/data/attributes/stops/0/address/lat',
      ],
      [
        'an unknown stop type',
        (a) => (a.stops[1].stopType = 'harbour'),
        'validation.invalid_choice',
        '/data/attributes/stops/1/stopType',
      ],
      [
        'a delivery before any loading',
        (a) => a.stops.reverse(),
        'validation.stop_sequence',
        '/data/attributes/stops/0/stopType',
      ],
      [
        'a window that ends before it starts',
        (a) => (a.stops[0].plannedEnd = '2026-12-01T05:00:00+01:00'),
        'validation.end_before_start',
        '/data/attributes/stops/0/plannedEnd',
      ],
      [
        'a radius out of range',
        (a) => (a.stops[0].geofencingRadius = 50),
        'validation.too_low',
        '/data/attributes/stops/0/geofencingRadius',
      ],
      [
        'an unknown tag',
        (a) => (a.tags = ['no-such-tag']),
        'validation.unknown_identifier',
        '/data/attributes/tags/0',
      ],
      [
        'an unknown field',
        (a) => (a.colour = 'red'),
        'validation.unexpected_field',
        '/data/attributes/colour',
      ],
      [
        'a place of another organization',
        (a) => (a.stops[0] = { ...a.stops[0], place: { id: encodeId(999_999) } }),
        'validation.unknown_identifier',
        '/data/attributes/stops/0/place/id',
      ],
    ])('%s', async (_name, change, code, pointer) => {
      const before = await orderCount();
      const response = await post(orderBody(`BAD-${code}`, change));
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ code, source: { pointer } }));
      expect(await orderCount()).toBe(before);
    });
  });

  it('charters the tour to the carrier agency it names, and the carrier then sees the order', async () => {
    const agency = await db()
      .selectFrom('agencies')
      .innerJoin('organizations', 'organizations.id', 'agencies.organization_id')
      .select('agencies.id')
      .where('organizations.name', '=', 'Transports Lefèvre')
      .orderBy('agencies.id')
      .executeTakeFirstOrThrow();
    const created = await post(orderBody('CHARTER-1', (a) => (a.carrier = { agency: encodeId(agency.id) })));
    expect(created.body.data.attributes.charteredName).toBe('Transports Lefèvre');
    const seen = await app.api.get(
      `/api/orders/${created.body.data.id}`,
      await app.tokenOf('carrier.operator'),
    );
    expect(seen.status).toBe(200);
    const other = await app.api.get(
      `/api/orders/${created.body.data.id}`,
      await app.tokenOf('carrier2.operator'),
    );
    expect(other.status).toBe(404);
    const tourId = decodeId(created.body.data.relationships.tour.data.id)!;
    const events = await db()
      .selectFrom('tour_events')
      .select('name')
      .where('tour_id', '=', tourId)
      .execute();
    expect(events.map((e) => e.name)).toEqual(['chartering_requested']);
  });

  it('refuses an unknown carrier or truck unless the organization allows them', async () => {
    await setFeatures('Maison Durand Industries', []);
    const carrier = await post(orderBody('UNKNOWN-1', (a) => (a.carrier = { name: 'Transports Inconnus' })));
    expect(carrier.status).toBe(400);
    expect(carrier.body.errors[0].source.pointer).toBe('/data/attributes/carrier/name');
    const truck = await post(orderBody('UNKNOWN-2', (a) => (a.resource = { label: 'ZZ-999-ZZ' })));
    expect(truck.body.errors[0].source.pointer).toBe('/data/attributes/resource/label');

    await setFeatures('Maison Durand Industries', ['ALLOW_UNKNOWN_CARRIER', 'ALLOW_UNKNOWN_MEAN']);
    const accepted = await post(
      orderBody('UNKNOWN-3', (a) => {
        a.carrier = { name: 'Transports Inconnus' };
        a.resource = { label: 'ZZ-999-ZZ' };
      }),
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.attributes.charteredName).toBe('Transports Inconnus');
    const tour = accepted.body.included.find((r: { type: string }) => r.type === 'tours');
    expect(tour.attributes.vehicle).toBe('ZZ-999-ZZ');
  });

  it('writes nothing of a new order whose carrier or truck is refused after its rows are written', async () => {
    // The order, its tour and stops go in before the carrier and truck are checked, inside one transaction
    // (decision 0206): a refusal there takes the whole order back.
    await setFeatures('Maison Durand Industries', []);
    const before = await orderCount();
    const carrier = await post(orderBody('REFUSED-1', (a) => (a.carrier = { name: 'Transports Inconnus' })));
    const truck = await post(orderBody('REFUSED-2', (a) => (a.resource = { label: 'ZZ-998-ZZ' })));
    expect([carrier.status, truck.status]).toEqual([400, 400]);
    expect(await orderCount()).toBe(before);
    const tours = await db()
      .selectFrom('tours')
      .select('id')
      .where('reference', 'in', ['REFUSED-1', 'REFUSED-2'])
      .execute();
    expect(tours).toEqual([]);
    await setFeatures('Maison Durand Industries', ['ALLOW_UNKNOWN_CARRIER', 'ALLOW_UNKNOWN_MEAN']);
  });

  it('updates a known place from the address sent, unless NO_PLACE_UPDATE_BY_EDI', async () => {
    const place = await db()
      .selectFrom('places')
      .innerJoin('organizations', 'organizations.id', 'places.organization_id')
      .select(['places.id', 'places.name'])
      .where('organizations.name', '=', 'Maison Durand Industries')
      .orderBy('places.id')
      .executeTakeFirstOrThrow();
    const withPlace = (reference: string, name: string) =>
      orderBody(reference, (a) => {
        a.stops[0] = {
          ...a.stops[0],
          place: { id: encodeId(place.id) },
          address: { ...a.stops[0].address, name },
        };
      });
    const nameOf = async () =>
      (await db().selectFrom('places').select('name').where('id', '=', place.id).executeTakeFirstOrThrow())
        .name;

    await setFeatures('Maison Durand Industries', ['NO_PLACE_UPDATE_BY_EDI']);
    expect((await post(withPlace('PLACE-1', 'Renamed by EDI'))).status).toBe(201);
    expect(await nameOf()).toBe(place.name);

    await setFeatures('Maison Durand Industries', []);
    expect((await post(withPlace('PLACE-2', 'Renamed by EDI'))).status).toBe(201);
    expect(await nameOf()).toBe('Renamed by EDI');
  });

  it("answers 404 to another organization's order", async () => {
    const created = await post(orderBody('ISOLATED-1'));
    const intruder = await app.tokenOf('carrier2.operator');
    const put = await app.api.request('PUT', `/api/orders/${created.body.data.id}`, {
      token: intruder,
      body: orderBody('ISOLATED-1'),
    });
    expect(put.status).toBe(404);
    const cancel = await app.api.request('POST', `/api/orders/${created.body.data.id}/cancel`, {
      token: intruder,
    });
    expect(cancel.status).toBe(404);
  });
});
