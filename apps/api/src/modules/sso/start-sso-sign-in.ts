// The first leg of single sign-on (decision 0135): the provider's authorization address to send the browser to,
// and the flow's secrets (state, nonce, PKCE verifier) sealed for a cookie, so any API process can finish it.
import * as oidc from 'openid-client';
import { configurationOf, findSsoProvider, type SsoContext } from './sso-provider';

export const SSO_SCOPES = 'openid profile email offline_access';
/** How long a user may take at the provider's sign-in page. */
export const SSO_FLOW_SECONDS = 600;

/** What the flow cookie holds between the two legs. */
export interface SsoFlow {
  providerId: number;
  hint: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  expiresAtMs: number;
}

export async function startSsoSignIn(context: SsoContext, rawHint: string, redirectUri: string) {
  const { hint, provider } = await findSsoProvider(context.repository, rawHint);
  const configuration = await configurationOf(context, provider);
  const flow: SsoFlow = {
    providerId: provider.id,
    hint,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    redirectUri,
    expiresAtMs: Date.now() + SSO_FLOW_SECONDS * 1000,
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SSO_SCOPES,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { authorizationUrl: authorizationUrl.href, flow: await context.flows.seal(JSON.stringify(flow)) };
}
