import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

describe.each(engines())('user profiles on $name', (engine) => {
  const app = useCargolens(engine);

  it("lists the organization's profiles with their active features and user counts", async () => {
    const response = await app.api.get('/api/user-profiles', await app.tokenOf('shipper.admin'));
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThanOrEqual(3);
    for (const profile of response.body.data) {
      expect(profile.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
      expect(profile.attributes.features.every((f: any) => f.isActive === true)).toBe(true);
    }
    expect(response.body.data.some((p: any) => p.attributes.userCount > 0)).toBe(true);
    const refused = await app.api.get('/api/user-profiles', await app.tokenOf('shipper.operator'));
    expect(refused.status).toBe(403);
  });

  it('creates, changes and deletes a profile; a taken name is a 409', async () => {
    const token = await app.tokenOf('shipper.admin');
    const created = await app.api.request('POST', '/api/user-profiles', {
      token,
      body: { data: { type: 'userProfiles', attributes: { name: 'Quai', features: ['ORDERS', 'TOURS'] } } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.features.map((f: any) => f.name)).toEqual(['ORDERS', 'TOURS']);
    const changed = await app.api.request('PUT', `/api/user-profiles/${created.body.data.id}`, {
      token,
      body: { data: { type: 'userProfiles', attributes: { features: ['ORDERS'], isReadOnly: true } } },
    });
    expect(changed.body.data.attributes).toMatchObject({
      isReadOnly: true,
      features: [{ name: 'ORDERS', isActive: true }],
    });
    const duplicate = await app.api.request('POST', '/api/user-profiles', {
      token,
      body: { data: { type: 'userProfiles', attributes: { name: 'Quai' } } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].source.pointer).toBe('/data/attributes/name');
    const deleted = await app.api.request('DELETE', `/api/user-profiles/${created.body.data.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await app.api.get(`/api/user-profiles/${created.body.data.id}`, token)).status).toBe(404);
  });

  it('lets the back office read and create profiles for one organization', async () => {
    const me = await app.api.get('/api/me', await app.tokenOf('carrier.admin'));
    const carrier = me.body.data.relationships.organization.data.id;
    const backOffice = await app.tokenOf('backoffice.admin');
    const listed = await app.api.get(`/api/user-profiles?filter[organization]=${carrier}`, backOffice);
    expect(
      listed.body.data.every((p: any) => p.attributes.organizationName === DEMO_ORGANIZATIONS.carrier),
    ).toBe(true);
    const created = await app.api.request('POST', '/api/user-profiles', {
      token: backOffice,
      body: {
        data: {
          type: 'userProfiles',
          attributes: { name: 'Support' },
          relationships: { organization: { data: { type: 'organizations', id: carrier } } },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.carrier);
  });
});
