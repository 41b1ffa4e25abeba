// auth's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createTokenSigner, type TokenSigner } from './access-token';
export { type DeviceInfo, deviceOf } from './device';
export {
  createImpersonationAuditRepository,
  type ImpersonationAuditRepository,
} from './impersonation-audit-repository';
export { hashPassword } from './password';
export { createPasswordLinks, type PasswordLinks } from './password-links';
export { passwordRoutes } from './password-routes';
export { createPasswordTokensRepository } from './password-tokens-repository';
export { authModule } from './register';
export { createAuthRepository } from './repository';
export { authRoutes } from './routes';
export { type AuthService, createAuthService, type IssuedTokens } from './service';
export { createSignInThrottle } from './sign-in-throttle';
export { createUserAccess, endSessions, outdateAccessTokens, type UserAccess } from './user-access';
