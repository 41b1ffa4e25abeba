// Device sessions, browser logs, impersonation and sign-in limits (issue 8 item 4; decisions 0140-0142).
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

describe.each(engines())('sessions on $name', (engine) => {
  const app = useCargolens(engine, { env: () => ({ SIGN_IN_FAILURES_PER_IP: '20' }) });

  function signIn(
    username: string,
    options: { ip: string; password?: string; headers?: Record<string, string> },
  ) {
    return app.api.request('POST', '/api/tokens', {
      headers: {
        authorization: basic(username, options.password ?? DEMO_PASSWORD),
        'x-forwarded-for': options.ip,
        ...options.headers,
      },
    });
  }

  const idOf = app.userIdOf;

  const logsOf = (userId: string, token: string) => app.api.get(`/api/users/${userId}/browser-logs`, token);

  it('records a device session at sign-in, with the parsed user agent and what the app tells', async () => {
    // Signed in (once per file) before the two sign-ins under test, so theirs are the newest.
    const operator = await idOf('shipper.operator');
    const web = await signIn('shipper.operator', {
      ip: '203.0.113.7',
      headers: { 'user-agent': CHROME_ON_WINDOWS, 'x-app-version': '0.1.0', 'x-device-uuid': 'web-uuid-1' },
    });
    expect(web.status).toBe(201);
    const phone = await signIn('shipper.operator', {
      ip: '198.51.100.2',
      headers: { 'user-agent': SAFARI_ON_IPHONE, 'x-app-version': '4.2.0', 'x-device-model': 'iPhone 15' },
    });
    expect(phone.status).toBe(201);

    const logs = await logsOf(operator, phone.body.data.attributes.accessToken);
    expect(logs.status).toBe(200);
    const [newest, previous] = logs.body.data;
    expect(newest.attributes).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      osVersion: '17.1',
      model: 'iPhone 15',
      appVersion: '4.2.0',
      ipAddress: '198.51.100.2',
    });
    expect(previous.attributes).toMatchObject({
      browser: 'Chrome',
      os: 'Windows',
      appVersion: '0.1.0',
      uuid: 'web-uuid-1',
      ipAddress: '203.0.113.7',
    });
    expect(Date.parse(newest.attributes.connectionDate)).toBeGreaterThanOrEqual(
      Date.parse(previous.attributes.connectionDate),
    );
    expect(Math.abs(Date.parse(newest.attributes.connectionDate) - Date.now())).toBeLessThan(60_000);
  });

  it('shows browser logs to the user, their organization’s administrator and the back office only', async () => {
    const operator = await idOf('shipper.operator');
    const shipperAdmin = await idOf('shipper.admin');
    const carrierOperator = await idOf('carrier.operator');
    expect((await logsOf(operator, await app.tokenOf('shipper.operator'))).status).toBe(200);
    expect((await logsOf(operator, await app.tokenOf('shipper.admin'))).status).toBe(200);
    expect((await logsOf(carrierOperator, await app.tokenOf('backoffice.admin'))).status).toBe(200);
    // A colleague without users administration, and any other organization, read as if the user did not exist.
    for (const [reader, target] of [
      ['shipper.operator', shipperAdmin],
      ['carrier.admin', operator],
      ['carrier.operator', operator],
      ['shipper.admin', carrierOperator],
    ] as const) {
      const denied = await logsOf(target, await app.tokenOf(reader));
      expect(denied.status, `${reader} reading ${target}`).toBe(404);
      expect(denied.body.errors[0].code).toBe('user.not_found_error');
    }
    expect((await logsOf('nobody00', await app.tokenOf('backoffice.admin'))).status).toBe(404);
  });

  it('lets an admin act as a user: the token names both, and /me answers the user', async () => {
    const admin = await app.tokenOf('backoffice.admin');
    const target = await idOf('shipper.admin');
    const response = await app.api.get(`/api/tokens/impersonation/${target}`, admin);
    expect(response.status).toBe(200);
    const { accessToken, refreshToken } = response.body.data.attributes;
    const claims = decodeJwt(accessToken);
    expect(claims.hashid).toBe(target);
    expect(claims.imp).toBe(await idOf('backoffice.admin'));
    const me = await app.api.get('/api/me', accessToken);
    expect(me.body.data.attributes.username).toBe('shipper.admin');

    // A refresh keeps saying who really acts.
    const refreshed = await app.api.request('POST', '/api/tokens/refresh', { body: { refreshToken } });
    expect(refreshed.status).toBe(201);
    expect(decodeJwt(refreshed.body.data.attributes.accessToken).imp).toBe(claims.imp);
  });

  it('refuses impersonation to non-admins, of more privileged users, of oneself, and in a chain', async () => {
    const operator = await idOf('shipper.operator');
    const refused = await app.api.get(
      `/api/tokens/impersonation/${operator}`,
      await app.tokenOf('shipper.admin'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('http.access_denied_error');

    const admin = await app.tokenOf('backoffice.admin');
    for (const username of ['super.admin', 'backoffice.admin']) {
      const response = await app.api.get(`/api/tokens/impersonation/${await idOf(username)}`, admin);
      expect(response.status, username).toBe(403);
    }
    const driver = await app.api.get('/api/users/driver00/browser-logs', admin);
    expect(driver.status).toBe(404);
    expect((await app.api.get('/api/tokens/impersonation/nobody00', admin)).status).toBe(404);

    // The super admin may act as an admin, but that admin's session cannot impersonate in turn.
    const asAdmin = await app.api.get(
      `/api/tokens/impersonation/${await idOf('backoffice.admin')}`,
      await app.tokenOf('super.admin'),
    );
    expect(asAdmin.status).toBe(200);
    const chained = await app.api.get(
      `/api/tokens/impersonation/${operator}`,
      asAdmin.body.data.attributes.accessToken,
    );
    expect(chained.status).toBe(403);
    expect(chained.body.errors[0].detail).toMatch(/cannot start another/);
  });

  it('audits every write made while impersonating with both identities, and no read', async () => {
    const db = app.running.store.db;
    const adminId = await idOf('backoffice.admin');
    const targetId = await idOf('shipper.admin');
    const started = await app.api.get(
      `/api/tokens/impersonation/${targetId}`,
      await app.tokenOf('backoffice.admin'),
    );
    const token = started.body.data.attributes.accessToken;
    const before = await db.selectFrom('impersonation_audit').selectAll().orderBy('id').execute();
    expect(before.at(-1)).toMatchObject({
      method: 'GET',
      route: '/api/tokens/impersonation/:id',
      url: `/api/tokens/impersonation/${targetId}`,
      resource_id: targetId,
    });

    expect((await app.api.get('/api/tags', token)).status).toBe(200);
    const created = await app.api.request('POST', '/api/tags', {
      token,
      body: { data: { type: 'tags', attributes: { label: 'Impersonated', color: 'teal' } } },
    });
    expect(created.status).toBe(201);
    const renamed = await app.api.request('PATCH', `/api/tags/${created.body.data.id}`, {
      token,
      body: { data: { type: 'tags', attributes: { label: 'Impersonated 2' } } },
    });
    expect(renamed.status).toBe(200);

    const rows = await db
      .selectFrom('impersonation_audit')
      .selectAll()
      .where('id', '>', before.at(-1)!.id)
      .orderBy('id')
      .execute();
    const { decodeId } = await import('../../kernel/public-id');
    expect(rows.map((r) => [r.method, r.route, r.resource_id, r.status_code])).toEqual([
      ['POST', '/api/tags', null, 201],
      ['PATCH', '/api/tags/:id', created.body.data.id, 200],
    ]);
    for (const row of rows) {
      expect(row.impersonator_user_id).toBe(decodeId(adminId));
      expect(row.impersonated_user_id).toBe(decodeId(targetId));
    }
    // The same write by the user themself is theirs alone: nothing audited.
    await app.api.request('DELETE', `/api/tags/${created.body.data.id}`, {
      token: await app.tokenOf('shipper.admin'),
    });
    expect(
      await db.selectFrom('impersonation_audit').select('id').where('id', '>', rows.at(-1)!.id).execute(),
    ).toEqual([]);
  });

  it('answers 429 with Retry-After after 10 failed sign-ins of one username, from any address', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await signIn('carrier.operator', { ip: `192.0.2.${attempt}`, password: 'wrong' });
      expect(failed.status).toBe(401);
    }
    // Even the right password is refused now, so guessing cannot go on behind the 429s.
    const locked = await signIn('Carrier.Operator', { ip: '192.0.2.200' });
    expect(locked.status).toBe(429);
    expect(locked.body.errors[0].code).toBe('http.too_many_requests');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other users are not affected.
    expect((await signIn('carrier.admin', { ip: '192.0.2.200' })).status).toBe(201);
  });

  it('answers 429 to an address after its failures over many usernames, and to that address only', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const failed = await signIn(`guess.${attempt}`, { ip: '233.252.0.9', password: 'wrong' });
      expect(failed.status).toBe(401);
    }
    const locked = await signIn('lsp.operator', { ip: '233.252.0.9' });
    expect(locked.status).toBe(429);
    expect(locked.body.errors[0].code).toBe('http.too_many_requests');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('lsp.operator', { ip: '233.252.0.10' })).status).toBe(201);
  });
});
