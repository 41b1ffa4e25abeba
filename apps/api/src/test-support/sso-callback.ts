// Single sign-on up to what the provider hands back to the web app's /auth/sso-callback page: Cargolens starts
// the flow (its cookie), the provider signs `login` in, and the callback's code, state and issuer come back.
// What POST /api/sso/tokens then takes, for tests that finish the sign-in their own way.
import { providerBrowser } from './test-oidc-provider';

export interface SsoCallback {
  /** The flow cookie GET …/authorization set, as a Cookie header. */
  cookie: string;
  code: string;
  state: string;
  iss: string | undefined;
}

export async function ssoCallback(baseUrl: string, hint: string, login: string): Promise<SsoCallback> {
  const start = await fetch(new URL(`/api/sso/${hint}/authorization`, baseUrl), { redirect: 'manual' });
  if (start.status !== 302) throw new Error(`single sign-on of ${hint} did not start: ${start.status}`);
  const flow = start.headers.getSetCookie().find((cookie) => cookie.startsWith('cargolens_sso_flow='));
  if (!flow) throw new Error('no flow cookie');
  const callback = new URL(await providerBrowser().signIn(start.headers.get('location') ?? '', login));
  return {
    cookie: flow.split(';')[0] ?? '',
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    iss: callback.searchParams.get('iss') ?? undefined,
  };
}
