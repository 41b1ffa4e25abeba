// Single sign-on against a real OpenID provider started here: the whole authorization-code flow with PKCE over
// HTTP, and each organization's authenticationMethod deciding which ways of signing in its users may take.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import {
  providerBrowser,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../test-support/test-oidc-provider';
import { configureSso } from './configure-sso';

const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
describe.each(engines())('single sign-on on $name', (engine) => {
  const app = useCargolens(engine);
  let provider: TestOidcProvider;
  const emails = new Map<string, string>();

  beforeAll(async () => {
    const { db } = app.running.store;
    const base = app.running.url;
    provider = await startTestOidcProvider({
      redirectUris: [`${base}/auth/sso-callback`],
      postLogoutRedirectUris: ['lefevre', 'eurolink'].map(
        (hint) => `${base}/auth/sso/${hint}?loginAuto=false`,
      ),
    });
    const organizations = await db.selectFrom('organizations').select(['id', 'name']).execute();
    const idOf = (name: string) => organizations.find((o) => o.name === name)!.id;
    const setup = {
      issuerUrl: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    };
    const secret = app.running.config.jwtSecret;
    await configureSso(db, secret, {
      ...setup,
      organizationId: idOf(DEMO_ORGANIZATIONS.carrier),
      loginHints: ['lefevre', 'Transports-Lefevre'],
      authenticationMethod: 'SSO_OR_CARGOLENS_CREDENTIALS',
    });
    await configureSso(db, secret, {
      ...setup,
      organizationId: idOf(DEMO_ORGANIZATIONS.lsp),
      loginHints: ['eurolink'],
      authenticationMethod: 'SSO_ONLY',
    });
    // A provider is set up but the organization still signs in with Cargolens credentials only.
    await configureSso(db, secret, {
      ...setup,
      organizationId: idOf(DEMO_ORGANIZATIONS.shipper),
      loginHints: ['durand'],
      authenticationMethod: 'CARGOLENS_CREDENTIALS_ONLY',
    });
    for (const user of await db.selectFrom('users').select(['username', 'email']).execute())
      emails.set(user.username, user.email);
  });
  afterAll(async () => {
    await provider?.close();
  });

  /** Starts at Cargolens, signs in at the provider as `login`, and hands the provider's answer back. */
  async function signInThroughProvider(hint: string, login: string) {
    const start = await fetch(`${app.running.url}/api/sso/${hint}/authorization`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const flowCookie = start.headers.getSetCookie().find((c) => c.startsWith('cargolens_sso_flow='))!;
    expect(flowCookie).toMatch(/HttpOnly/);
    const authorizationUrl = new URL(start.headers.get('location')!);
    const callback = new URL(await providerBrowser().signIn(authorizationUrl.href, login));
    const cookie = flowCookie.split(';')[0]!;
    const attributes = {
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
      iss: callback.searchParams.get('iss') ?? undefined,
    };
    const exchange = () =>
      app.api.request('POST', '/api/sso/tokens', {
        headers: { cookie, 'user-agent': FIREFOX_ON_LINUX, 'x-app-version': 'sso-web-1.0' },
        body: { data: { type: 'sso-callbacks', attributes } },
      });
    return { authorizationUrl, callback, exchange };
  }

  it('signs a user in through the provider with the code flow and PKCE, and issues Cargolens tokens', async () => {
    const described = await app.api.get('/api/sso/Lefevre');
    expect(described.status).toBe(200);
    expect(described.body.data).toMatchObject({
      id: 'lefevre',
      attributes: { organizationName: DEMO_ORGANIZATIONS.carrier },
    });

    const flow = await signInThroughProvider('lefevre', emails.get('carrier.operator')!);
    const asked = flow.authorizationUrl.searchParams;
    expect(flow.authorizationUrl.origin).toBe(provider.issuer);
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(asked.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'offline_access']),
    );
    expect(asked.get('nonce')).toBeTruthy();
    expect(asked.get('redirect_uri')).toBe(`${app.running.url}/auth/sso-callback`);
    expect(`${flow.callback.origin}${flow.callback.pathname}`).toBe(`${app.running.url}/auth/sso-callback`);

    const signedIn = await flow.exchange();
    expect(signedIn.status).toBe(201);
    const attributes = signedIn.body.data.attributes;
    expect(attributes.loginHint).toBe('lefevre');
    const me = await app.api.get('/api/me', attributes.accessToken);
    expect(me.body.data.attributes.username).toBe('carrier.operator');
    // The sign-in is listed among the user's device sessions, as a password sign-in is (decision 0140).
    const logs = await app.api.get(`/api/users/${me.body.data.id}/browser-logs`, attributes.accessToken);
    expect(logs.status).toBe(200);
    expect(logs.body.data[0].attributes).toMatchObject({
      browser: 'Firefox',
      os: 'Linux',
      appVersion: 'sso-web-1.0',
    });
    expect(Math.abs(Date.parse(logs.body.data[0].attributes.connectionDate) - Date.now())).toBeLessThan(
      60_000,
    );
    // The refresh token works as one from POST /tokens does.
    const refreshed = await app.api.request('POST', '/api/tokens/refresh', {
      body: { refreshToken: attributes.refreshToken },
    });
    expect(refreshed.status).toBe(201);

    const logout = new URL(attributes.endSessionUrl);
    expect(`${logout.origin}${logout.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(
      `${app.running.url}/auth/sso/lefevre?loginAuto=false`,
    );
    expect(logout.searchParams.get('id_token_hint')).toBeTruthy();

    // A code is good once; a flow without its cookie is refused.
    const replay = await flow.exchange();
    expect(replay.status).toBe(401);
    expect(replay.body.errors[0].code).toBe('auth.sso_failed');
    const withoutCookie = await app.api.request('POST', '/api/sso/tokens', {
      body: {
        data: {
          type: 'sso-callbacks',
          attributes: { code: 'x', state: flow.callback.searchParams.get('state') },
        },
      },
    });
    expect(withoutCookie.status).toBe(401);
    // The same organization still signs in with a password: its method allows both.
    const password = await app.api.request('POST', '/api/tokens', {
      headers: basic('carrier.operator', DEMO_PASSWORD),
    });
    expect(password.status).toBe(201);
  });

  it('refuses password sign-in to users of an SSO_ONLY organization, who sign in through the provider', async () => {
    const refused = await app.api.request('POST', '/api/tokens', {
      headers: basic('lsp.operator', DEMO_PASSWORD),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('auth.sso_required');
    // A wrong password learns nothing about the organization.
    const wrong = await app.api.request('POST', '/api/tokens', {
      headers: basic('lsp.operator', 'Wrong-password-1'),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].code).toBe('http.unauthorized');

    const signedIn = await (await signInThroughProvider('eurolink', emails.get('lsp.operator')!)).exchange();
    expect(signedIn.status).toBe(201);
    const me = await app.api.get('/api/me', signedIn.body.data.attributes.accessToken);
    expect(me.body.data.attributes.username).toBe('lsp.operator');
  });

  it('refuses single sign-on to an organization that signs in with Cargolens credentials only', async () => {
    for (const path of ['/api/sso/durand', '/api/sso/durand/authorization']) {
      const refused = await app.api.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.errors[0].code).toBe('auth.sso_not_allowed');
    }
  });

  it('answers an unknown login hint with 404', async () => {
    for (const path of ['/api/sso/nowhere', '/api/sso/nowhere/authorization', '/api/sso/no%20hint']) {
      const unknown = await app.api.get(path);
      expect(unknown.status, path).toBe(404);
      expect(unknown.body.errors[0].code).toBe('auth.sso_not_configured');
    }
  });

  it('creates no account for a company account that matches no user of that organization', async () => {
    const countUsers = async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM users`.execute(app.running.store.db)).rows[0]!.n,
      );
    const before = await countUsers();
    const stranger = await (await signInThroughProvider('lefevre', 'someone@elsewhere.example')).exchange();
    expect(stranger.status).toBe(403);
    expect(stranger.body.errors[0].code).toBe('auth.sso_unknown_user');
    // A user of another organization is not reachable through this organization's provider.
    const otherOrganization = await (
      await signInThroughProvider('lefevre', emails.get('shipper.admin')!)
    ).exchange();
    expect(otherOrganization.status).toBe(403);
    expect(otherOrganization.body.errors[0].code).toBe('auth.sso_unknown_user');
    expect(await countUsers()).toBe(before);
  });
});
