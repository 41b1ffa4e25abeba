// Tenant isolation of reads (decision 0004): every list, item, uniqueness check and back-office route the
// modules declare (modules/<m>/test-support/isolation.ts) is checked for every organization of the demo data.
import { describe, expect, it } from 'vitest';
import { engines } from '../test-support/engines';
import { pathOf, TENANT_ADMINS, TENANT_USERS, useIsolationWalk } from '../test-support/isolation-walk';
import { routesOf } from '../test-support/route-isolation';

describe.each(engines())('tenant isolation: reads on $name', (engine) => {
  const { app, walk, table } = useIsolationWalk(engine);

  it('lists only what belongs to or is carried by the caller, for every organization', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of routesOf(table().routes, 'list')) {
      const path = route.split(' ')[1]!;
      const universe = await walk.everything(path, backOffice);
      for (const user of TENANT_USERS) {
        // A user the route refuses altogether (e.g. an operator on the imports) reads nothing of anyone's.
        if (!(await walk.mayUse(user.username, route))) {
          const refused = await app.api.get(path, await app.tokenOf(user.username));
          expect(refused.status, `${route} as ${user.username}`).toBe(403);
          continue;
        }
        const seen = await walk.everything(path, await app.tokenOf(user.username));
        const expected = universe
          .filter((r) => walk.partiesOf(scope.type, r).includes(user.organization))
          .map((r) => r.id);
        expect(seen.map((r) => r.id).sort(), `${route} as ${user.username}`).toEqual(expected.sort());
        expect(universe.length, 'the back office sees more than any one tenant').toBeGreaterThan(seen.length);
      }
    }
  });

  it('answers 404 for another organization’s item, for every pair of organizations', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of routesOf(table().routes, 'item')) {
      const universe = await walk.everything(scope.list, backOffice);
      for (const reader of TENANT_USERS) {
        const token = await app.tokenOf(reader.username);
        for (const owner of TENANT_USERS) {
          if (owner === reader) continue;
          const foreign = universe.find((r) => {
            const parties = walk.partiesOf(scope.type, r);
            return parties.includes(owner.organization) && !parties.includes(reader.organization);
          });
          if (!foreign) continue;
          const path = pathOf(route.split(' ')[1]!, foreign);
          const denied = await app.api.get(path, token);
          const expected = (await walk.mayUse(reader.username, route)) ? 404 : 403;
          expect(denied.status, `${reader.username} reading ${owner.organization}'s ${path}`).toBe(expected);
          expect(JSON.stringify(denied.body)).not.toContain(
            String(foreign.attributes.reference ?? foreign.id),
          );
          expect((await app.api.get(path, backOffice)).status).toBe(200);
        }
      }
    }
  });

  it('answers uniqueness checks under another organization’s id as free (404), for every pair', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of routesOf(table().routes, 'organization-check')) {
      const [method, template] = route.split(' ') as [string, string];
      for (const { reader, owner, item } of await walk.foreignItems(scope.list, scope.type)) {
        const ownerOrganization = (item as { relationships?: any }).relationships?.organization?.data?.id;
        const path = template
          .replace('{id}', ownerOrganization)
          .replace('{value}', encodeURIComponent(scope.value(item)));
        const asReader = await app.api.request(method, path, { token: await app.tokenOf(reader.username) });
        expect(asReader.status, `${reader.username} ${method} ${owner.organization}'s ${path}`).toBe(404);
        const asOwner = await app.api.request(method, path, { token: await app.tokenOf(owner.username) });
        expect(asOwner.status, `${owner.username} ${method} ${path}`).toBe(200);
        expect((await app.api.request(method, path, { token: backOffice })).status).toBe(200);
      }
    }
  });

  it('answers checks in the caller’s own organization as free (404) for another organization’s value', async () => {
    for (const [route, scope] of routesOf(table().routes, 'own-check')) {
      const { method, template, pairs } = await walk.checkedOn(route, scope);
      for (const { reader, item } of pairs) {
        const path = template.replace(/\{\w+\}/, encodeURIComponent(scope.value(item)));
        const asReader = await app.api.request(method, path, { token: await app.tokenOf(reader.username) });
        expect(asReader.status, `${reader.username} ${method} ${path}`).toBe(404);
        const owner = TENANT_USERS.find((user) => user.organization === item.attributes.ownerName);
        if (!owner) continue;
        const asOwner = await app.api.request(method, path, { token: await app.tokenOf(owner.username) });
        expect(asOwner.status, `${owner.username} ${method} ${path}`).toBe(200);
      }
    }
  });

  it('answers platform-wide uniqueness checks alike for every caller, another organization’s value included', async () => {
    for (const [route, scope] of routesOf(table().routes, 'platform-check')) {
      const { method, template, pairs } = await walk.checkedOn(route, scope);
      for (const { reader, item } of pairs) {
        const path = template.replace('{value}', encodeURIComponent(scope.value(item)));
        const response = await app.api.request(method, path, { token: await app.tokenOf(reader.username) });
        const expected = (await walk.mayUse(reader.username, route)) ? 200 : 403;
        expect(response.status, `${reader.username} ${method} ${path}`).toBe(expected);
      }
    }
  });

  it('refuses back-office routes to every tenant user, whichever user they name', async () => {
    const usernames = [...TENANT_USERS, ...TENANT_ADMINS].map((u) => u.username);
    const ids = await Promise.all(
      usernames.map(async (u) => (await app.api.get('/api/me', await app.tokenOf(u))).body.data.id as string),
    );
    for (const [route] of routesOf(table().routes, 'back-office')) {
      const [method, template] = route.split(' ') as [string, string];
      for (const reader of usernames)
        for (const id of ids) {
          const response = await app.api.request(method, template.replace('{id}', id), {
            token: await app.tokenOf(reader),
          });
          expect(response.status, `${reader} ${route} for ${id}`).toBe(403);
        }
      const allowed = await app.api.request(method, template.replace('{id}', ids[0]!), {
        token: await app.tokenOf('backoffice.admin'),
      });
      expect(allowed.status, `backoffice.admin ${route}`).toBe(200);
    }
  });

  it('refuses back-office records to every tenant user and changes nothing', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of routesOf(table().routes, 'back-office-item')) {
      const [method, template] = route.split(' ') as [string, string];
      const before = await walk.everything(scope.list, backOffice);
      const item = before[0]!;
      const path = template
        .replace('{id}', item.id)
        .replace('{value}', encodeURIComponent(String(item.attributes.name)));
      for (const user of [...TENANT_USERS, ...TENANT_ADMINS]) {
        const response = await app.api.request(method, path, {
          token: await app.tokenOf(user.username),
          ...(scope.body ? { body: scope.body() } : {}),
        });
        expect(response.status, `${user.username} ${route}`).toBe(403);
      }
      expect(await walk.everything(scope.list, backOffice), `${route} changed nothing`).toEqual(before);
    }
  });
});
