// Tenant isolation of writes (decision 0004): every item write, create, bulk write and data in the modules
// declare (modules/<m>/test-support/isolation.ts) is refused on another organization's things, which stay as
// they were, for every organization of the demo data.
import { describe, expect, it } from 'vitest';
import { decodeId } from '../kernel/public-id';
import { engines } from '../test-support/engines';
import { TENANT_ADMINS, TENANT_USERS, useIsolationWalk } from '../test-support/isolation-walk';
import { type Resource, routesOf } from '../test-support/route-isolation';

describe.each(engines())('tenant isolation: writes on $name', (engine) => {
  const { app, walk, table } = useIsolationWalk(engine);

  it('answers 404 to a write on another organization’s item and changes nothing, for every pair', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of routesOf(table().routes, 'item-write')) {
      const { method, template, pairs } = await walk.checkedOn(route, scope);
      for (const { reader, owner, item } of pairs) {
        const path = template.replace('{id}', item.id);
        const response = await app.api.request(method, path, {
          token: await app.tokenOf(reader.username),
          ...(scope.body ? { body: scope.body(item) } : {}),
        });
        // Who may not use the route at all is refused before any id is looked at (403, decision 0080).
        const expected = (await walk.mayUse(reader.username, route)) ? 404 : 403;
        expect(response.status, `${reader.username} ${method} ${owner.organization}'s ${path}`).toBe(
          expected,
        );
      }
      // One read of the list after every refused write (not one per pair): the suite runs on loaded machines.
      const after = await walk.everything(scope.list, backOffice);
      for (const { owner, item } of pairs)
        expect(
          after.find((r) => r.id === item.id)?.attributes,
          `${route} left ${owner.organization}'s item as it was`,
        ).toEqual(item.attributes);
    }
  });

  it('refuses a create for another organization to every tenant administrator', async () => {
    const organizationIds = new Map<string, string>();
    for (const user of [...TENANT_USERS, ...TENANT_ADMINS]) {
      const me = await app.api.get('/api/me', await app.tokenOf(user.username));
      organizationIds.set(user.organization, me.body.data.relationships.organization.data.id);
    }
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of routesOf(table().routes, 'create')) {
      const [method, path] = route.split(' ') as [string, string];
      const before = (await walk.everything(scope.list, backOffice)).length;
      for (const writer of TENANT_ADMINS) {
        for (const owner of TENANT_USERS) {
          if (owner.organization === writer.organization) continue;
          const organizationId = organizationIds.get(owner.organization)!;
          const response = await app.api.request(method, `${path}${scope.query?.(organizationId) ?? ''}`, {
            token: await app.tokenOf(writer.username),
            body: scope.body(organizationId),
          });
          expect(response.status, `${writer.username} ${route} for ${owner.organization}`).toBe(403);
        }
      }
      expect((await walk.everything(scope.list, backOffice)).length, `${route} created nothing`).toBe(before);
    }
  });

  it('refuses a back-office create to every tenant user and lets the back office make it', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of routesOf(table().routes, 'back-office-create')) {
      const [method, path] = route.split(' ') as [string, string];
      const before = (await walk.everything(scope.list, backOffice)).length;
      for (const user of [...TENANT_USERS, ...TENANT_ADMINS]) {
        const response = await app.api.request(method, path, {
          token: await app.tokenOf(user.username),
          body: scope.body(),
        });
        expect(response.status, `${user.username} ${route}`).toBe(403);
      }
      expect((await walk.everything(scope.list, backOffice)).length, `${route} created nothing`).toBe(before);
      const made = await app.api.request(method, path, { token: backOffice, body: scope.body() });
      expect(made.status, `backoffice.admin ${route}`).toBe(201);
    }
  });

  it('creates in the caller’s own organization', async () => {
    for (const [route, scope] of routesOf(table().routes, 'create')) {
      const [method, path] = route.split(' ') as [string, string];
      for (const writer of TENANT_ADMINS) {
        const token = await app.tokenOf(writer.username);
        const me = await app.api.get('/api/me', token);
        const own = me.body.data.relationships.organization.data.id as string;
        const response = await app.api.request(method, path, { token, body: scope.body(own) });
        expect(response.status, `${writer.username} ${route}`).toBe(201);
        expect(walk.partiesOf(scope.type, response.body.data), route).toContain(writer.organization);
        const listed = await walk.everything(scope.list, token);
        expect(
          listed.map((r) => r.id),
          `${route}: the creator lists it`,
        ).toContain(response.body.data.id);
      }
    }
  });

  it('answers a bulk write on another organization’s items with a 404 per item, changing nothing', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of routesOf(table().routes, 'bulk-write')) {
      const [method, path] = route.split(' ') as [string, string];
      for (const reader of TENANT_USERS) {
        const pairs = (await walk.foreignItems(scope.list, scope.type)).filter(
          (pair) => pair.reader === reader,
        );
        // An order owned by one and carried by another is found for both: name it once.
        const foreign = [...new Map(pairs.map(({ item }) => [item.id, item])).values()];
        expect(foreign.length, `${route} as ${reader.username}`).toBeGreaterThan(0);
        const response = await app.api.request(method, path, {
          token: await app.tokenOf(reader.username),
          body: scope.body(foreign),
        });
        expect(response.status, `${route} as ${reader.username}`).toBe(200);
        const results = response.body.data.attributes.results as Array<{ outcome: string; error: any }>;
        expect(results.map((r) => [r.outcome, r.error?.status])).toEqual(
          foreign.map(() => ['failed', '404']),
        );
        const after = await walk.everything(scope.list, backOffice);
        for (const item of foreign)
          expect(
            after.find((r) => r.id === item.id)?.attributes,
            `${route} left ${item.id} as it was`,
          ).toEqual(item.attributes);
      }
    }
  });

  it('refuses data in for another organization’s resource as an unknown device, storing nothing', async () => {
    const means = await walk.everything('/api/means', await app.tokenOf('backoffice.admin'));
    for (const [route, scope] of routesOf(table().routes, 'device-data-in')) {
      const [method, path] = route.split(' ') as [string, string];
      const token = await app.tokenOf(scope.username);
      const me = await app.api.get('/api/me?include=organization', token);
      const own = me.body.included[0].attributes.name as string;
      const foreign = means.filter(
        (m) => m.attributes.organizationName !== own && m.attributes.telematicUnitId,
      );
      const organizations = new Set(foreign.map((m) => m.attributes.organizationName));
      expect(organizations.size, route).toBeGreaterThan(1);
      for (const organization of organizations) {
        const resource = foreign.find((m) => m.attributes.organizationName === organization)!;
        for (const asUnit of [false, true]) {
          const response = await app.api.request(method, path, { token, body: scope.body(resource, asUnit) });
          expect(response.status, `${route} for ${organization}`).toBe(200);
          const [result] = response.body.data.attributes.results;
          expect(result.outcome, `${route} for ${organization}'s ${resource.id}`).toBe('rejected');
          expect(result.errors[0]).toMatchObject({ status: '404', code: 'position.unknown_device' });
        }
      }
      const stored = await app.running.store.db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(
          'resource_id',
          'in',
          foreign.map((m) => decodeId(m.id)!),
        )
        .executeTakeFirstOrThrow();
      expect(Number(stored.n), `${route} stored nothing`).toBe(0);
    }
  });

  it('refuses data in about another organization’s orders and stops with 404, storing nothing', async () => {
    const orders = await app.api.collect<Resource & { relationships?: any }>(
      '/api/orders?include=stops&page[size]=100',
      await app.tokenOf('backoffice.admin'),
    );
    for (const [route, scope] of routesOf(table().routes, 'order-data-in')) {
      const [method, path] = route.split(' ') as [string, string];
      const token = await app.tokenOf(scope.username);
      const me = await app.api.get('/api/me?include=organization', token);
      const own = me.body.included[0].attributes.name as string;
      const foreign = orders.filter((order) => !walk.partiesOf('orders', order).includes(own));
      const organizations = new Set(foreign.map((order) => order.attributes.ownerName));
      expect(organizations.size, route).toBeGreaterThan(1);
      for (const organization of organizations) {
        const stopIdsOf = (o: (typeof foreign)[number]): string[] =>
          (o.relationships?.stops?.data ?? []).map((stop: { id: string }) => stop.id);
        const order = foreign.find(
          (o) => o.attributes.ownerName === organization && stopIdsOf(o).length > 0,
        )!;
        const stopIds = stopIdsOf(order);
        const response = await app.api.request(method, path, {
          token,
          body: scope.body({ ...order, stopIds }),
        });
        expect(response.status, `${route} for ${organization}'s ${order.id}`).toBe(404);
        expect(response.body.errors[0].status).toBe('404');
      }
      const stored = await app.running.store.db
        .selectFrom(scope.table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n), `${route} stored nothing`).toBe(0);
    }
  });
});
