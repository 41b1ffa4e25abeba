// The second leg of single sign-on (decision 0135): the provider's code exchanged for the user's identity, then
// Cargolens tokens issued as POST /tokens does. The user is found, never created: by the provider subject once
// linked, else by a verified email among the organization's active users.
import { AppError } from '@cargolens/domain/errors';
import * as oidc from 'openid-client';
import type { DeviceInfo, IssuedTokens } from '../auth';
import { configurationOf, findSsoProvider, type SsoContext } from './sso-provider';
import type { SsoFlow } from './start-sso-sign-in';

export interface SsoCallback {
  code: string;
  state: string;
  iss?: string | undefined;
}

export interface SsoSignIn {
  tokens: IssuedTokens;
  loginHint: string;
  /** The provider's end-session address for this session, when it has one (RP-initiated logout). */
  endSessionUrl: string | null;
}

type Claims = { sub: string; email?: unknown; email_verified?: unknown };
type Configuration = Awaited<ReturnType<typeof configurationOf>>;

async function userOf(
  context: SsoContext,
  provider: { id: number; organization_id: number },
  claims: Claims,
): Promise<number> {
  const { repository } = context;
  const linked = await repository.findLinkedUser(provider.id, provider.organization_id, claims.sub);
  if (linked !== undefined) return linked;
  // An email the provider says it did not verify could be anyone's: it links nothing.
  const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
  const matches = email ? await repository.findUsersByEmail(provider.organization_id, email) : [];
  const [userId] = matches;
  if (matches.length !== 1 || userId === undefined) throw new AppError('auth.sso_unknown_user');
  await repository.linkIdentity(provider.id, claims.sub, userId);
  return userId;
}

/** The provider's answer to the code: the user's claims and the ID token. */
async function exchangeCode(
  context: SsoContext,
  configuration: Configuration,
  flow: SsoFlow,
  callback: SsoCallback,
): Promise<{ claims: Claims; idToken: string | undefined }> {
  const callbackUrl = new URL(flow.redirectUri);
  callbackUrl.searchParams.set('code', callback.code);
  callbackUrl.searchParams.set('state', callback.state);
  if (callback.iss) callbackUrl.searchParams.set('iss', callback.iss);
  try {
    const response = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = response.claims();
    if (!idClaims) throw new Error('no ID token');
    let claims: Claims = idClaims;
    // Providers that keep the ID token small give the email at the userinfo endpoint only.
    if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(configuration, response.access_token, idClaims.sub);
      claims = { sub: idClaims.sub, email: info.email, email_verified: info.email_verified };
    }
    return { claims, idToken: response.id_token };
  } catch (error) {
    context.log('single sign-on code exchange refused', error);
    throw new AppError('auth.sso_failed');
  }
}

export async function completeSsoSignIn(
  context: SsoContext,
  sealedFlow: string | undefined,
  callback: SsoCallback,
  device: DeviceInfo,
): Promise<SsoSignIn> {
  const opened = sealedFlow ? await context.flows.unseal(sealedFlow) : null;
  const flow = opened ? (JSON.parse(opened) as SsoFlow) : null;
  if (!flow || flow.expiresAtMs < Date.now() || flow.state !== callback.state)
    throw new AppError('auth.sso_failed', {
      detail: 'The sign-in was not started here or took too long',
    });
  const { provider } = await findSsoProvider(context.repository, flow.hint);
  if (provider.id !== flow.providerId) throw new AppError('auth.sso_failed');
  const configuration = await configurationOf(context, provider);
  const { claims, idToken } = await exchangeCode(context, configuration, flow, callback);
  const tokens = await context.auth.issueFor(await userOf(context, provider, claims), device);
  if (!tokens) throw new AppError('auth.sso_unknown_user');
  const endSessionUrl = configuration.serverMetadata().end_session_endpoint
    ? oidc.buildEndSessionUrl(configuration, {
        ...(idToken ? { id_token_hint: idToken } : {}),
        post_logout_redirect_uri: new URL(
          `/auth/sso/${encodeURIComponent(flow.hint)}?loginAuto=false`,
          flow.redirectUri,
        ).href,
      }).href
    : null;
  return { tokens, loginHint: flow.hint, endSessionUrl };
}
