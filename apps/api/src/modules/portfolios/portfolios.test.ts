import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { DEMO_PORTFOLIOS } from '../../seed/portfolios';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';

type Resource = { id: string; attributes: Record<string, any>; relationships: Record<string, any> };
const ids = (relationship: { data: { id: string }[] }) => relationship.data.map((item) => item.id).sort();

describe.each(engines())('portfolios on $name', (engine) => {
  const app = useCargolens(engine);

  const body = (attributes: Record<string, unknown>, relationships?: Record<string, string[]>) => ({
    data: {
      type: 'portfolios',
      attributes,
      ...(relationships
        ? {
            relationships: Object.fromEntries(
              Object.entries(relationships).map(([name, list]) => [
                name,
                { data: list.map((id) => ({ type: name, id })) },
              ]),
            ),
          }
        : {}),
    },
  });

  async function organizationIds(): Promise<Record<string, string>> {
    const all = await app.api.collect<Resource>(
      '/api/organizations?page[size]=100',
      await app.tokenOf('backoffice.admin'),
    );
    return Object.fromEntries(all.map((o) => [o.attributes.name as string, o.id]));
  }

  const meOf = app.userIdOf;

  it('lists the demo portfolios to the back office by name, filters them, and shows each user their own', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const all = await app.api.get('/api/portfolios', backOffice);
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: Resource) => p.attributes.name)).toEqual(
      expect.arrayContaining(DEMO_PORTFOLIOS.map((p) => p.name)),
    );
    const france = all.body.data.find((p: Resource) => p.attributes.name === 'Comptes France');
    const orgs = await organizationIds();
    expect(ids(france.relationships.organizations)).toEqual(
      [orgs[DEMO_ORGANIZATIONS.shipper], orgs[DEMO_ORGANIZATIONS.carrier]].sort(),
    );
    expect(france.attributes.organizationCount).toBe(2);
    const filtered = await app.api.get('/api/portfolios?filter[name]=internat', backOffice);
    expect(filtered.body.data.map((p: Resource) => p.attributes.name)).toEqual(['Comptes internationaux']);

    const mine = await app.api.get('/api/my-portfolios', backOffice);
    expect(mine.body.data.map((p: Resource) => p.attributes.name)).toEqual(['Comptes France']);
    const clientOwn = await app.api.get('/api/my-portfolios', await app.tokenOf('shipper.admin'));
    expect(clientOwn.status).toBe(200);
    expect(clientOwn.body.data).toEqual([]);
    const refused = await app.api.get('/api/portfolios', await app.tokenOf('shipper.admin'));
    expect(refused.status).toBe(403);
  });

  it('creates a portfolio with organizations and followers, answers 409 on a taken name, and HEAD says so', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const orgs = await organizationIds();
    const created = await app.api.request('POST', '/api/portfolios', {
      token: backOffice,
      body: body(
        { name: 'Grands comptes Nord', description: 'Suivis depuis Lille' },
        { organizations: [orgs[DEMO_ORGANIZATIONS.lsp]!], users: [await meOf('super.admin')] },
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: 'Grands comptes Nord',
      organizationCount: 1,
      userCount: 1,
    });
    const superMine = await app.api.get('/api/my-portfolios', await app.tokenOf('super.admin'));
    expect(superMine.body.data.map((p: Resource) => p.attributes.name)).toContain('Grands comptes Nord');

    const duplicate = await app.api.request('POST', '/api/portfolios', {
      token: backOffice,
      body: body({ name: 'GRANDS COMPTES NORD' }),
    });
    expectError(duplicate, 409, {
      code: 'portfolio.unique_constraint_error',
      title: 'This value is already used',
      source: { pointer: '/data/attributes/name' },
    });
    const taken = await app.api.request(
      'HEAD',
      `/api/portfolios/name/${encodeURIComponent('grands comptes nord')}`,
      {
        token: backOffice,
      },
    );
    expect(taken.status).toBe(200);
    const free = await app.api.request('HEAD', '/api/portfolios/name/Personne', { token: backOffice });
    expect(free.status).toBe(404);
  });

  it('answers 400 at the relationship for unknown organizations and for client users, creating nothing', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const before = (await app.api.get('/api/portfolios', backOffice)).body.meta.totalItems;
    const unknown = await app.api.request('POST', '/api/portfolios', {
      token: backOffice,
      body: body({ name: 'Fantômes' }, { organizations: ['nope', 'Zz9'] }),
    });
    expectError(unknown, 400, {
      code: 'validation.unknown_identifier',
      source: { pointer: '/data/relationships/organizations' },
    });
    const client = await app.api.request('POST', '/api/portfolios', {
      token: backOffice,
      body: body({ name: 'Suivi client' }, { users: [await meOf('shipper.operator')] }),
    });
    expect(client.status).toBe(400);
    expect(client.body.errors[0].source.pointer).toBe('/data/relationships/users');
    expect((await app.api.get('/api/portfolios', backOffice)).body.meta.totalItems).toBe(before);
  });

  it('lets no client user create, rename or delete a portfolio', async () => {
    const france = (
      await app.api.get('/api/portfolios?filter[name]=France', await app.tokenOf('backoffice.admin'))
    ).body.data[0] as Resource;
    for (const username of ['shipper.admin', 'carrier.operator']) {
      const token = await app.tokenOf(username);
      const made = await app.api.request('POST', '/api/portfolios', { token, body: body({ name: 'À moi' }) });
      expect(made.status, username).toBe(403);
      const renamed = await app.api.request('PUT', `/api/portfolios/${france.id}`, {
        token,
        body: body({ name: 'Pris' }),
      });
      expect(renamed.status, username).toBe(403);
      const deleted = await app.api.request('DELETE', `/api/portfolios/${france.id}`, { token });
      expect(deleted.status, username).toBe(403);
    }
  });

  it('renames, refills and deletes a portfolio; its organizations stay', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const orgs = await organizationIds();
    const made = await app.api.request('POST', '/api/portfolios', {
      token: backOffice,
      body: body({ name: 'Temporaire' }, { organizations: [orgs[DEMO_ORGANIZATIONS.shipper]!] }),
    });
    const id = made.body.data.id as string;
    const changed = await app.api.request('PUT', `/api/portfolios/${id}`, {
      token: backOffice,
      body: body({ name: 'Temporaire bis' }, { organizations: [orgs[DEMO_ORGANIZATIONS.carrier2]!] }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.name).toBe('Temporaire bis');
    expect(ids(changed.body.data.relationships.organizations)).toEqual([orgs[DEMO_ORGANIZATIONS.carrier2]]);
    const deleted = await app.api.request('DELETE', `/api/portfolios/${id}`, { token: backOffice });
    expect(deleted.status).toBe(204);
    expect(
      (await app.api.get(`/api/organizations/${orgs[DEMO_ORGANIZATIONS.carrier2]}`, backOffice)).status,
    ).toBe(200);
    const again = await app.api.request('DELETE', `/api/portfolios/${id}`, { token: backOffice });
    expect(again.status).toBe(404);
  });
});

describe.each(engines())('organizations and users in portfolios on $name', (engine) => {
  const app = useCargolens(engine);

  const portfolioNamed = async (name: string) =>
    (
      await app.api.get(
        `/api/portfolios?filter[name]=${encodeURIComponent(name)}`,
        await app.tokenOf('backoffice.admin'),
      )
    ).body.data[0] as Resource;

  it('narrows the organizations to a portfolio or to the caller’s portfolios, for the back office only', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const france = await portfolioNamed('Comptes France');
    const inFrance = await app.api.get(`/api/organizations?filter[portfolio]=${france.id}`, backOffice);
    expect(inFrance.body.data.map((o: Resource) => o.attributes.name).sort()).toEqual(
      [DEMO_ORGANIZATIONS.carrier, DEMO_ORGANIZATIONS.shipper].sort(),
    );
    expect(inFrance.body.data[0].relationships.portfolios.data.map((p: { id: string }) => p.id)).toContain(
      france.id,
    );
    const mine = await app.api.get('/api/organizations?filter[portfolio]=mine', backOffice);
    expect(mine.body.data.map((o: Resource) => o.attributes.name).sort()).toEqual(
      [DEMO_ORGANIZATIONS.carrier, DEMO_ORGANIZATIONS.shipper].sort(),
    );
    const superMine = await app.api.get(
      '/api/organizations?filter[portfolio]=mine',
      await app.tokenOf('super.admin'),
    );
    expect(superMine.body.data).toEqual([]);
    const tenant = await app.api.get(
      `/api/organizations?filter[portfolio]=${france.id}`,
      await app.tokenOf('shipper.admin'),
    );
    expect(tenant.status).toBe(403);
    expect(tenant.body.errors[0].source.parameter).toBe('filter[portfolio]');
    const own = await app.api.get('/api/organizations', await app.tokenOf('shipper.admin'));
    expect(own.body.data[0].relationships?.portfolios).toBeUndefined();
  });

  it('puts an organization in portfolios from its save body, refusing unknown ids and tenants', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const international = await portfolioNamed('Comptes internationaux');
    const lsp = (await app.api.get('/api/organizations', await app.tokenOf('lsp.operator'))).body
      .data[0] as Resource;
    const save = (token: string, portfolios: string[]) =>
      app.api.request('PUT', `/api/organizations/${lsp.id}`, {
        token,
        body: {
          data: {
            type: 'organizations',
            attributes: {},
            relationships: { portfolios: { data: portfolios.map((id) => ({ type: 'portfolios', id })) } },
          },
        },
      });
    const unknown = await save(backOffice, ['Zz9zZ']);
    expectError(unknown, 400, {
      code: 'validation.unknown_identifier',
      source: { pointer: '/data/relationships/portfolios' },
    });
    const emptied = await save(backOffice, []);
    expect(emptied.status).toBe(200);
    expect(emptied.body.data.relationships.portfolios.data).toEqual([]);
    const refilled = await save(backOffice, [international.id]);
    expect(refilled.body.data.relationships.portfolios.data).toEqual([
      { type: 'portfolios', id: international.id },
    ]);
    const me = await app.api.get('/api/me', await app.tokenOf('carrier.admin'));
    const carrierId = me.body.data.relationships.organization.data.id;
    const tenant = await app.api.request('PUT', `/api/organizations/${carrierId}`, {
      token: await app.tokenOf('carrier.admin'),
      body: { data: { type: 'organizations', attributes: {}, relationships: { portfolios: { data: [] } } } },
    });
    expect(tenant.status).toBe(403);
  });

  it('lets the back office give a back-office user portfolios, never a client user', async () => {
    // The super admin: an admin may not change a super admin's account (roles out of reach).
    const backOffice = await app.tokenOf('super.admin');
    const international = await portfolioNamed('Comptes internationaux');
    const superId = (await app.api.get('/api/me', await app.tokenOf('super.admin'))).body.data.id as string;
    const operatorId = (await app.api.get('/api/me', await app.tokenOf('shipper.operator'))).body.data
      .id as string;
    const give = (token: string, userId: string) =>
      app.api.request('PUT', `/api/users/${userId}`, {
        token,
        body: {
          data: {
            type: 'users',
            attributes: {},
            relationships: { portfolios: { data: [{ type: 'portfolios', id: international.id }] } },
          },
        },
      });
    const given = await give(backOffice, superId);
    expect(given.status).toBe(200);
    expect(given.body.data.relationships.portfolios.data).toEqual([
      { type: 'portfolios', id: international.id },
    ]);
    const read = await app.api.get(`/api/users/${superId}`, backOffice);
    expect(read.body.data.relationships.portfolios.data).toHaveLength(1);
    const client = await give(backOffice, operatorId);
    expect(client.status).toBe(400);
    expect(client.body.errors[0].source.pointer).toBe('/data/relationships/portfolios');
    const byTenant = await give(await app.tokenOf('shipper.admin'), operatorId);
    expect(byTenant.status).toBe(403);
  });
});
