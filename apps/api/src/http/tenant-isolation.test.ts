// Tenant isolation across the whole route table (decision 0004): every route the OpenAPI document lists must
// have an isolation class, declared by its module beside its routes (modules/<m>/test-support/isolation.ts), so a
// new route cannot ship without saying how it is scoped. The classes are checked for every organization of the
// demo data by the tenant-isolation-*.test.ts files beside this one: reads, writes, users, acting on behalf.
import { describe, expect, it } from 'vitest';
import { engines } from '../test-support/engines';
import { TENANT_USERS, useIsolationWalk } from '../test-support/isolation-walk';
import { declaringModules } from '../test-support/route-isolation';

describe.each(engines())('tenant isolation on $name', (engine) => {
  const { app, table } = useIsolationWalk(engine);

  async function routes() {
    const openapi = await app.api.get('/api/openapi.json');
    return Object.entries(openapi.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it('classifies every route of the API', async () => {
    expect(declaringModules().length, 'the modules’ declarations were found').toBeGreaterThan(0);
    const unclassified = (await routes()).filter((route) => !(route in table().routes));
    expect(
      unclassified,
      'declare these routes’ isolation classes in their module’s test-support/isolation.ts',
    ).toEqual([]);
  });

  it('declares each route once, in one module, and only routes the API has', async () => {
    expect(table().twice, 'declared by two modules').toEqual([]);
    const documented = new Set(await routes());
    expect(
      Object.keys(table().routes).filter((route) => !documented.has(route)),
      'declared, but not a route of the API',
    ).toEqual([]);
  });

  it('refuses every non-public route without a token', async () => {
    for (const [route, scope] of Object.entries(table().routes)) {
      if (scope.kind === 'public') continue;
      const [method, path] = route.split(' ') as [string, string];
      const response = await app.api.request(
        method,
        path.replace(/\{(value|reference)\}/g, 'x').replace(/\{\w+\}/g, 'k3G7QAe5'),
        method === 'GET' || method === 'HEAD' ? {} : { body: {} },
      );
      expect(response.status, route).toBe(401);
    }
  });

  it('answers self routes with the caller only', async () => {
    for (const user of TENANT_USERS) {
      const me = await app.api.get('/api/me?include=organization', await app.tokenOf(user.username));
      expect(me.body.data.attributes.username).toBe(user.username);
      expect(me.body.included[0].attributes.name).toBe(user.organization);
    }
  });
});
