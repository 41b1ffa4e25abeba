import { DEFAULT_ORGANIZATION_FEATURES } from '@cargolens/domain/permissions';
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError, expectFieldErrors } from '../../test-support/expect-error';

describe.each(engines())('organizations on $name', (engine) => {
  const app = useCargolens(engine);

  const create = async (token: string, attributes: Record<string, unknown>) =>
    app.api.request('POST', '/api/organizations', {
      token,
      body: { data: { type: 'organizations', attributes } },
    });

  it('lists every organization to the back office, filtered by profile, and only its own to a tenant', async () => {
    const all = await app.api.get('/api/organizations?page[size]=100', await app.tokenOf('backoffice.admin'));
    expect(all.status).toBe(200);
    const names = all.body.data.map((o: any) => o.attributes.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(DEMO_ORGANIZATIONS)));
    const carriers = await app.api.get(
      '/api/organizations?filter[profile]=carrier&page[size]=100',
      await app.tokenOf('backoffice.admin'),
    );
    expect(carriers.body.data.length).toBeGreaterThan(0);
    expect(carriers.body.data.every((o: any) => o.attributes.profile === 'carrier')).toBe(true);
    const own = await app.api.get('/api/organizations', await app.tokenOf('carrier.operator'));
    expect(own.body.data.map((o: any) => o.attributes.name)).toEqual([DEMO_ORGANIZATIONS.carrier]);
  });

  it('creates a blank organization with the default features, profile carrier, geocoded', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const created = await create(backOffice, {
      name: 'Transports Savoyards',
      salesforceId: '0015g00000AbCdEfGH',
      identificationNumbers: ['FR12345678901'],
      authenticationMethod: 'SSO_OR_CARGOLENS_CREDENTIALS',
      address: { postalCode: '73000', town: 'Chambéry', country: 'FR' },
    });
    expect(created.status).toBe(201);
    const attributes = created.body.data.attributes;
    expect(attributes.profile).toBe('carrier');
    expect([...attributes.features].sort()).toEqual([...DEFAULT_ORGANIZATION_FEATURES].sort());
    expect(attributes.authenticationMethod).toBe('SSO_OR_CARGOLENS_CREDENTIALS');
    expect(attributes.address.geoCode.lat).toBeCloseTo(45.6, 0);
    const read = await app.api.get(`/api/organizations/${created.body.data.id}`, backOffice);
    expect(read.body.data.attributes).toEqual(attributes);
    const stranger = await app.api.get(
      `/api/organizations/${created.body.data.id}`,
      await app.tokenOf('shipper.admin'),
    );
    expect(stranger.status).toBe(404);
  });

  it('answers 409 "This value is already used" for a taken name, and HEAD tells the back office', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const duplicate = await create(backOffice, { name: DEMO_ORGANIZATIONS.shipper });
    expectError(duplicate, 409, {
      code: 'organization.unique_constraint_error',
      title: 'This value is already used',
      source: { pointer: '/data/attributes/name' },
    });
    const path = `/api/organizations/name/${encodeURIComponent(DEMO_ORGANIZATIONS.shipper)}`;
    expect((await app.api.request('HEAD', path, { token: backOffice })).status).toBe(200);
    expect((await app.api.request('HEAD', path, { token: await app.tokenOf('carrier.admin') })).status).toBe(
      404,
    );
    expect(
      (await app.api.request('HEAD', '/api/organizations/name/Nobody%20Inc', { token: backOffice })).status,
    ).toBe(404);
  });

  it('answers 400 with the spec messages on the Salesforce id, identification numbers and phone', async () => {
    const response = await create(await app.tokenOf('backoffice.admin'), {
      name: 'Mal Remplie SA',
      phone: 'abc',
      salesforceId: 'TOO-SHORT',
      identificationNumbers: ['123456', '1234'],
    });
    expectFieldErrors(response, [
      ['/data/attributes/phone', 'Please enter a valid phone number'],
      ['/data/attributes/salesforceId', 'This Salesforce ID is not valid'],
      ['/data/attributes/identificationNumbers/1', '5 minimum characters'],
    ]);
  });

  it('lets a client administrator change its own organization but not its features, nor create one', async () => {
    const admin = await app.tokenOf('carrier.admin');
    const own = (await app.api.get('/api/organizations', admin)).body.data[0];
    const changed = await app.api.request('PUT', `/api/organizations/${own.id}`, {
      token: admin,
      body: { data: { type: 'organizations', attributes: { phone: '04 72 00 00 42' } } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.phone).toBe('+33472000042');
    const features = await app.api.request('PUT', `/api/organizations/${own.id}`, {
      token: admin,
      body: { data: { type: 'organizations', attributes: { features: ['OCEAN'] } } },
    });
    expect(features.status).toBe(403);
    expect((await create(admin, { name: 'Filiale Pirate' })).status).toBe(403);
    const operator = await app.api.request('PUT', `/api/organizations/${own.id}`, {
      token: await app.tokenOf('carrier.operator'),
      body: { data: { type: 'organizations', attributes: { phone: '04 72 00 00 43' } } },
    });
    expect(operator.status).toBe(403);
  });
});
