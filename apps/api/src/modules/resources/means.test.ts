import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

describe.each(engines())('resources (means) on $name', (engine) => {
  const app = useCargolens(engine);
  const list = async (username: string, query = '') =>
    app.api.get(`/api/means?page[size]=100${query}`, await app.tokenOf(username));

  it("lists the carrier's fleet: trucks, trailers, telematic units and drivers' phones, by label", async () => {
    const response = await list('carrier.operator');
    expect(response.status).toBe(200);
    const means = response.body.data;
    expect(means.every((m: any) => m.attributes.organizationName === DEMO_ORGANIZATIONS.carrier)).toBe(true);
    const labels = means.map((m: any) => m.attributes.label as string);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const modes = new Set(means.map((m: any) => m.attributes.mode));
    expect(modes).toEqual(new Set(['truck', 'trailer']));
    expect(means.some((m: any) => m.attributes.telematicUnitId)).toBe(true);
    const phone = means.find((m: any) => m.attributes.meanType === 'mobileDriver');
    expect(phone.attributes.mobileDriver.phoneNumber).toMatch(/^\+33\d{9}$/);
    expect(phone.attributes.mobileDriver.name).toBeTruthy();
    expect(phone.attributes.telematicUnitId).toBeNull();
  });

  it('names in the fleet every vehicle and trailer the carrier’s tours name', async () => {
    const token = await app.tokenOf('carrier.operator');
    const labels = new Set((await list('carrier.operator')).body.data.map((m: any) => m.attributes.label));
    const orders = await app.api.get('/api/orders?include=tour&page[size]=50', token);
    const tours = (orders.body.included ?? []).filter((r: any) => r.type === 'tours');
    expect(tours.length).toBeGreaterThan(0);
    for (const tour of tours) {
      if (tour.attributes.carrierName !== DEMO_ORGANIZATIONS.carrier) continue;
      if (tour.attributes.vehicle) expect(labels).toContain(tour.attributes.vehicle);
      if (tour.attributes.trailer) expect(labels).toContain(tour.attributes.trailer);
    }
  });

  it.each([
    ['&filter[mode]=trailer', (m: any) => m.attributes.mode === 'trailer'],
    ['&filter[type]=mobileDriver', (m: any) => m.attributes.meanType === 'mobileDriver'],
    ['&filter[isActive]=false', (m: any) => !m.attributes.isActive && m.attributes.deactivatedAt !== null],
    ['&filter[isActive]=true', (m: any) => m.attributes.isActive && m.attributes.deactivatedAt === null],
    ['&filter[mode]=truck,trailer&filter[type]=telematic', (m: any) => m.attributes.meanType === 'telematic'],
  ])('filters with %s', async (query, holds) => {
    const response = await list('carrier.operator', query);
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.body.data.every(holds)).toBe(true);
  });

  it('searches labels, external ids, telematic unit ids and driver names', async () => {
    const all = (await list('carrier.operator')).body.data;
    const unit = all.find((m: any) => m.attributes.telematicUnitId).attributes.telematicUnitId as string;
    const driver = all.find((m: any) => m.attributes.meanType === 'mobileDriver').attributes.mobileDriver
      .name;
    for (const [fragment, field] of [
      [unit.slice(4, 11), (m: any) => m.attributes.telematicUnitId],
      ['SR-00', (m: any) => m.attributes.externalId],
      [driver.split(' ')[1], (m: any) => m.attributes.mobileDriver?.name],
    ] as const) {
      const found = await list('carrier.operator', `&filter[search]=${encodeURIComponent(fragment)}`);
      expect(found.body.data.length, fragment).toBeGreaterThan(0);
      expect(
        found.body.data.some((m: any) => String(field(m) ?? '').includes(fragment)),
        fragment,
      ).toBe(true);
    }
  });

  it('sorts and pages: every resource once, in order', async () => {
    const token = await app.tokenOf('carrier2.operator');
    const sorted = await app.api.collect<any>(
      '/api/means?sort=-yearOfManufacturing,label&page[size]=5',
      token,
    );
    const total = (await list('carrier2.operator')).body.meta.totalItems;
    expect(sorted).toHaveLength(total);
    expect(new Set(sorted.map((m) => m.id)).size).toBe(total);
    const years = sorted.map((m) => m.attributes.yearOfManufacturing).filter((y) => y !== null);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const bad = await app.api.get('/api/means?sort=colour', token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source).toEqual({ parameter: 'sort' });
  });

  it('reads one resource, and another organization’s as missing', async () => {
    const mine = (await list('carrier.operator')).body.data[0];
    const token = await app.tokenOf('carrier.operator');
    const one = await app.api.get(`/api/means/${mine.id}`, token);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(mine);
    const foreign = await app.api.get(`/api/means/${mine.id}`, await app.tokenOf('carrier2.operator'));
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(mine.attributes.label);
    expect((await app.api.get('/api/means/not-an-id', token)).status).toBe(404);
  });

  it('lets only the back office list on behalf of an organization', async () => {
    const me = await app.api.get('/api/me', await app.tokenOf('carrier2.operator'));
    const organization = me.body.data.relationships.organization.data.id;
    const denied = await list('carrier.operator', `&filter[organization]=${organization}`);
    expect(denied.status).toBe(403);
    const granted = await list('backoffice.admin', `&filter[organization]=${organization}`);
    expect(granted.status).toBe(200);
    expect(granted.body.data.length).toBeGreaterThan(0);
    expect(
      granted.body.data.every((m: any) => m.attributes.organizationName === DEMO_ORGANIZATIONS.carrier2),
    ).toBe(true);
  });
});
