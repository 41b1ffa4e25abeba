// Single sign-on (decision 0135): the OpenID Connect authorization-code flow with PKCE, for the organization
// a login hint names. The flow's secrets (state, nonce, PKCE verifier) travel in a sealed cookie, so any API
// process can finish a flow another one started. The user is found, never created: by the provider subject
// once linked, else by a verified email among the organization's active users.
import { AppError } from '@cargolens/domain/errors';
import { allowsSignIn, normalizeLoginHint } from '@cargolens/domain/sign-in';
import * as oidc from 'openid-client';
import type { AuthService, DeviceInfo, IssuedTokens } from '../auth';
import type { OidcClients } from './oidc-clients';
import type { SsoRepository } from './repository';
import { clientSecretSealer, createTextSealer } from './sealed-text';

export const SSO_SCOPES = 'openid profile email offline_access';
/** How long a user may take at the provider's sign-in page. */
export const SSO_FLOW_SECONDS = 600;

interface Flow {
  providerId: number;
  hint: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  expiresAtMs: number;
}

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

export function createSsoService(deps: {
  repository: SsoRepository;
  auth: AuthService;
  clients: OidcClients;
  serverSecret: string;
  log: (message: string, error: unknown) => void;
}) {
  const { repository, clients } = deps;
  const flows = createTextSealer(deps.serverSecret, 'sso-flow');
  const secrets = clientSecretSealer(deps.serverSecret);

  async function providerOf(rawHint: string) {
    const hint = normalizeLoginHint(rawHint);
    const provider = hint ? await repository.findProviderByHint(hint) : undefined;
    if (!hint || !provider) throw new AppError('auth.sso_not_configured');
    if (!allowsSignIn(provider.authentication_method, 'sso')) throw new AppError('auth.sso_not_allowed');
    return { hint, provider };
  }

  async function configurationOf(
    provider: NonNullable<Awaited<ReturnType<SsoRepository['findProviderByHint']>>>,
  ) {
    const clientSecret = provider.client_secret_sealed
      ? await secrets.unseal(provider.client_secret_sealed)
      : null;
    try {
      if (provider.client_secret_sealed && clientSecret === null)
        throw new Error('the client secret was sealed under another server secret: configure it again');
      return await clients.configurationOf({
        id: provider.id,
        issuerUrl: provider.issuer_url,
        clientId: provider.client_id,
        clientSecret,
        updatedAt: provider.updated_at,
      });
    } catch (error) {
      deps.log(`single sign-on provider ${provider.issuer_url} unavailable`, error);
      throw new AppError('auth.sso_provider_unavailable');
    }
  }

  async function userOf(
    provider: { id: number; organization_id: number },
    claims: { sub: string; email?: unknown; email_verified?: unknown },
  ): Promise<number> {
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

  return {
    async describe(rawHint: string) {
      const { hint, provider } = await providerOf(rawHint);
      return { hint, organizationName: provider.organization_name };
    },

    /** The provider's authorization address to send the browser to, and the sealed flow for its cookie. */
    async start(rawHint: string, redirectUri: string) {
      const { hint, provider } = await providerOf(rawHint);
      const configuration = await configurationOf(provider);
      const flow: Flow = {
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
      return { authorizationUrl: authorizationUrl.href, flow: await flows.seal(JSON.stringify(flow)) };
    },

    /** Exchanges the provider's code for the user's identity, then issues Cargolens tokens as POST /tokens does. */
    async complete(
      sealedFlow: string | undefined,
      callback: SsoCallback,
      device: DeviceInfo,
    ): Promise<SsoSignIn> {
      const opened = sealedFlow ? await flows.unseal(sealedFlow) : null;
      const flow = opened ? (JSON.parse(opened) as Flow) : null;
      if (!flow || flow.expiresAtMs < Date.now() || flow.state !== callback.state)
        throw new AppError('auth.sso_failed', {
          detail: 'The sign-in was not started here or took too long',
        });
      const { provider } = await providerOf(flow.hint);
      if (provider.id !== flow.providerId) throw new AppError('auth.sso_failed');
      const configuration = await configurationOf(provider);
      const callbackUrl = new URL(flow.redirectUri);
      callbackUrl.searchParams.set('code', callback.code);
      callbackUrl.searchParams.set('state', callback.state);
      if (callback.iss) callbackUrl.searchParams.set('iss', callback.iss);
      let claims: { sub: string; email?: unknown; email_verified?: unknown };
      let idToken: string | undefined;
      try {
        const response = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = response.claims();
        if (!idClaims) throw new Error('no ID token');
        idToken = response.id_token;
        claims = idClaims;
        // Providers that keep the ID token small give the email at the userinfo endpoint only.
        if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(configuration, response.access_token, idClaims.sub);
          claims = { sub: idClaims.sub, email: info.email, email_verified: info.email_verified };
        }
      } catch (error) {
        deps.log('single sign-on code exchange refused', error);
        throw new AppError('auth.sso_failed');
      }
      const tokens = await deps.auth.issueFor(await userOf(provider, claims), device);
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
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
