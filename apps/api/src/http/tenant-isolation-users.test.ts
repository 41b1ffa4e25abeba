// Tenant isolation of what belongs to one user (decision 0004): the routes under /users/{userId}, copies of a
// user's settings (decision 0186) and a user's record (decision 0140), as the modules declare them
// (modules/<m>/test-support/isolation.ts).
import { describe, expect, it } from 'vitest';
import { settingBody } from '../modules/settings/test-support/isolation';
import { DEMO_ORGANIZATIONS } from '../seed/demo-users';
import { engines } from '../test-support/engines';
import { TENANT_ADMINS, TENANT_USERS, useIsolationWalk } from '../test-support/isolation-walk';
import { type Resource, routesOf } from '../test-support/route-isolation';
import { capabilitiesOf } from '../test-support/route-permissions';

describe.each(engines())('tenant isolation: users on $name', (engine) => {
  const { app, table } = useIsolationWalk(engine);

  it('answers 404 under another user’s id, and for another user’s setting, to every other user', async () => {
    const users = [...TENANT_USERS.map((u) => u.username), 'shipper.operator', 'backoffice.admin'];
    const idOf = new Map<string, string>();
    for (const username of users)
      idOf.set(username, (await app.api.get('/api/me', await app.tokenOf(username))).body.data.id);
    const settingOf = new Map<string, Resource>();
    const widgetOf = new Map<string, Resource>();
    for (const username of users) {
      const created = await app.api.request('POST', `/api/users/${idOf.get(username)}/settings`, {
        token: await app.tokenOf(username),
        body: settingBody({ status: 'ARR_LOAD' }),
      });
      expect(created.status).toBe(201);
      settingOf.set(username, created.body.data);
      const widget = await app.api.request('POST', `/api/users/${idOf.get(username)}/widgets`, {
        token: await app.tokenOf(username),
        body: { data: { type: 'homepageWidgets', attributes: { kind: 'lateStops' } } },
      });
      expect(widget.status).toBe(201);
      widgetOf.set(username, widget.body.data);
    }
    const routes = routesOf(table().routes, 'user');
    expect(routes.length).toBeGreaterThan(0);
    for (const [route, scope] of routes) {
      const [method, template] = route.split(' ') as [string, string];
      for (const reader of users) {
        const token = await app.tokenOf(reader);
        for (const owner of users) {
          if (owner === reader) continue;
          const paths = [
            template.replace('{userId}', idOf.get(owner)!),
            // The caller's own id does not reach someone else's setting either.
            ...(/\{(setting|widget)Id\}/.test(template)
              ? [template.replace('{userId}', idOf.get(reader)!)]
              : []),
          ].map((path) =>
            path
              .replace('{settingId}', settingOf.get(owner)!.id)
              .replace('{widgetId}', widgetOf.get(owner)!.id),
          );
          for (const path of paths) {
            const response = await app.api.request(method, path, {
              token,
              ...(scope.body ? { body: scope.body() } : {}),
            });
            expect(response.status, `${reader} ${method} ${owner}'s ${path}`).toBe(404);
          }
        }
      }
    }
    for (const username of users) {
      const own = await app.api.get(
        `/api/users/${idOf.get(username)}/settings?page[size]=100`,
        await app.tokenOf(username),
      );
      expect(own.body.data, `${username}'s settings are as they were`).toEqual([settingOf.get(username)]);
      const widgets = await app.api.get(
        `/api/users/${idOf.get(username)}/widgets`,
        await app.tokenOf(username),
      );
      expect(widgets.body.data, `${username}'s widgets are as they were`).toEqual([widgetOf.get(username)]);
    }
  });

  it('copies settings only between users of one organization the caller administrates', async () => {
    const everyone = [
      ...TENANT_USERS,
      ...TENANT_ADMINS,
      { username: 'shipper.operator', organization: DEMO_ORGANIZATIONS.shipper },
    ];
    const idOf = new Map<string, string>();
    for (const { username } of everyone)
      idOf.set(username, (await app.api.get('/api/me', await app.tokenOf(username))).body.data.id);
    const widgetsOf = async (username: string) =>
      (await app.api.get(`/api/users/${idOf.get(username)}/widgets`, await app.tokenOf(username))).body.data;
    const before = new Map<string, unknown>();
    for (const { username } of everyone) before.set(username, await widgetsOf(username));
    const routes = routesOf(table().routes, 'user-copy');
    expect(routes.length).toBeGreaterThan(0);
    for (const [route, scope] of routes) {
      const [method, template] = route.split(' ') as [string, string];
      for (const admin of TENANT_ADMINS) {
        const token = await app.tokenOf(admin.username);
        const colleague = everyone.find(
          (u) => u.organization === admin.organization && u.username !== admin.username,
        );
        for (const foreign of everyone.filter((u) => u.organization !== admin.organization)) {
          const fromForeign = await app.api.request(
            method,
            template.replace('{userId}', idOf.get(foreign.username)!),
            {
              token,
              body: scope.body(idOf.get(colleague?.username ?? admin.username)!),
            },
          );
          expect(fromForeign.status, `${admin.username} copies ${foreign.username}'s`).toBe(404);
          const toForeign = await app.api.request(
            method,
            template.replace('{userId}', idOf.get(admin.username)!),
            {
              token,
              body: scope.body(idOf.get(foreign.username)!),
            },
          );
          expect(toForeign.status, `${admin.username} copies to ${foreign.username}`).toBe(404);
        }
      }
      const across = await app.api.request(method, template.replace('{userId}', idOf.get('shipper.admin')!), {
        token: await app.tokenOf('backoffice.admin'),
        body: scope.body(idOf.get('carrier.admin')!),
      });
      expect(across.status, 'the back office across organizations').toBe(400);
    }
    for (const { username } of everyone)
      expect(await widgetsOf(username), `${username}'s widgets are as they were`).toEqual(
        before.get(username),
      );
  });

  it('shows a user’s record to them, their organization’s administrators and the back office only', async () => {
    const readers = [...TENANT_USERS.map((u) => u.username), 'shipper.operator', 'carrier.admin'];
    const idOf = new Map<string, { id: string; organization: string }>();
    for (const username of readers) {
      const me = await app.api.get('/api/me', await app.tokenOf(username));
      idOf.set(username, {
        id: me.body.data.id,
        organization: me.body.data.relationships.organization.data.id,
      });
    }
    const backOffice = await app.tokenOf('backoffice.admin');
    const routes = routesOf(table().routes, 'user-record');
    expect(routes.length).toBeGreaterThan(0);
    for (const [route] of routes) {
      const [method, template] = route.split(' ') as [string, string];
      for (const reader of readers) {
        const administrates = (await capabilitiesOf(app, reader)).has('users.administrate');
        for (const owner of readers) {
          const { id, organization } = idOf.get(owner)!;
          const path = template.replace('{id}', id);
          const visible =
            owner === reader || (administrates && organization === idOf.get(reader)!.organization);
          const response = await app.api.request(method, path, { token: await app.tokenOf(reader) });
          expect(response.status, `${reader} ${method} ${owner}'s ${path}`).toBe(visible ? 200 : 404);
          expect((await app.api.request(method, path, { token: backOffice })).status).toBe(200);
        }
      }
    }
  });
});
