// Single sign-on (decision 0135): the OpenID Connect authorization-code flow with PKCE, for the organization
// a login hint names. The flow's secrets (state, nonce, PKCE verifier) travel in a sealed cookie, so any API
// process can finish a flow another one started. The user is found, never created: by the provider subject
// once linked, else by a verified email among the organization's active users. Each step is a file of its own.
import type { AuthService, DeviceInfo } from '../auth';
import { completeSsoSignIn, type SsoCallback, type SsoSignIn } from './complete-sso-sign-in';
import type { OidcClients } from './oidc-clients';
import type { SsoRepository } from './repository';
import { clientSecretSealer, createTextSealer } from './sealed-text';
import { findSsoProvider, type SsoContext } from './sso-provider';
import { startSsoSignIn } from './start-sso-sign-in';

export type { SsoCallback, SsoSignIn } from './complete-sso-sign-in';
export { SSO_FLOW_SECONDS, SSO_SCOPES } from './start-sso-sign-in';

export function createSsoService(deps: {
  repository: SsoRepository;
  auth: AuthService;
  clients: OidcClients;
  serverSecret: string;
  log: (message: string, error: unknown) => void;
}) {
  const context: SsoContext = {
    repository: deps.repository,
    auth: deps.auth,
    clients: deps.clients,
    log: deps.log,
    flows: createTextSealer(deps.serverSecret, 'sso-flow'),
    secrets: clientSecretSealer(deps.serverSecret),
  };
  return {
    async describe(rawHint: string) {
      const { hint, provider } = await findSsoProvider(context.repository, rawHint);
      return { hint, organizationName: provider.organization_name };
    },

    /** The provider's authorization address to send the browser to, and the sealed flow for its cookie. */
    start: (rawHint: string, redirectUri: string) => startSsoSignIn(context, rawHint, redirectUri),

    /** Exchanges the provider's code for the user's identity, then issues Cargolens tokens as POST /tokens does. */
    complete: (
      sealedFlow: string | undefined,
      callback: SsoCallback,
      device: DeviceInfo,
    ): Promise<SsoSignIn> => completeSsoSignIn(context, sealedFlow, callback, device),
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
