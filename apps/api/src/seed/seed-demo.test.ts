import { resourceIssues } from '@cargolens/domain/resources';
import { TAG_COLOURS } from '@cargolens/domain/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/database';
import { countRows, openEmptyStore, testEngines } from '../test-support/test-stores';
import { DEMO_DEVICE_ID } from './demo-fleet';
import { DEMO_ORGANIZATIONS, DEMO_USERS, demoRoles } from './demo-users';
import { seedDemo } from './seed-demo';

const now = new Date('2026-04-15T09:30:00Z');

function isValidGeofence(value: unknown): boolean {
  const fence = value as {
    type?: string;
    features?: {
      geometry: { type: string; coordinates: unknown };
      properties: { radius?: number; centroid?: number[] };
    }[];
  };
  if (fence.type !== 'FeatureCollection' || !fence.features?.length) return false;
  return fence.features.every(({ geometry, properties }) => {
    if (properties.centroid?.length !== 2) return false;
    if (geometry.type === 'Point')
      return properties.radius !== undefined && properties.radius >= 100 && properties.radius <= 5000;
    const ring = (geometry.coordinates as number[][][])[0] ?? [];
    return (
      geometry.type === 'Polygon' &&
      ring.length >= 4 &&
      JSON.stringify(ring[0]) === JSON.stringify(ring.at(-1))
    );
  });
}

describe.each(testEngines)('seedDemo on $name', (engine) => {
  let store: Store;
  let result: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    store = await openEmptyStore(engine);
    result = await seedDemo(store.db, { now });
  });
  afterAll(() => store?.close());

  it('reports what it created', () => {
    expect(result).toMatchObject({ seeded: true, organizations: 5 });
    expect(result.places).toBeGreaterThanOrEqual(30);
    expect(result.tours).toBeGreaterThanOrEqual(60);
    expect(result.orders).toBeGreaterThanOrEqual(200);
  });

  it('creates at least 30 places, each with a valid geofence, circles and polygons', async () => {
    const places = await store.db
      .selectFrom('places')
      .select(['geofence', 'timezone', 'lat', 'lng'])
      .execute();
    expect(places.length).toBeGreaterThanOrEqual(30);
    for (const place of places) expect(isValidGeofence(place.geofence), JSON.stringify(place)).toBe(true);
    const kinds = new Set(
      places.map(
        (p) => (p.geofence as { features: { geometry: { type: string } }[] }).features[0]!.geometry.type,
      ),
    );
    expect([...kinds].sort()).toEqual(['Point', 'Polygon']);
    expect(new Set(places.map((p) => p.timezone)).size).toBeGreaterThanOrEqual(8);
  });

  it('creates at least 60 tours covering every status', async () => {
    const rows = await store.db.selectFrom('tours').select('status').execute();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['NOT_STARTED', 'TOWARDS_FIRST_STOP', 'IN_PROGRESS', 'FINISHED']),
    );
  });

  it('gives every order a loading and an unloading stop of its own tour', async () => {
    const orders = await store.db.selectFrom('orders').selectAll().execute();
    expect(orders.length).toBeGreaterThanOrEqual(200);
    const links = await store.db
      .selectFrom('order_stops')
      .innerJoin('stops', 'stops.id', 'order_stops.stop_id')
      .select([
        'order_stops.order_id',
        'order_stops.stop_id',
        'order_stops.activity',
        'stops.tour_id',
        'stops.organization_id',
      ])
      .execute();
    for (const order of orders) {
      const mine = links.filter((link) => link.order_id === order.id);
      const loading = mine.find((link) => link.activity === 'LOADING');
      const unloading = mine.find((link) => link.activity === 'UNLOADING');
      expect(loading?.stop_id).toBe(order.loading_stop_id);
      expect(unloading?.stop_id).toBe(order.delivery_stop_id);
      expect(
        mine.every(
          (link) => link.tour_id === order.tour_id && link.organization_id === order.organization_id,
        ),
      ).toBe(true);
      expect(order.departure_date).toBeInstanceOf(Date);
      expect(order.arrival_date!.getTime()).toBeGreaterThan(order.departure_date!.getTime());
    }
  });

  it('keeps stops consistent with the tour status', async () => {
    const stops = await store.db
      .selectFrom('stops')
      .innerJoin('tours', 'tours.id', 'stops.tour_id')
      .select([
        'tours.status',
        'stops.tour_id',
        'stops.arrived_at',
        'stops.left_at',
        'stops.is_skipped',
        'stops.eta',
      ])
      .execute();
    for (const stop of stops) {
      if (stop.status === 'FINISHED') expect(stop.is_skipped || stop.left_at !== null).toBe(true);
      if (stop.status === 'NOT_STARTED' || stop.status === 'TOWARDS_FIRST_STOP')
        expect(stop.arrived_at).toBeNull();
      if (stop.arrived_at) expect(stop.arrived_at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(stops.some((s) => s.status === 'IN_PROGRESS' && s.left_at !== null)).toBe(true);
    expect(stops.some((s) => s.status === 'IN_PROGRESS' && s.eta !== null)).toBe(true);
  });

  it('marks the delivery stop of every order of a finished tour as arrived', async () => {
    const rows = await store.db
      .selectFrom('orders')
      .innerJoin('tours', 'tours.id', 'orders.tour_id')
      .innerJoin('stops', 'stops.id', 'orders.delivery_stop_id')
      .select(['stops.arrived_at'])
      .where('tours.status', '=', 'FINISHED')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.arrived_at).not.toBeNull();
  });

  it('creates every demo user with its role and organization', async () => {
    const users = await store.db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organization_id')
      .select(['users.username', 'users.roles', 'organizations.name', 'organizations.is_back_office'])
      .execute();
    for (const demo of DEMO_USERS) {
      const user = users.find((u) => u.username === demo.username);
      expect(user, demo.username).toMatchObject({ roles: demoRoles(demo.role), name: demo.organization });
    }
    expect(users.find((u) => u.username === 'super.admin')?.is_back_office).toBe(true);
  });

  it('leaves tenant isolation something to hide', async () => {
    const orgs = await store.db.selectFrom('organizations').select(['id', 'name']).execute();
    const id = (name: string) => orgs.find((o) => o.name === name)!.id;
    const orders = await store.db
      .selectFrom('orders')
      .select(['organization_id', 'carrier_organization_id'])
      .execute();
    const shipperOrders = orders.filter((o) => o.organization_id === id(DEMO_ORGANIZATIONS.shipper));
    expect(shipperOrders.some((o) => o.carrier_organization_id === id(DEMO_ORGANIZATIONS.carrier))).toBe(
      true,
    );
    expect(shipperOrders.some((o) => o.carrier_organization_id === id(DEMO_ORGANIZATIONS.carrier2))).toBe(
      true,
    );
    for (const own of [DEMO_ORGANIZATIONS.carrier, DEMO_ORGANIZATIONS.carrier2, DEMO_ORGANIZATIONS.lsp]) {
      expect(orders.some((o) => o.organization_id === id(own))).toBe(true);
    }
  });

  it('gives the carriers a fleet: the trucks and trailers their tours name, telematic units and drivers’ phones', async () => {
    const orgs = await store.db.selectFrom('organizations').select(['id', 'name', 'country']).execute();
    const resources = await store.db.selectFrom('resources').selectAll().execute();
    expect(result.resources).toBe(resources.length);
    for (const name of [DEMO_ORGANIZATIONS.carrier, DEMO_ORGANIZATIONS.carrier2]) {
      const org = orgs.find((o) => o.name === name)!;
      const own = resources.filter((r) => r.organization_id === org.id);
      expect(own.filter((r) => r.mode === 'truck' && r.type === 'telematic').length, name).toBeGreaterThan(5);
      expect(own.filter((r) => r.mode === 'trailer').length, name).toBeGreaterThan(5);
      expect(own.filter((r) => r.telematic_unit_id !== null).length, name).toBeGreaterThan(3);
      expect(own.filter((r) => r.type === 'mobileDriver').length, name).toBeGreaterThanOrEqual(3);
      for (const resource of own) {
        const draft = {
          label: resource.label,
          mode: resource.mode,
          type: resource.type,
          telematicUnitId: resource.telematic_unit_id,
          vehicleIdentificationNumber: resource.vehicle_identification_number,
          yearOfManufacturing: resource.year_of_manufacturing,
          mobileDriver:
            resource.type === 'mobileDriver'
              ? { name: resource.driver_name!, phoneNumber: resource.mobile_phone! }
              : null,
        };
        const context = { currentYear: now.getUTCFullYear(), country: org.country };
        expect(resourceIssues(draft, context), resource.label).toEqual([]);
      }
    }
    expect(resources.some((r) => r.deactivated_at !== null)).toBe(true);
    const tours = await store.db
      .selectFrom('tours')
      .leftJoin('resources as v', 'v.id', 'tours.resource_id')
      .leftJoin('resources as tr', 'tr.id', 'tours.trailer_resource_id')
      .select(['tours.vehicle', 'tours.trailer', 'v.label as vehicleLabel', 'tr.label as trailerLabel'])
      .execute();
    expect(tours.some((t) => t.vehicle !== null)).toBe(true);
    for (const tour of tours) {
      expect(tour.vehicleLabel).toBe(tour.vehicle);
      expect(tour.trailerLabel).toBe(tour.trailer);
    }
  });

  it('gives every unfinished tour a truck of its own, drives the demo fleet, and leaves one tour for a phone', async () => {
    const open = await store.db
      .selectFrom('tours')
      .select(['id', 'status', 'resource_id'])
      .where('status', '<>', 'FINISHED')
      .where('resource_id', 'is not', null)
      .execute();
    // A truck reports for every tour it is paired with: two tours under way on one truck would both move.
    const trucks = open.map((tour) => tour.resource_id);
    expect(new Set(trucks).size).toBe(trucks.length);
    const drives = await store.db
      .selectFrom('demo_drives')
      .innerJoin('tours', 'tours.id', 'demo_drives.tour_id')
      .innerJoin('resources', 'resources.id', 'demo_drives.resource_id')
      .select(['tours.status', 'tours.resource_id', 'demo_drives.resource_id as driven', 'demo_drives.phase'])
      .select(['demo_drives.late', 'resources.telematic_unit_id'])
      .execute();
    expect(drives.length).toBeGreaterThanOrEqual(20);
    for (const drive of drives) {
      expect(drive.resource_id).toBe(drive.driven);
      expect(drive.telematic_unit_id).not.toBeNull();
      expect(drive.status).not.toBe('FINISHED');
      if (drive.status === 'NOT_STARTED') expect(drive.phase).toBe('waiting');
    }
    expect(new Set(drives.map((d) => d.phase))).toEqual(new Set(['waiting', 'driving', 'dwelling']));
    expect(drives.some((d) => d.late)).toBe(true);
    // The README's device id: a phone running Traccar Client becomes the truck of a tour nobody else drives.
    const phone = await store.db
      .selectFrom('resources')
      .innerJoin('tours', 'tours.resource_id', 'resources.id')
      .select(['resources.id', 'tours.id as tourId', 'tours.status', 'tours.pairing_status'])
      .where('resources.telematic_unit_id', '=', DEMO_DEVICE_ID)
      .execute();
    expect(phone).toEqual([
      {
        id: expect.any(Number),
        tourId: expect.any(Number),
        status: 'NOT_STARTED',
        pairing_status: 'RESOURCE_PAIRED',
      },
    ]);
    const driven = await store.db
      .selectFrom('demo_drives')
      .select('tour_id')
      .where('tour_id', '=', phone[0]!.tourId)
      .execute();
    expect(driven).toEqual([]);
  });

  it('colours every tag with one of the ten named colours', async () => {
    const tags = await store.db.selectFrom('tags').select('color').execute();
    const palette = new Set<string>(TAG_COLOURS.map((c) => c.hex));
    expect(tags.every((tag) => palette.has(tag.color))).toBe(true);
  });

  it('changes nothing when called again', async () => {
    const before = await countRows(store);
    await expect(seedDemo(store.db, { now: new Date() })).resolves.toMatchObject({ seeded: false });
    expect(await countRows(store)).toEqual(before);
  });
});
