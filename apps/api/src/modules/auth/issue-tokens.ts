// Tokens for a user: a signed access token with the user's features, and a refresh token stored by its hash;
// a person signing in gets the device session the sessions screen lists too (platform-core §3, decision 0140).
import { createHash, randomBytes } from 'node:crypto';
import { activeFeatures } from '@cargolens/domain/permissions';
import type { TokenSigner } from './access-token';
import type { DeviceInfo } from './device';
import type { ImpersonationAuditRepository } from './impersonation-audit-repository';
import type { AuthRepository } from './repository';
import type { SignInThrottle } from './sign-in-throttle';

export interface IssuedTokens {
  id: number;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** What the sign-in use cases work with. */
export interface AuthDeps {
  repository: AuthRepository;
  signer: TokenSigner;
  refreshTtlSeconds: number;
  throttle: SignInThrottle;
  audit: ImpersonationAuditRepository;
}

export interface TokenUser {
  id: number;
  organization_id: number;
  user_profile_id: number | null;
  roles: string[];
  access_version: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function issueTokens(
  deps: AuthDeps,
  user: TokenUser,
  impersonatorId?: number,
): Promise<IssuedTokens> {
  const features = await deps.repository.featuresOf(user);
  const refreshToken = randomBytes(32).toString('base64url');
  const id = await deps.repository.insertRefreshToken(
    user.id,
    hashToken(refreshToken),
    new Date(Date.now() + deps.refreshTtlSeconds * 1000),
    impersonatorId ?? null,
  );
  const access = await deps.signer.sign({
    userId: user.id,
    organizationId: user.organization_id,
    roles: user.roles,
    features: activeFeatures(features.profile, features.agency),
    organizationFeatures: features.organization,
    ...(impersonatorId !== undefined ? { impersonatorId } : {}),
    accessVersion: user.access_version,
  });
  return { id, accessToken: access.token, refreshToken, expiresAt: access.expiresAt };
}

/**
 * A person signing in, however they proved who they are (password or single sign-on): tokens and the
 * device session the sessions screen lists (platform-core §3, decision 0140).
 */
export async function startSession(
  deps: AuthDeps,
  user: TokenUser,
  device: DeviceInfo,
): Promise<IssuedTokens> {
  const issued = await issueTokens(deps, user);
  await deps.repository.insertDeviceSession(user, issued.id, device);
  return issued;
}
