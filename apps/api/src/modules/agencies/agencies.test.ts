import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

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
