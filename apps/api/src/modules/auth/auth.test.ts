import { decodeJwt, SignJWT } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});

describe.each(engines())('sign-in and sessions on $name', (engine) => {
  const app = useCargolens(engine);
  /** A refresh token traded for new tokens, or revoked. */
  const trade = (refreshToken: string) =>
    app.api.request('POST', '/api/tokens/refresh', { body: { refreshToken } });
  const revoke = (refreshToken: string) =>
    app.api.request('DELETE', '/api/tokens/refresh', { body: { refreshToken } });

  it('returns an access token with exp and hashid claims and a refresh token', async () => {
    const response = await app.api.request('POST', '/api/tokens', {
      headers: basic('shipper.admin', DEMO_PASSWORD),
    });
    expect(response.status).toBe(201);
    const { accessToken, refreshToken, tokenType } = response.body.data.attributes;
    expect(tokenType).toBe('Bearer');
    expect(refreshToken.length).toBeGreaterThan(30);
    const claims = decodeJwt(accessToken);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(typeof claims.hashid).toBe('string');
    const me = await app.api.get('/api/me', accessToken);
    expect(me.body.data.id).toBe(claims.hashid);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await app.api.request('POST', '/api/tokens', {
      headers: basic('shipper.admin', 'Wrong-password-1'),
    });
    const unknown = await app.api.request('POST', '/api/tokens', {
      headers: basic('nobody.here', 'Wrong-password-1'),
    });
    const missing = await app.api.request('POST', '/api/tokens');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors[0].code).toBe('http.unauthorized');
  });

  it('stores passwords as argon2id hashes only', async () => {
    const rows = await sql<{ password_hash: string }>`SELECT password_hash FROM users`.execute(
      app.running.store.db,
    );
    expect(rows.rows.length).toBeGreaterThan(5);
    for (const row of rows.rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
    }
  });

  it('keeps drivers out of the web platform', async () => {
    const response = await app.api.request('POST', '/api/tokens', {
      headers: basic('driver.martin', DEMO_PASSWORD),
    });
    expect(response.status).toBe(401);
  });

  it('rotates refresh tokens and revokes every session when a used one comes back', async () => {
    const first = await app.api.signIn('shipper.operator', DEMO_PASSWORD);
    const refreshed = await trade(first.refreshToken);
    expect(refreshed.status).toBe(201);
    const second = refreshed.body.data.attributes;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await app.api.get('/api/me', second.accessToken)).status).toBe(200);

    const replay = await trade(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.errors[0].code).toBe('auth.invalid_refresh_token');
    // The replay revoked the token issued by the legitimate refresh too.
    const afterReplay = await trade(second.refreshToken);
    expect(afterReplay.status).toBe(401);
  });

  it('logs out by revoking the refresh token', async () => {
    const tokens = await app.api.signIn('shipper.operator', DEMO_PASSWORD);
    const logout = await revoke(tokens.refreshToken);
    expect(logout.status).toBe(204);
    const refresh = await trade(tokens.refreshToken);
    expect(refresh.status).toBe(401);
  });

  it('rejects missing, forged and expired bearer tokens with 401', async () => {
    expect((await app.api.get('/api/orders')).status).toBe(401);
    expect((await app.api.get('/api/orders', 'not-a-jwt')).status).toBe(401);
    const secret = await sql<{
      value: string;
    }>`SELECT value FROM app_settings WHERE key = 'jwt_secret'`.execute(app.running.store.db);
    const valid = decodeJwt(await app.tokenOf('shipper.admin'));
    const sign = (key: string, exp: number) =>
      new SignJWT({ hashid: valid.hashid, org: valid.org, roles: valid.roles })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('cargolens')
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(key));
    const expired = await app.api.get(
      '/api/orders',
      await sign(secret.rows[0]!.value, Math.floor(Date.now() / 1000) - 60),
    );
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].code).toBe('http.token_expired');
    const forged = await app.api.get(
      '/api/orders',
      await sign('another-secret', Math.floor(Date.now() / 1000) + 600),
    );
    expect(forged.status).toBe(401);
    expect(forged.body.errors[0].code).toBe('http.unauthorized');
  });

  it('serves /me with the organization and user profile included', async () => {
    const me = await app.api.get(
      '/api/me?include=organization,userProfile',
      await app.tokenOf('carrier.operator'),
    );
    expect(me.status).toBe(200);
    expect(me.body.data.attributes.username).toBe('carrier.operator');
    const organization = me.body.included.find((r: { type: string }) => r.type === 'organizations');
    expect(organization.attributes.name).toBe('Transports Lefèvre');
    expect(organization.attributes.profile).toBe('carrier');
    expect(me.body.data.relationships.organization.data.id).toBe(organization.id);
  });

  it('saves display preferences and validates them', async () => {
    const token = await app.tokenOf('lsp.operator');
    const saved = await app.api.request('PUT', '/api/me/display-preferences', {
      token,
      body: { data: { type: 'displayPreferences', attributes: { lang: 'de', timezone: 'Europe/Berlin' } } },
    });
    expect(saved.status).toBe(204);
    const me = await app.api.get('/api/me', token);
    expect(me.body.data.attributes.lang).toBe('de');
    expect(me.body.data.attributes.timezone).toBe('Europe/Berlin');
    const bad = await app.api.request('PUT', '/api/me/display-preferences', {
      token,
      body: { data: { attributes: { lang: 'xx' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/lang');
  });
});
