// Tenant isolation across the whole route table: every route the OpenAPI document lists must be classified
// here, so a new route cannot ship without saying how it is scoped, and each class is checked for every
// organization of the demo data.
import { describe, expect, it } from 'vitest';
import { ORDER_INPUT_EXAMPLE } from '../modules/orders/order-input-example';
import { DEMO_ORGANIZATIONS } from '../seed/demo-users';
import { useCargolens } from '../test-support/cargolens';
import { engines } from '../test-support/engines';

type Scope =
  | { kind: 'public' }
  | { kind: 'self' }
  /** Shared reference answers (geocoding, time zones): no tenant data, but a signed-in caller. */
  | { kind: 'reference' }
  | { kind: 'list'; type: string }
  | { kind: 'item'; type: string; list: string }
  /** Creates in the caller's organization (only the back office may name another with ?organization=). */
  | { kind: 'create'; type: string; body: (reference: string) => unknown }
  /** Changes one item: another organization's answers 404 and stays as it was. */
  | { kind: 'itemWrite'; type: string; list: string; body?: (reference: string) => unknown };

/** A place of the caller's address book, named after the test's reference. */
function placeBody(reference: string) {
  return {
    data: {
      type: 'places',
      attributes: { name: reference, address: { town: 'Lyon', country: 'FR' }, externalId: reference },
    },
  };
}

/** The documented orders-in example under a reference of the test's choosing. */
function orderBody(reference: string) {
  const body = structuredClone(ORDER_INPUT_EXAMPLE) as unknown as {
    data: { attributes: { reference: string } };
  };
  body.data.attributes.reference = reference;
  return body;
}

const ROUTE_TABLE: Record<string, Scope> = {
  'GET /api/health': { kind: 'public' },
  'POST /api/tokens': { kind: 'public' },
  'POST /api/tokens/refresh': { kind: 'public' },
  'DELETE /api/tokens/refresh': { kind: 'public' },
  'GET /api/me': { kind: 'self' },
  'PUT /api/me/display-preferences': { kind: 'self' },
  'GET /api/orders': { kind: 'list', type: 'orders' },
  'GET /api/orders/{id}': { kind: 'item', type: 'orders', list: '/api/orders' },
  'GET /api/tags': { kind: 'list', type: 'tags' },
  'POST /api/orders': { kind: 'create', type: 'orders', body: orderBody },
  'PUT /api/orders/{id}': { kind: 'itemWrite', type: 'orders', list: '/api/orders', body: orderBody },
  'POST /api/orders/{id}/cancel': { kind: 'itemWrite', type: 'orders', list: '/api/orders' },
  'GET /api/places': { kind: 'list', type: 'places' },
  'GET /api/places/{id}': { kind: 'item', type: 'places', list: '/api/places' },
  'POST /api/places': { kind: 'create', type: 'places', body: placeBody },
  'PATCH /api/places/{id}': {
    kind: 'itemWrite',
    type: 'places',
    list: '/api/places',
    body: () => ({ data: { type: 'places', attributes: { details: 'changed by another organization' } } }),
  },
  'DELETE /api/places/{id}': { kind: 'itemWrite', type: 'places', list: '/api/places' },
  'GET /api/geocode': { kind: 'reference' },
  'GET /api/timezone': { kind: 'reference' },
  'GET /api/map-config': { kind: 'public' },
};

const TENANT_USERS = [
  { username: 'shipper.admin', organization: DEMO_ORGANIZATIONS.shipper },
  { username: 'carrier.operator', organization: DEMO_ORGANIZATIONS.carrier },
  { username: 'carrier2.operator', organization: DEMO_ORGANIZATIONS.carrier2 },
  { username: 'lsp.operator', organization: DEMO_ORGANIZATIONS.lsp },
];

/** Which organizations a resource belongs to, as the API tells it. */
const PARTIES: Record<string, (resource: { attributes: Record<string, unknown> }) => unknown[]> = {
  orders: (r) => [r.attributes.ownerName, r.attributes.charteredName],
  tags: (r) => [r.attributes.organizationName],
  places: (r) => [r.attributes.organizationName],
};

describe.each(engines())('tenant isolation on $name', (engine) => {
  const app = useCargolens(engine);

  const everything = (path: string, token: string) =>
    app.api.collect<{ id: string; attributes: Record<string, unknown> }>(`${path}?page[size]=100`, token);

  async function routes() {
    const openapi = await app.api.get('/api/openapi.json');
    return Object.entries(openapi.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it('classifies every route of the API', async () => {
    const unclassified = (await routes()).filter((route) => !(route in ROUTE_TABLE));
    expect(unclassified, 'add these routes to ROUTE_TABLE with their tenant scope').toEqual([]);
  });

  it('refuses every non-public route without a token', async () => {
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind === 'public') continue;
      const [method, path] = route.split(' ') as [string, string];
      const response = await app.api.request(
        method,
        path.replace('{id}', 'k3G7QAe5'),
        method === 'GET' ? {} : { body: {} },
      );
      expect(response.status, route).toBe(401);
    }
  });

  it('lists only what belongs to or is carried by the caller, for every organization', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'list') continue;
      const path = route.split(' ')[1]!;
      const universe = await everything(path, backOffice);
      for (const user of TENANT_USERS) {
        const seen = await everything(path, await app.tokenOf(user.username));
        const expected = universe
          .filter((r) => PARTIES[scope.type]!(r).includes(user.organization))
          .map((r) => r.id);
        expect(seen.map((r) => r.id).sort(), `${route} as ${user.username}`).toEqual(expected.sort());
        expect(universe.length, 'the back office sees more than any one tenant').toBeGreaterThan(seen.length);
      }
    }
  });

  it('answers 404 for another organization’s item, for every pair of organizations', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'item') continue;
      const universe = await everything(scope.list, backOffice);
      for (const reader of TENANT_USERS) {
        const token = await app.tokenOf(reader.username);
        for (const owner of TENANT_USERS) {
          if (owner === reader) continue;
          const foreign = universe.find((r) => {
            const parties = PARTIES[scope.type]!(r);
            return parties.includes(owner.organization) && !parties.includes(reader.organization);
          });
          if (!foreign) continue;
          const path = route.split(' ')[1]!.replace('{id}', foreign.id);
          const denied = await app.api.get(path, token);
          expect(denied.status, `${reader.username} reading ${owner.organization}'s ${path}`).toBe(404);
          expect(JSON.stringify(denied.body)).not.toContain(
            String(foreign.attributes.reference ?? foreign.id),
          );
          expect((await app.api.get(path, backOffice)).status).toBe(200);
        }
      }
    }
  });

  it('writes only into the caller’s organization', async () => {
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'create') continue;
      const [method, path] = route.split(' ') as [string, string];
      for (const user of TENANT_USERS) {
        const created = await app.api.request(method, path, {
          token: await app.tokenOf(user.username),
          body: scope.body(`ISOLATION-${user.username}`),
        });
        expect(created.status, `${route} as ${user.username}`).toBe(201);
        expect(PARTIES[scope.type]!(created.body.data), route).toContain(user.organization);
        const elsewhere = await app.api.request(method, `${path}?organization=${created.body.data.id}`, {
          token: await app.tokenOf(user.username),
          body: scope.body(`ISOLATION-ELSEWHERE-${user.username}`),
        });
        expect(elsewhere.status, `${route}?organization= as ${user.username}`).toBe(403);
      }
    }
  });

  it('answers 404 to a write on another organization’s item and leaves it unchanged', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'itemWrite') continue;
      const [method, pathTemplate] = route.split(' ') as [string, string];
      const universe = await everything(scope.list, backOffice);
      for (const reader of TENANT_USERS) {
        const token = await app.tokenOf(reader.username);
        for (const owner of TENANT_USERS) {
          if (owner === reader) continue;
          const foreign = universe.find((r) => {
            const parties = PARTIES[scope.type]!(r);
            return parties.includes(owner.organization) && !parties.includes(reader.organization);
          });
          if (!foreign) continue;
          const path = pathTemplate.replace('{id}', foreign.id);
          const itemPath = `${scope.list}/${foreign.id}`;
          const before = (await app.api.get(itemPath, backOffice)).body.data;
          const reference = String(foreign.attributes.reference ?? foreign.id);
          const denied = await app.api.request(method, path, {
            token,
            ...(scope.body ? { body: scope.body(reference) } : {}),
          });
          expect(denied.status, `${reader.username} ${method} ${owner.organization}'s ${path}`).toBe(404);
          expect((await app.api.get(itemPath, backOffice)).body.data, `${itemPath} unchanged`).toEqual(
            before,
          );
        }
      }
    }
  });

  it('answers self routes with the caller only', async () => {
    for (const user of TENANT_USERS) {
      const me = await app.api.get('/api/me?include=organization', await app.tokenOf(user.username));
      expect(me.body.data.attributes.username).toBe(user.username);
      expect(me.body.included[0].attributes.name).toBe(user.organization);
    }
  });

  it('lets only the back office act on behalf of another organization', async () => {
    const shipperMe = await app.api.get('/api/me?include=organization', await app.tokenOf('shipper.admin'));
    const shipperOrg = shipperMe.body.included[0].id as string;
    const denied = await app.api.get(
      `/api/orders?filter[organization]=${shipperOrg}`,
      await app.tokenOf('carrier.operator'),
    );
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]).toMatchObject({
      code: 'http.access_denied_error',
      source: { parameter: 'filter[organization]' },
    });
    const onBehalf = await everything(`/api/orders`, await app.tokenOf('backoffice.admin'));
    const filtered = await app.api.get(
      `/api/orders?filter[organization]=${shipperOrg}&page[size]=100`,
      await app.tokenOf('backoffice.admin'),
    );
    expect(filtered.status).toBe(200);
    expect(
      filtered.body.data.every(
        (o: { attributes: { ownerName: string } }) => o.attributes.ownerName === DEMO_ORGANIZATIONS.shipper,
      ),
    ).toBe(true);
    expect(filtered.body.meta.totalItems).toBe(
      onBehalf.filter((o) => o.attributes.ownerName === DEMO_ORGANIZATIONS.shipper).length,
    );
  });
});
