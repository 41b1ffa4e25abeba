// A real OpenID Connect provider (panva's oidc-provider) on a loopback port, for the single sign-on tests and
// the e2e journeys. One confidential client; its quick-start sign-in page accepts any login and password and
// signs in the account whose subject and verified email are that login. Logout is RP-initiated logout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const TEST_OIDC_CLIENT_ID = 'cargolens';

/** Cargolens's callback and post-logout pages on any loopback port (several servers, ports not known yet). */
const LOOPBACK_CALLBACK = /^http:\/\/127\.0\.0\.1:\d+\/auth\/sso-callback$/;
const LOOPBACK_POST_LOGOUT = /^http:\/\/127\.0\.0\.1:\d+\/auth\/sso\/[a-z0-9._-]+\?loginAuto=false$/;

export async function startTestOidcProvider(
  options:
    | {
        /** Cargolens addresses the provider may send the browser back to: its callback, its post-logout pages. */
        redirectUris: string[];
        postLogoutRedirectUris: string[];
      }
    | { anyLoopbackCargolens: true },
): Promise<TestOidcProvider> {
  const anyLoopback = 'anyLoopbackCargolens' in options;
  const redirectUris = anyLoopback ? ['http://127.0.0.1:1/auth/sso-callback'] : options.redirectUris;
  const postLogoutRedirectUris = anyLoopback ? [] : options.postLogoutRedirectUris;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientSecret = 'test-oidc-client-secret-0123456789';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'Cargolens',
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    async findAccount(_context, accountId) {
      return {
        accountId,
        claims: async () => ({ sub: accountId, email: accountId, email_verified: true, name: accountId }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-oidc-provider-cookie-key'] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, RefreshToken: 3600 },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The default page loads a web font from the Internet; this one needs nothing.
        async logoutSource(context, form) {
          context.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign out</title></head>
<body><main><h1>Sign out of the test provider?</h1>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button></main></body></html>`;
        },
      },
    },
  });
  if (anyLoopback) {
    // oidc-provider's documented hook for redirect checks: exact addresses, but on any loopback port.
    const client = provider.Client.prototype as {
      redirectUriAllowed(value: string): boolean;
      postLogoutRedirectUriAllowed(value: string): boolean;
    };
    client.redirectUriAllowed = (value) => LOOPBACK_CALLBACK.test(value);
    client.postLogoutRedirectUriAllowed = (value) => LOOPBACK_POST_LOGOUT.test(value);
  }
  server.on('request', provider.callback());
  return {
    issuer,
    clientId: TEST_OIDC_CLIENT_ID,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser-like client with a cookie jar: follows the provider's redirects and submits its forms. */
export function providerBrowser() {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
  /** Follows redirects on the provider until one leaves it; answers that address, or the page it stopped on. */
  async function follow(url: string, init?: RequestInit): Promise<{ url: string; html: string | null }> {
    let response = await send(url, init);
    let current = url;
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location') ?? '', current).href;
      if (!current.startsWith(new URL(url).origin)) return { url: current, html: null };
      response = await send(current);
    }
    return { url: current, html: await response.text() };
  }
  async function submit(page: { url: string; html: string | null }, fields: Record<string, string>) {
    const action = /<form[^>]*action="([^"]+)"/.exec(page.html ?? '')?.[1];
    if (!action) throw new Error(`No form on ${page.url}: ${page.html?.slice(0, 300)}`);
    return follow(new URL(action.replaceAll('&amp;', '&'), page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
  return {
    /** Signs in as `login` (any password) and consents; answers where the provider sends the browser back. */
    async signIn(authorizationUrl: string, login: string): Promise<string> {
      const loginPage = await follow(authorizationUrl);
      const consentPage = await submit(loginPage, { prompt: 'login', login, password: 'any password' });
      if (consentPage.html === null) return consentPage.url;
      const back = await submit(consentPage, { prompt: 'consent' });
      if (back.html !== null) throw new Error(`The provider did not send the browser back: ${back.url}`);
      return back.url;
    },
  };
}
