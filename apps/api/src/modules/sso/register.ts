// How sso plugs into the server (decision 0221): single sign-on, which signs in through auth's service.
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { AuthService } from '../auth';
import { createOidcClients } from './oidc-clients';
import { createSsoRepository } from './repository';
import { ssoRoutes } from './routes';
import { createSsoService } from './service';

export const ssoModule: ModuleRegistration<ServerBasics & { auth: AuthService }> = async (
  api,
  { store, config, log, auth },
) => {
  const sso = createSsoService({
    repository: createSsoRepository(store.db),
    auth,
    clients: createOidcClients(),
    serverSecret: config.jwtSecret,
    log: (message, error) => log.warn({ err: error }, message),
  });
  await api.register(ssoRoutes(sso, { apiBasePath: config.apiBasePath }));
};
