// Sign-in, refresh with rotation, and logout. A wrong password and an unknown user fail identically.
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@cargolens/domain/errors';
import { activeFeatures, canUseWebPlatform } from '@cargolens/domain/permissions';
import { allowsSignIn } from '@cargolens/domain/sign-in';
import type { TokenSigner } from './access-token';
import { decoyPasswordHash, verifyPassword } from './password';
import type { AuthRepository } from './repository';

export interface IssuedTokens {
  id: number;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createAuthService(deps: {
  repository: AuthRepository;
  signer: TokenSigner;
  refreshTtlSeconds: number;
}) {
  const { repository, signer } = deps;

  async function issue(user: {
    id: number;
    organization_id: number;
    user_profile_id: number | null;
    roles: string[];
  }): Promise<IssuedTokens> {
    const features = await repository.featuresOf(user);
    const refreshToken = randomBytes(32).toString('base64url');
    const id = await repository.insertRefreshToken(
      user.id,
      hashToken(refreshToken),
      new Date(Date.now() + deps.refreshTtlSeconds * 1000),
    );
    const access = await signer.sign({
      userId: user.id,
      organizationId: user.organization_id,
      roles: user.roles,
      features: activeFeatures(features.profile, features.agency),
      organizationFeatures: features.organization,
    });
    return { id, accessToken: access.token, refreshToken, expiresAt: access.expiresAt };
  }

  return {
    async signIn(username: string, password: string): Promise<IssuedTokens> {
      const user = await repository.findActiveUserByUsername(username);
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !valid || !canUseWebPlatform(user.roles)) {
        throw new AppError('http.unauthorized', { detail: 'Invalid username or password' });
      }
      // Told only to whoever knows the password, so the answer reveals nothing about unknown accounts.
      if (!allowsSignIn(user.authentication_method, 'password')) throw new AppError('auth.sso_required');
      return issue(user);
    },

    /** Tokens for a user another way of signing in has identified (single sign-on), as signIn issues them. */
    async issueFor(userId: number): Promise<IssuedTokens | null> {
      const user = await repository.findActiveUserById(userId);
      return user && canUseWebPlatform(user.roles) ? issue(user) : null;
    },

    async refresh(refreshToken: string): Promise<IssuedTokens> {
      const stored = await repository.findRefreshToken(hashToken(refreshToken));
      if (!stored || stored.expires_at.getTime() < Date.now())
        throw new AppError('auth.invalid_refresh_token');
      if (stored.revoked_at) {
        // A rotated token presented again means it leaked: end every session of that user.
        await repository.revokeAllForUser(stored.user_id);
        throw new AppError('auth.invalid_refresh_token');
      }
      const user = await repository.findActiveUserById(stored.user_id);
      if (!user) throw new AppError('auth.invalid_refresh_token');
      const issued = await issue(user);
      if (!(await repository.revokeRefreshToken(stored.id, issued.id))) {
        await repository.revokeRefreshToken(issued.id);
        throw new AppError('auth.invalid_refresh_token');
      }
      return issued;
    },

    async logout(refreshToken: string): Promise<void> {
      const stored = await repository.findRefreshToken(hashToken(refreshToken));
      if (stored) await repository.revokeRefreshToken(stored.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
