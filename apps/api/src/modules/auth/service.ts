// Sign-in, refresh with rotation, and logout. A wrong password and an unknown user fail identically. Each use
// case is a file of its own.
import { canUseWebPlatform } from '@cargolens/domain/permissions';
import type { Session } from '../../kernel/session';
import type { DeviceInfo } from './device';
import { impersonateUser } from './impersonate-user';
import { type AuthDeps, hashToken, type IssuedTokens, startSession } from './issue-tokens';
import { refreshTokens } from './refresh-tokens';
import { signIn } from './sign-in';

export type { IssuedTokens } from './issue-tokens';

export function createAuthService(deps: AuthDeps) {
  const { repository } = deps;
  return {
    /** Signs in and records the device session; refused with 429 while the username or address is locked. */
    signIn: (
      username: string,
      password: string,
      device: DeviceInfo & { ipAddress: string },
    ): Promise<IssuedTokens> => signIn(deps, username, password, device),

    /**
     * Tokens for another user whose access token names the caller as the one who really acts (decision
     * 0142). The start is audited like the writes that follow.
     */
    impersonate: (
      session: Session,
      targetId: number,
      request: { route: string; url: string },
    ): Promise<IssuedTokens> => impersonateUser(deps, session, targetId, request),

    /**
     * Tokens for a user another way of signing in has identified (single sign-on), as signIn issues them,
     * device session included.
     */
    async issueFor(userId: number, device: DeviceInfo): Promise<IssuedTokens | null> {
      const user = await repository.findActiveUserById(userId);
      return user && canUseWebPlatform(user.roles) ? startSession(deps, user, device) : null;
    },

    refresh: (refreshToken: string): Promise<IssuedTokens> => refreshTokens(deps, refreshToken),

    async logout(refreshToken: string): Promise<void> {
      const stored = await repository.findRefreshToken(hashToken(refreshToken));
      if (stored) await repository.revokeRefreshToken(stored.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
