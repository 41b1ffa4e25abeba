// The single sign-on provider a login hint names, and its OpenID Connect configuration (decision 0135).
import { AppError } from '@cargolens/domain/errors';
import { allowsSignIn, normalizeLoginHint } from '@cargolens/domain/sign-in';
import type { AuthService } from '../auth';
import type { OidcClients } from './oidc-clients';
import type { SsoRepository } from './repository';
import type { TextSealer } from './sealed-text';

/** What the sign-in's steps share: the service's dependencies and its sealers. */
export interface SsoContext {
  repository: SsoRepository;
  auth: AuthService;
  clients: OidcClients;
  log: (message: string, error: unknown) => void;
  /** Seals the flow's secrets into the cookie. */
  flows: TextSealer;
  /** Opens the providers' client secrets. */
  secrets: TextSealer;
}

export type SsoProvider = NonNullable<Awaited<ReturnType<SsoRepository['findProviderByHint']>>>;

export async function findSsoProvider(repository: SsoRepository, rawHint: string) {
  const hint = normalizeLoginHint(rawHint);
  const provider = hint ? await repository.findProviderByHint(hint) : undefined;
  if (!hint || !provider) throw new AppError('auth.sso_not_configured');
  if (!allowsSignIn(provider.authentication_method, 'sso')) throw new AppError('auth.sso_not_allowed');
  return { hint, provider };
}

export async function configurationOf(context: SsoContext, provider: SsoProvider) {
  const clientSecret = provider.client_secret_sealed
    ? await context.secrets.unseal(provider.client_secret_sealed)
    : null;
  try {
    if (provider.client_secret_sealed && clientSecret === null)
      throw new Error('the client secret was sealed under another server secret: configure it again');
    return await context.clients.configurationOf({
      id: provider.id,
      issuerUrl: provider.issuer_url,
      clientId: provider.client_id,
      clientSecret,
      updatedAt: provider.updated_at,
    });
  } catch (error) {
    context.log(`single sign-on provider ${provider.issuer_url} unavailable`, error);
    throw new AppError('auth.sso_provider_unavailable');
  }
}
