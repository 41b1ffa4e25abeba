import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError, expectFieldErrors } from '../../test-support/expect-error';

type Agency = { type: string; id: string; attributes: Record<string, any>; relationships: any };

describe.each(engines())('agencies on $name', (engine) => {
  const app = useCargolens(engine);

  async function organizationIdOf(username: string): Promise<string> {
    const me = await app.api.get('/api/me', await app.tokenOf(username));
    return me.body.data.relationships.organization.data.id;
  }

  it("lists the caller organization's agencies by name, with paging", async () => {
    const response = await app.api.get('/api/agencies?page[size]=100', await app.tokenOf('shipper.operator'));
    expect(response.status).toBe(200);
    const agencies = response.body.data as Agency[];
    expect(agencies.length).toBeGreaterThanOrEqual(2);
    const names = agencies.map((a) => a.attributes.name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const agency of agencies) {
      expect(agency.type).toBe('agencies');
      expect(agency.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    }
    const first = await app.api.get('/api/agencies?page[size]=1', await app.tokenOf('shipper.operator'));
    expect(first.body.data).toHaveLength(1);
    expect(first.body.meta.totalItems).toBe(agencies.length);
  });

  it('narrows the back office to one organization with filter[organization], and refuses it to others', async () => {
    const carrier = await organizationIdOf('carrier.operator');
    const backOffice = await app.tokenOf('backoffice.admin');
    const all = await app.api.get('/api/agencies?page[size]=100', backOffice);
    const one = await app.api.get(`/api/agencies?filter[organization]=${carrier}&page[size]=100`, backOffice);
    expect(one.status).toBe(200);
    expect(one.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.length).toBeGreaterThan(one.body.data.length);
    expect(
      one.body.data.every((a: Agency) => a.attributes.organizationName === DEMO_ORGANIZATIONS.carrier),
    ).toBe(true);
    const denied = await app.api.get(
      `/api/agencies?filter[organization]=${carrier}`,
      await app.tokenOf('shipper.admin'),
    );
    expect(denied.status).toBe(403);
  });

  it('searches names', async () => {
    const token = await app.tokenOf('shipper.admin');
    const all = await app.api.get('/api/agencies?page[size]=100', token);
    const name = all.body.data[0].attributes.name as string;
    const found = await app.api.get(`/api/agencies?filter[search]=${encodeURIComponent(name)}`, token);
    expect(found.body.data.map((a: Agency) => a.attributes.name)).toContain(name);
    expect(found.body.data.length).toBeLessThan(all.body.data.length);
  });
});

describe.each(engines())('agency administration on $name', (engine) => {
  const app = useCargolens(engine);

  const create = async (token: string, attributes: Record<string, unknown>, organization?: string) =>
    app.api.request('POST', '/api/agencies', {
      token,
      body: {
        data: {
          type: 'agencies',
          attributes,
          ...(organization
            ? { relationships: { organization: { data: { type: 'organizations', id: organization } } } }
            : {}),
        },
      },
    });

  it('creates an agency with the §9 defaults, geocodes it, and reads it back with every preference', async () => {
    const token = await app.tokenOf('shipper.admin');
    const created = await create(token, {
      name: 'Agence Annecy',
      address: { postalCode: '74000', town: 'Annecy', country: 'FR' },
      preferences: { ETA_DISPLAY_LATE: 'HIDDEN' },
    });
    expect(created.status).toBe(201);
    const attributes = created.body.data.attributes;
    expect(attributes).toMatchObject({
      name: 'Agence Annecy',
      hasAutomaticEvent: true,
      isCollaborator: false,
      isDefault: false,
      tolerableDelayMinutes: 15,
      riskyDelayMinutes: 60,
      organizationName: DEMO_ORGANIZATIONS.shipper,
    });
    expect(attributes.address.geoCode.lat).toBeCloseTo(45.9, 0);
    expect(attributes.preferences).toMatchObject({ ETA_DISPLAY_LATE: 'HIDDEN', ETA_DISPLAY_ON_TIME: 'ETA' });
    expect(attributes.mobileSettings.GPSFrequency).toBe(60);
    const read = await app.api.get(`/api/agencies/${created.body.data.id}`, token);
    expect(read.body.data.attributes).toEqual(attributes);
  });

  it('merges preferences and settings, moves the default flag, and keeps thresholds in order', async () => {
    const token = await app.tokenOf('shipper.admin');
    const first = await create(token, { name: 'Agence Valence', isDefault: true });
    const second = await create(token, { name: 'Agence Vienne', preferences: { ROAD_SHIPMENT_TYPE: 'LTL' } });
    const moved = await app.api.request('PUT', `/api/agencies/${second.body.data.id}`, {
      token,
      body: {
        data: {
          type: 'agencies',
          attributes: {
            isDefault: true,
            preferences: { PURGED_DAY: 90 },
            mobileSettings: { isMandatoryPod: true },
          },
        },
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.attributes.preferences).toMatchObject({
      ROAD_SHIPMENT_TYPE: 'LTL',
      PURGED_DAY: 90,
    });
    expect(moved.body.data.attributes.mobileSettings.isMandatoryPod).toBe(true);
    expect(moved.body.data.attributes.isDefault).toBe(true);
    const before = await app.api.get(`/api/agencies/${first.body.data.id}`, token);
    expect(before.body.data.attributes.isDefault).toBe(false);

    const reversed = await app.api.request('PUT', `/api/agencies/${second.body.data.id}`, {
      token,
      body: { data: { type: 'agencies', attributes: { tolerableDelayMinutes: 50, riskyDelayMinutes: 20 } } },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors[0].source.pointer).toBe('/data/attributes/riskyDelayMinutes');
  });

  it('answers 409 "This value is already used" for a name taken in the organization, and HEAD says so', async () => {
    const token = await app.tokenOf('shipper.admin');
    const existing = (await app.api.get('/api/agencies', token)).body.data[0].attributes.name as string;
    const duplicate = await create(token, { name: existing.toUpperCase() });
    expectError(duplicate, 409, {
      code: 'agency.unique_constraint_error',
      title: 'This value is already used',
      source: { pointer: '/data/attributes/name' },
    });
    const taken = await app.api.request('HEAD', `/api/agencies/name/${encodeURIComponent(existing)}`, {
      token,
    });
    expect(taken.status).toBe(200);
    const free = await app.api.request('HEAD', '/api/agencies/name/Agence%20Nulle%20Part', { token });
    expect(free.status).toBe(404);
  });

  it('answers 400 with the spec messages on the phone and postal code', async () => {
    const token = await app.tokenOf('shipper.admin');
    const response = await create(token, {
      name: 'Agence Mal Remplie',
      phone: '12',
      address: { postalCode: '7' },
    });
    expectFieldErrors(response, [
      ['/data/attributes/phone', 'Please enter a valid phone number'],
      ['/data/attributes/address/postalCode', 'Please enter a valid ZIP number'],
    ]);
  });

  it('lets the back office create for an organization, refuses it to tenants, and deletes only unused agencies', async () => {
    const carrierMe = await app.api.get('/api/me', await app.tokenOf('carrier.admin'));
    const carrier = carrierMe.body.data.relationships.organization.data.id;
    const backOffice = await app.tokenOf('backoffice.admin');
    const made = await create(backOffice, { name: 'Agence Back Office' }, carrier);
    expect(made.status).toBe(201);
    expect(made.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.carrier);
    const refused = await create(await app.tokenOf('shipper.admin'), { name: 'Agence Intruse' }, carrier);
    expect(refused.status).toBe(403);
    const operator = await create(await app.tokenOf('carrier.operator'), { name: 'Agence Opérateur' });
    expect(operator.status).toBe(403);

    const deleted = await app.api.request('DELETE', `/api/agencies/${made.body.data.id}`, {
      token: backOffice,
    });
    expect(deleted.status).toBe(204);
    const used = (await app.api.get('/api/agencies?page[size]=100', await app.tokenOf('carrier.admin'))).body
      .data;
    const results = await Promise.all(
      used.map((agency: Agency) =>
        app.api.request('DELETE', `/api/agencies/${agency.id}`, { token: backOffice }).then((r) => r.status),
      ),
    );
    expect(results, 'a demo agency that tours name is kept').toContain(409);
  });
});
