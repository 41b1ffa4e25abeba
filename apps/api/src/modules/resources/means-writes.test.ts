import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { collectionWrites } from '../../test-support/collection-writes';
import { engines } from '../../test-support/engines';

describe.each(engines())('resource administration on $name', (engine) => {
  const app = useCargolens(engine);
  const { create, patch } = collectionWrites(app, 'means', '/api/means');
  const year = new Date().getUTCFullYear();

  it('creates a truck with the mode of §9 by default', async () => {
    const response = await create('carrier.admin', {
      label: ' EF-101-GH ',
      telematicUnitId: '359632101234567',
      vehicleIdentificationNumber: 'vf6 1234 5678 9012 34',
      yearOfManufacturing: 2021,
      fuelType: 'Diesel',
    });
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      label: 'EF-101-GH',
      mode: 'truck',
      meanType: 'telematic',
      telematicUnitId: '359632101234567',
      vehicleIdentificationNumber: 'VF612345678901234',
      yearOfManufacturing: 2021,
      fuelType: 'Diesel',
      externalId: null,
      mobileDriver: null,
      isActive: true,
      deactivatedAt: null,
      organizationName: DEMO_ORGANIZATIONS.carrier,
    });
    const read = await app.api.get(
      `/api/means/${response.body.data.id}`,
      await app.tokenOf('carrier.operator'),
    );
    expect(read.body.data).toEqual(response.body.data);
  });

  it('creates a trailer and a driver’s phone, the phone read in the organization’s country', async () => {
    const trailer = await create('carrier.admin', { label: 'EF-102-GH', mode: 'trailer' });
    expect(trailer.body.data.attributes).toMatchObject({ mode: 'trailer', meanType: 'telematic' });
    const phone = await create('carrier.admin', {
      label: 'Mobile Léa R.',
      meanType: 'mobileDriver',
      telematicUnitId: 'ignored for phones',
      mobileDriver: { name: 'Léa Robert', phoneNumber: '06 39 98 00 77' },
    });
    expect(phone.status).toBe(201);
    expect(phone.body.data.attributes).toMatchObject({
      meanType: 'mobileDriver',
      telematicUnitId: null,
      mobileDriver: { name: 'Léa Robert', phoneNumber: '+33639980077' },
    });
    const german = await create('carrier2.operator', { label: 'x' });
    expect(german.status).toBe(403);
  });

  it.each([
    [{ label: '' }, '/data/attributes/label', 'validation.required', 'Required'],
    [{ label: 'x'.repeat(81) }, '/data/attributes/label', 'validation.too_long', '80 maximum characters'],
    [{ mode: 'truck' }, '/data/attributes/label', 'validation.missing_field', undefined],
    [{ label: 'Z1', mode: 'bicycle' }, '/data/attributes/mode', 'validation.invalid_choice', undefined],
    [
      { label: 'Z2', yearOfManufacturing: 1949 },
      '/data/attributes/yearOfManufacturing',
      'validation.too_low',
      'Minimum value: 1950',
    ],
    [
      { label: 'Z3', yearOfManufacturing: year + 2 },
      '/data/attributes/yearOfManufacturing',
      'validation.too_high',
      `Maximum value: ${year + 1}`,
    ],
    [
      { label: 'Z4', yearOfManufacturing: 2020.5 },
      '/data/attributes/yearOfManufacturing',
      'validation.invalid_type',
      'The value must be an integer.',
    ],
    [
      { label: 'Z5', meanType: 'mobileDriver', mobileDriver: { name: 'Léa', phoneNumber: '12 34' } },
      '/data/attributes/mobileDriver/phoneNumber',
      'validation.invalid_phone',
      'Please enter a valid phone number',
    ],
    [
      { label: 'Z6', meanType: 'mobileDriver' },
      '/data/attributes/mobileDriver/name',
      'validation.required',
      'Required',
    ],
    [
      { label: 'Z7', vehicleIdentificationNumber: 'VF6123456789012345' },
      '/data/attributes/vehicleIdentificationNumber',
      'validation.too_long',
      '17 maximum characters',
    ],
    [{ label: 'Z8', colour: 'red' }, '/data/attributes/colour', 'validation.unexpected_field', undefined],
  ])('refuses %j with a 400 at its field', async (attributes, pointer, code, detail) => {
    const response = await create('carrier.admin', attributes);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ code, source: { pointer }, ...(detail ? { detail } : {}) }),
    );
  });

  it('answers 409 for a label, external id, telematic unit or phone already used in the organization', async () => {
    const existing = (await app.api.get('/api/means?page[size]=100', await app.tokenOf('carrier.admin'))).body
      .data;
    const unit = existing.find((m: any) => m.attributes.telematicUnitId).attributes;
    const phone = existing.find((m: any) => m.attributes.meanType === 'mobileDriver').attributes;
    const cases = [
      [
        { label: unit.label },
        'mean.unique_constraint_error',
        'Resource already exists',
        '/data/attributes/label',
      ],
      [
        { label: 'Y1', externalId: unit.externalId },
        'mean.unique_constraint_error',
        'Resource already exists',
        '/data/attributes/externalId',
      ],
      [
        { label: 'Y2', telematicUnitId: unit.telematicUnitId },
        'telematic_resource.unique_constraint_error',
        'This value is already used',
        '/data/attributes/telematicUnitId',
      ],
      [
        {
          label: 'Y3',
          meanType: 'mobileDriver',
          mobileDriver: { name: 'Y', phoneNumber: phone.mobileDriver.phoneNumber },
        },
        'user_mobile.phone_number.unique_constraint_error',
        'This value is already used',
        '/data/attributes/mobileDriver/phoneNumber',
      ],
    ] as const;
    for (const [attributes, code, title, pointer] of cases) {
      const response = await create('carrier.admin', attributes);
      expect(response.status, code).toBe(409);
      expect(response.body.errors[0]).toMatchObject({ code, title, source: { pointer } });
    }
    // The same values are free in another organization.
    expect(
      (await create('backoffice.admin', { label: unit.label, telematicUnitId: unit.telematicUnitId })).status,
    ).toBe(201);
  });

  it('changes a resource: named attributes set, null clears, the type switch drops the other type’s fields', async () => {
    const made = await create('carrier.admin', {
      label: 'EF-103-GH',
      telematicUnitId: '359632109999999',
      fuelType: 'B100',
    });
    const id = made.body.data.id;
    const changed = await patch('carrier.admin', id, {
      fuelType: null,
      truckSize: '26 t',
      yearOfManufacturing: 2019,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      label: 'EF-103-GH',
      fuelType: null,
      truckSize: '26 t',
      yearOfManufacturing: 2019,
      telematicUnitId: '359632109999999',
    });
    const toPhone = await patch('carrier.admin', id, {
      meanType: 'mobileDriver',
      mobileDriver: { name: 'Hugo Blanc', phoneNumber: '+33 6 39 98 00 78' },
    });
    expect(toPhone.body.data.attributes).toMatchObject({
      meanType: 'mobileDriver',
      telematicUnitId: null,
      mobileDriver: { name: 'Hugo Blanc', phoneNumber: '+33639980078' },
    });
    const back = await patch('carrier.admin', id, { meanType: 'telematic' });
    expect(back.body.data.attributes.mobileDriver).toBeNull();
    const invalid = await patch('carrier.admin', id, { label: '  ' });
    expect(invalid.status).toBe(400);
    const taken = await patch('carrier.admin', id, { label: 'EF-101-GH' });
    expect(taken.status).toBe(409);
    const after = await app.api.get(`/api/means/${id}`, await app.tokenOf('carrier.admin'));
    expect(after.body.data.attributes.label).toBe('EF-103-GH');
  });

  it('deactivates and reactivates a resource', async () => {
    const token = await app.tokenOf('carrier.admin');
    const made = await create('carrier.admin', { label: 'EF-104-GH' });
    const id = made.body.data.id;
    const off = await app.api.request('PUT', `/api/means/${id}/deactivate`, { token });
    expect(off.status).toBe(200);
    expect(off.body.data.attributes.isActive).toBe(false);
    expect(Date.parse(off.body.data.attributes.deactivatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const inactive = await app.api.get('/api/means?filter[isActive]=false&page[size]=100', token);
    expect(inactive.body.data.map((m: any) => m.id)).toContain(id);
    const again = await app.api.request('PUT', `/api/means/${id}/deactivate`, { token });
    expect(again.body.data.attributes.deactivatedAt).toBe(off.body.data.attributes.deactivatedAt);
    const on = await app.api.request('PUT', `/api/means/${id}/activate`, { token });
    expect(on.body.data.attributes).toMatchObject({ isActive: true, deactivatedAt: null });
  });

  it('deletes a resource, and a tour that used it keeps going without it', async () => {
    const token = await app.tokenOf('carrier.admin');
    const truck = (
      await app.api.get('/api/means?filter[mode]=truck&filter[isActive]=true&page[size]=1', token)
    ).body.data[0];
    const deleted = await app.api.request('DELETE', `/api/means/${truck.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await app.api.get(`/api/means/${truck.id}`, token)).status).toBe(404);
    expect((await app.api.request('DELETE', `/api/means/${truck.id}`, { token })).status).toBe(404);
    expect((await app.api.get('/api/orders?page[size]=5', token)).status).toBe(200);
  });

  it('lets only resource administrators write (ADMINISTRATION_RESOURCES)', async () => {
    const mine = (await app.api.get('/api/means?page[size]=1', await app.tokenOf('carrier.operator'))).body
      .data[0];
    const token = await app.tokenOf('carrier.operator');
    expect((await create('carrier.operator', { label: 'Opérateur' })).status).toBe(403);
    expect((await patch('carrier.operator', mine.id, { fuelType: 'LNG' })).status).toBe(403);
    expect((await app.api.request('PUT', `/api/means/${mine.id}/deactivate`, { token })).status).toBe(403);
    expect((await app.api.request('DELETE', `/api/means/${mine.id}`, { token })).status).toBe(403);
  });

  it('answers 404 to every write on another organization’s resource', async () => {
    const foreign = (await app.api.get('/api/means?page[size]=1', await app.tokenOf('carrier2.operator')))
      .body.data[0];
    const token = await app.tokenOf('carrier.admin');
    expect((await patch('carrier.admin', foreign.id, { fuelType: 'LNG' })).status).toBe(404);
    for (const action of ['deactivate', 'activate'])
      expect((await app.api.request('PUT', `/api/means/${foreign.id}/${action}`, { token })).status).toBe(
        404,
      );
    expect((await app.api.request('DELETE', `/api/means/${foreign.id}`, { token })).status).toBe(404);
    const after = await app.api.get(`/api/means/${foreign.id}`, await app.tokenOf('carrier2.operator'));
    expect(after.body.data).toEqual(foreign);
  });

  it('lets the back office create for an organization named in the body, and change any resource', async () => {
    const me = await app.api.get('/api/me', await app.tokenOf('lsp.operator'));
    const lsp = me.body.data.relationships.organization.data.id;
    const relationships = { relationships: { organization: { data: { type: 'organizations', id: lsp } } } };
    const made = await create('backoffice.admin', { label: 'ELX Van 04', mode: 'van' }, relationships);
    expect(made.status).toBe(201);
    expect(made.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.lsp);
    const seen = await app.api.get(`/api/means/${made.body.data.id}`, await app.tokenOf('lsp.operator'));
    expect(seen.status).toBe(200);
    expect((await patch('backoffice.admin', made.body.data.id, { truckSize: '3,5 t' })).status).toBe(200);
    const refused = await create('carrier.admin', { label: 'Intrusion' }, relationships);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].source).toEqual({ pointer: '/data/relationships/organization/data/id' });
  });

  it('documents write examples that succeed against the demo data', async () => {
    const openapi = await app.api.get('/api/openapi.json');
    const token = await app.tokenOf('carrier.admin');
    const examplesOf = (operation: any) =>
      Object.values(operation.requestBody.content['application/vnd.api+json'].examples).map(
        (e: any) => e.value,
      );
    const creates = examplesOf(openapi.body.paths['/api/means'].post);
    expect(creates.length).toBe(2);
    const ids: string[] = [];
    for (const example of creates) {
      const response = await app.api.request('POST', '/api/means', { token, body: example });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      ids.push(response.body.data.id);
    }
    for (const example of examplesOf(openapi.body.paths['/api/means/{id}'].patch)) {
      const response = await app.api.request('PATCH', `/api/means/${ids[0]}`, { token, body: example });
      expect(response.status).toBe(200);
    }
  });
});
