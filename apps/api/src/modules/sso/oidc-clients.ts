// OpenID Connect relying party (openid-client): one discovered configuration per provider, kept while the
// provider's row is unchanged. A cache only: any process discovers on its own, nothing is shared.
import * as oidc from 'openid-client';

export interface ProviderSettings {
  id: number;
  issuerUrl: string;
  clientId: string;
  clientSecret: string | null;
  updatedAt: Date;
}

/** Plain HTTP is accepted only for a provider on this machine (a test or development provider). */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function createOidcClients() {
  const configurations = new Map<string, Promise<oidc.Configuration>>();
  return {
    configurationOf(provider: ProviderSettings): Promise<oidc.Configuration> {
      const key = `${provider.id}:${provider.updatedAt.getTime()}`;
      let configuration = configurations.get(key);
      if (!configuration) {
        const issuer = new URL(provider.issuerUrl);
        configuration = oidc.discovery(
          issuer,
          provider.clientId,
          undefined,
          // A confidential client authenticates as most providers expect by default; a public one by PKCE alone.
          provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
          isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
        );
        // A provider that was down is asked again next time.
        configuration.catch(() => configurations.delete(key));
        configurations.set(key, configuration);
      }
      return configuration;
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;
