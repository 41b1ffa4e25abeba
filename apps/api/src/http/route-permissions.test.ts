// Permissions on every route (decision 0080): each route of the OpenAPI document names the capability it
// needs, each demo account holds what the matrix gives its role and profile, and the API refuses a route with
// 403 http.access_denied_error exactly when the account lacks the route's capability.
import { SCREENS } from '@cargolens/domain/permissions';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { useCargolens } from '../test-support/cargolens';
import { engines } from '../test-support/engines';
import { openEventStream } from '../test-support/event-stream-client';
import { capabilitiesOf, documentedRoutes, grantedByDomain } from '../test-support/route-permissions';

/** Routes that need no token: sign-in (password or single sign-on), set-password links, health and readiness, the map's public configuration, the public ETA of a link. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'POST /api/tokens',
  'POST /api/tokens/refresh',
  'DELETE /api/tokens/refresh',
  'POST /api/password-resets',
  'POST /api/passwords',
  'GET /api/sso/{loginHint}',
  'GET /api/sso/{loginHint}/authorization',
  'POST /api/sso/tokens',
  'GET /api/map-config',
  'GET /api/public/orders/eta',
]);

const OPERATOR = [
  'homepage',
  'orders',
  'orderCreation',
  'tours',
  'globalMap',
  'notificationCenter',
  'messageCenter',
  'preferences',
];
const TENANT_ADMIN = [
  ...OPERATOR.slice(0, 3),
  'chartering',
  ...OPERATOR.slice(3),
  'agencies',
  'users',
  'resources',
  'telematics',
  'addresses',
  'tags',
  'geofences',
  'imports',
];

/** What each demo account of the README sees (the menu shows exactly these). */
const SCREENS_BY_USER: Record<string, readonly string[]> = {
  'shipper.admin': TENANT_ADMIN,
  'carrier.admin': TENANT_ADMIN,
  'shipper.operator': OPERATOR,
  'carrier.operator': OPERATOR,
  'carrier2.operator': OPERATOR,
  'lsp.operator': OPERATOR,
  'api.client': ['homepage', 'messageCenter', 'preferences'],
  'backoffice.admin': SCREENS,
  'super.admin': SCREENS,
};

/** Every web account of the seed: the README's, and the colleagues who sign in too (people-data.ts). */
const WEB_ACCOUNTS = [...Object.keys(SCREENS_BY_USER), 'lucie.roux', 'lena.becker', 'emma.jansen'];

/** Routes that answer a stream that never ends by itself: opened, checked, closed. */
const STREAMS = new Set(['GET /api/events/stream']);

/** A path with every parameter filled with an id no one has: the permission is checked before anything. */
const pathOf = (template: string) => template.replace(/\{\w+\}/g, 'zzzzzzzz');

describe.each(engines())('route permissions on $name', (engine) => {
  const app = useCargolens(engine);

  it('has every route declare a capability, or be one of the public ones', async () => {
    for (const { route, permission } of await documentedRoutes(app)) {
      if (PUBLIC.has(route)) expect(permission, route).toBeUndefined();
      else expect(permission, `${route} declares x-permission`).toMatch(/^[a-z]+(\.[a-zA-Z]+)?$/);
    }
  });

  it.each(Object.entries(SCREENS_BY_USER))(
    'gives %s the screens of its role and profile',
    async (user, screens) => {
      const response = await app.api.get('/api/me/permissions', await app.tokenOf(user));
      expect(response.status).toBe(200);
      expect(response.body.data.attributes.screens).toEqual(screens);
    },
  );

  it.each(WEB_ACCOUNTS)(
    'holds for %s exactly what the domain’s permissionsOf grants its roles and features',
    async (user) => {
      const response = await app.api.get('/api/me/permissions', await app.tokenOf(user));
      const { screens, capabilities, organization } = response.body.data.attributes;
      expect({ screens, capabilities, organization }).toEqual(await grantedByDomain(app, user));
    },
  );

  it('gives the README journeys the capabilities they need', async () => {
    const need: Record<string, string[]> = {
      'shipper.admin': [
        'orders.write',
        'tours.charter',
        'places.administrate',
        'means.administrate',
        'tags.administrate',
      ],
      'shipper.operator': ['orders.read', 'orders.write', 'tours.read', 'tags.read'],
      'carrier.operator': ['tours.read', 'tours.assign', 'means.read'],
      'carrier.admin': ['means.administrate', 'tours.charter'],
      'api.client': ['orders.read', 'orders.write', 'positions.ingest', 'events.ingest', 'etas.ingest'],
      'backoffice.admin': ['organizations.actOnBehalf', 'tours.charter', 'orders.write'],
    };
    for (const [user, capabilities] of Object.entries(need))
      expect([...(await capabilitiesOf(app, user))], user).toEqual(expect.arrayContaining(capabilities));
    const operator = await capabilitiesOf(app, 'carrier.operator');
    for (const refused of ['tours.charter', 'means.administrate', 'places.administrate', 'tags.administrate'])
      expect(operator.has(refused), refused).toBe(false);
    expect((await capabilitiesOf(app, 'api.client')).has('tags.administrate')).toBe(false);
  });

  it('keeps the driver out of the web platform', async () => {
    const response = await app.api.request('POST', '/api/tokens', {
      headers: { authorization: `Basic ${Buffer.from(`driver.martin:${DEMO_PASSWORD}`).toString('base64')}` },
    });
    expect(response.status).toBe(401);
  });

  // One account per test: each calls every route, and names the account when it fails.
  it.each(WEB_ACCOUNTS)(
    'refuses every route with 403 to %s exactly when permissionsOf lacks its capability',
    async (user) => {
      const routes = (await documentedRoutes(app)).filter(({ route }) => !PUBLIC.has(route));
      const token = await app.tokenOf(user);
      const capabilities = new Set<string>((await grantedByDomain(app, user)).capabilities);
      for (const { route, permission } of routes) {
        const [method, template] = route.split(' ') as [string, string];
        const withBody = !['GET', 'HEAD'].includes(method);
        const refused = !capabilities.has(permission!);
        if (STREAMS.has(route)) {
          const stream = await openEventStream(app.running.url, token);
          await stream.close();
          expect(stream.status === 403, `${user} ${route} (${permission})`).toBe(refused);
          continue;
        }
        const response = await app.api.request(method, pathOf(template), {
          token,
          ...(withBody ? { body: {} } : {}),
        });
        const label = `${user} ${route} (${permission})`;
        if (method === 'HEAD') expect(response.status === 403, label).toBe(refused);
        else {
          const error = response.body.errors?.[0];
          const refusedByRoute =
            response.status === 403 && error?.detail === `This needs the ${permission} permission`;
          expect(refusedByRoute, label).toBe(refused);
          if (refused) expect(error.code).toBe('http.access_denied_error');
        }
      }
    },
  );
});
