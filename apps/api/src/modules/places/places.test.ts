import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError, expectFieldErrors } from '../../test-support/expect-error';
import { circle, placeBody, polygon } from './place-fixtures';

describe.each(engines())('places on $name', (engine) => {
  const app = useCargolens(engine);
  const post = async (body: unknown, username = 'shipper.admin', query = '') =>
    app.api.request('POST', `/api/places${query}`, { token: await app.tokenOf(username), body });
  const patch = async (id: string, attributes: unknown, username = 'shipper.admin') =>
    app.api.request('PATCH', `/api/places/${id}`, {
      token: await app.tokenOf(username),
      body: { data: { type: 'places', attributes } },
    });
  const total = async (username = 'shipper.admin') =>
    (await app.api.get('/api/places?page[size]=1', await app.tokenOf(username))).body.meta
      .totalItems as number;

  it("lists the caller's address book by name, searched and filtered by country", async () => {
    const token = await app.tokenOf('shipper.admin');
    const all = await app.api.collect('/api/places?page[size]=5', token);
    expect(all.length).toBeGreaterThan(5);
    expect(all.every((p: any) => p.attributes.organizationName === DEMO_ORGANIZATIONS.shipper)).toBe(true);
    const names = all.map((p: any) => p.attributes.name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byTown = await app.api.get('/api/places?filter[search]=lesquin', token);
    expect(byTown.body.data.map((p: any) => p.attributes.address.town)).toEqual(['Lesquin']);
    const byZip = await app.api.get('/api/places?filter[search]=69800', token);
    expect(byZip.body.data[0].attributes.address.postalCode).toBe('69800');
    const german = await app.api.get('/api/places?filter[country]=de&page[size]=100', token);
    expect(german.body.data.length).toBeGreaterThan(0);
    expect(german.body.data.every((p: any) => p.attributes.address.country === 'DE')).toBe(true);
  });

  it('creates a place with a drawn circle: custom type, centroid, its time zone and contacts', async () => {
    const created = await post(placeBody());
    expect(created.status).toBe(201);
    const place = created.body.data;
    expect(place.attributes).toMatchObject({
      name: 'Quai Vénissieux',
      position: { lat: 45.6975, lng: 4.8868 },
      timezone: 'Europe/Paris',
      geofenceRadius: 300,
      appointment: true,
      isActive: true,
      organizationName: DEMO_ORGANIZATIONS.shipper,
    });
    expect(place.attributes.geofence.features[0].properties).toEqual({
      radius: 300,
      type: 'custom',
      centroid: [4.8868, 45.6975],
    });
    expect(place.attributes.contacts[0]).toMatchObject({
      name: 'Léa Martin',
      email: { enabled: true, value: 'lea.martin@example.com' },
      phone: { enabled: true, value: '+33472000000' },
    });
    const read = await app.api.get(`/api/places/${place.id}`, await app.tokenOf('shipper.operator'));
    expect(read.body.data.attributes).toEqual(place.attributes);
  });

  it('geocodes a place sent without coordinates and gives it a 500 m circle', async () => {
    const created = await post(
      placeBody({
        name: 'Dépôt Villeurbanne',
        address: { postalCode: '69100', town: 'Villeurbanne', country: 'fr' },
        geofence: undefined,
      }),
    );
    expect(created.status).toBe(201);
    const { position, geofence, geofenceRadius, address } = created.body.data.attributes;
    expect(address.country).toBe('FR');
    expect(position.lat).toBeCloseTo(45.77, 1);
    expect(position.lng).toBeCloseTo(4.88, 1);
    expect(geofenceRadius).toBe(500);
    expect(geofence.features[0].geometry).toEqual({
      type: 'Point',
      coordinates: [position.lng, position.lat],
    });
  });

  it('answers place.position.not_found_error for an address it cannot place, and writes nothing', async () => {
    const before = await total();
    const response = await post(
      placeBody({ address: { town: 'Nowhereville-sur-Rien', country: 'FR' }, geofence: undefined }),
    );
    expectError(response, 400, {
      code: 'place.position.not_found_error',
      title: 'Place cannot be geolocalized, please check address details',
      source: { pointer: '/data/attributes/address' },
    });
    expect(await total()).toBe(before);
  });

  it.each([
    {
      name: 'a radius under 100 m',
      geofence: { type: 'FeatureCollection', features: [circle(4.88, 45.69, 50)] },
      error: {
        code: 'validation.too_low',
        detail: 'Minimum value: 100',
        pointer: '/data/attributes/geofence/features/0/properties/radius',
      },
    },
    {
      name: 'no shape at all',
      geofence: { type: 'FeatureCollection', features: [] },
      error: {
        code: 'validation.required',
        detail: 'You have to draw at least one geofencing',
        pointer: '/data/attributes/geofence/features',
      },
    },
    {
      name: 'a polygon of two positions',
      geofence: { type: 'FeatureCollection', features: [polygon([4.88, 45.69], [4.89, 45.7])] },
      error: {
        code: 'validation.geo_polygon_too_few_coordinates',
        detail: 'A polygon needs at least 4 coordinates',
        pointer: '/data/attributes/geofence/features/0/geometry/coordinates/0',
      },
    },
    {
      name: 'a vertex beyond the pole',
      geofence: { type: 'FeatureCollection', features: [polygon([4.88, 45.69], [4.89, 95], [4.9, 45.7])] },
      error: {
        code: 'validation.too_high',
        detail: 'Maximum value: 90',
        pointer: '/data/attributes/geofence/features/0/geometry/coordinates/0/1/1',
      },
    },
  ])('rejects $name with the pointer at the fault, writing nothing', async ({ geofence, error }) => {
    const before = await total();
    const response = await post(placeBody({ geofence }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ code: error.code, detail: error.detail, source: { pointer: error.pointer } }),
    ]);
    expect(await total()).toBe(before);
  });

  it('reports every broken field rule at once with the spec messages', async () => {
    const response = await post(
      placeBody({
        address: { postalCode: '6', town: 'Lyon', country: 'FR' },
        position: { lat: 45.7, lng: 190 },
        contacts: [
          { name: 'X', email: { enabled: true, value: 'nope' }, phone: { enabled: false, value: null } },
        ],
      }),
    );
    expectFieldErrors(response, [
      ['/data/attributes/address/postalCode', 'Please enter a valid ZIP number'],
      ['/data/attributes/position/lng', 'Maximum value: 180'],
      ['/data/attributes/contacts/0/email/value', 'Please enter a valid email address'],
    ]);
  });

  it('closes a polygon drawn open and updates, deactivates and reactivates a place', async () => {
    const created = await post(placeBody({ name: 'Plateforme à modifier' }));
    const id = created.body.data.id as string;
    const ring: [number, number][] = [
      [4.886, 45.697],
      [4.889, 45.697],
      [4.889, 45.699],
      [4.886, 45.699],
    ];
    const updated = await patch(id, {
      name: 'Plateforme modifiée',
      geofence: { type: 'FeatureCollection', features: [polygon(...ring)] },
      isActive: false,
    });
    expect(updated.status).toBe(200);
    const attributes = updated.body.data.attributes;
    expect(attributes.name).toBe('Plateforme modifiée');
    expect(attributes.geofence.features[0].geometry.coordinates).toEqual([[...ring, ring[0]]]);
    expect(attributes.geofence.features[0].properties).toEqual({
      type: 'custom',
      centroid: [4.8875, 45.698],
    });
    expect(attributes.geofenceRadius).toBeNull();
    expect(attributes.isActive).toBe(false);
    expect(attributes.contacts).toHaveLength(1);
    const token = await app.tokenOf('shipper.admin');
    const inactive = await app.api.get('/api/places?filter[isActive]=false&page[size]=100', token);
    expect(inactive.body.data.map((p: any) => p.id)).toContain(id);
    const active = await app.api.get('/api/places?filter[isActive]=true&page[size]=100', token);
    expect(active.body.data.map((p: any) => p.id)).not.toContain(id);
    const reactivated = await patch(id, { isActive: true, contacts: [] });
    expect(reactivated.body.data.attributes).toMatchObject({
      isActive: true,
      deactivatedAt: null,
      contacts: [],
    });
  });

  it('refuses a second place with the same external id in one organization', async () => {
    expect((await post(placeBody({ externalId: 'EXT-42' }))).status).toBe(201);
    const again = await post(placeBody({ externalId: 'EXT-42' }));
    expect(again.status).toBe(409);
    expect(again.body.errors[0].source).toEqual({ pointer: '/data/attributes/externalId' });
    expect((await post(placeBody({ externalId: 'EXT-42' }), 'carrier.admin')).status).toBe(201);
  });

  it("answers 404 for another organization's place on read, update and delete", async () => {
    const created = await post(placeBody({ name: 'Site privé' }));
    const id = created.body.data.id as string;
    const carrier = await app.tokenOf('carrier.admin');
    expect((await app.api.get(`/api/places/${id}`, carrier)).status).toBe(404);
    expect((await patch(id, { name: 'Volé' }, 'carrier.admin')).status).toBe(404);
    const removed = await app.api.request('DELETE', `/api/places/${id}`, { token: carrier });
    expect(removed.status).toBe(404);
    expect(removed.body.errors[0].code).toBe('place.not_found_error');
    const mine = await app.api.get(`/api/places/${id}`, await app.tokenOf('shipper.admin'));
    expect(mine.body.data.attributes.name).toBe('Site privé');
  });

  it('lets the back office create in a named organization and nobody else', async () => {
    const me = await app.api.get('/api/me', await app.tokenOf('carrier.admin'));
    const query = `?organization=${me.body.data.relationships.organization.data.id}`;
    const denied = await post(placeBody(), 'shipper.admin', query);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0].source).toEqual({ parameter: 'organization' });
    const created = await post(placeBody({ name: 'Créé par le support' }), 'backoffice.admin', query);
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.carrier);
  });

  it('deletes a place', async () => {
    const created = await post(placeBody({ name: 'À supprimer' }));
    const id = created.body.data.id as string;
    const token = await app.tokenOf('shipper.admin');
    expect((await app.api.request('DELETE', `/api/places/${id}`, { token })).status).toBe(204);
    expect((await app.api.get(`/api/places/${id}`, token)).status).toBe(404);
  });
});
