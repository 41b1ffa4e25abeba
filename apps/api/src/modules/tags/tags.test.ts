import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

describe.each(engines())('tags on $name', (engine) => {
  const app = useCargolens(engine);

  it("lists the caller organization's tags, sorted by label", async () => {
    const response = await app.api.get('/api/tags', await app.tokenOf('shipper.operator'));
    expect(response.status).toBe(200);
    const labels = response.body.data.map((t: any) => t.attributes.label);
    expect(labels.length).toBeGreaterThanOrEqual(5);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const tag of response.body.data) {
      expect(tag.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
      expect(tag.attributes.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('names each colour and tells who may change tags', async () => {
    const operator = await app.api.get('/api/tags?page[size]=100', await app.tokenOf('shipper.operator'));
    const admin = await app.api.get('/api/tags?page[size]=100', await app.tokenOf('shipper.admin'));
    const names = new Set(admin.body.data.map((t: any) => t.attributes.colorName));
    expect(names.size).toBeGreaterThanOrEqual(5);
    expect([...names].every((name) => typeof name === 'string')).toBe(true);
    expect(operator.body.data.every((t: any) => t.attributes.actionPermissions.join() === 'READ')).toBe(true);
    expect(admin.body.data.every((t: any) => t.attributes.actionPermissions.join() === 'MODIFY')).toBe(true);
    expect(admin.body.data.filter((t: any) => t.attributes.isAutomaticallyAssigned)).toHaveLength(1);
  });

  it('offers exactly the labels that filter orders', async () => {
    const token = await app.tokenOf('shipper.admin');
    const tags = await app.api.get('/api/tags?page[size]=100', token);
    const label = tags.body.data[0].attributes.label as string;
    const orders = await app.api.get(
      `/api/orders?filter[tags]=${encodeURIComponent(label)}&page[size]=100`,
      token,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.meta.totalItems).toBeGreaterThan(0);
  });

  it('searches labels and sorts descending', async () => {
    const token = await app.tokenOf('shipper.admin');
    const all = await app.api.get('/api/tags?sort=-label&page[size]=100', token);
    const labels = all.body.data.map((t: any) => t.attributes.label as string);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const fragment = labels[0]!.slice(1, 4).toLowerCase();
    const found = await app.api.get(`/api/tags?filter[search]=${encodeURIComponent(fragment)}`, token);
    expect(found.body.data.length).toBeGreaterThan(0);
    expect(found.body.data.every((t: any) => t.attributes.label.toLowerCase().includes(fragment))).toBe(true);
  });

  it('refuses other organizations except to the back office', async () => {
    const me = await app.api.get('/api/me', await app.tokenOf('shipper.admin'));
    const organization = me.body.data.relationships.organization.data.id;
    const denied = await app.api.get(
      `/api/tags?filter[organization]=${organization}`,
      await app.tokenOf('carrier.operator'),
    );
    expect(denied.status).toBe(403);
    const granted = await app.api.get(
      `/api/tags?filter[organization]=${organization}`,
      await app.tokenOf('backoffice.admin'),
    );
    expect(granted.status).toBe(200);
    expect(
      granted.body.data.every((t: any) => t.attributes.organizationName === DEMO_ORGANIZATIONS.shipper),
    ).toBe(true);
  });
});
