// sso's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createOidcClients } from './oidc-clients';
export { ssoModule } from './register';
export { createSsoRepository } from './repository';
export { ssoRoutes } from './routes';
export { createSsoService } from './service';
