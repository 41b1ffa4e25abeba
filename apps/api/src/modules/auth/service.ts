// Sign-in, refresh with rotation, and logout. A wrong password and an unknown user fail identically.
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@cargolens/domain/errors';
import {
  activeFeatures,
  canImpersonate,
  canUseWebPlatform,
  impersonationRefusal,
} from '@cargolens/domain/permissions';
import { allowsSignIn } from '@cargolens/domain/sign-in';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { TokenSigner } from './access-token';
import type { DeviceInfo } from './device';
import type { ImpersonationAuditRepository } from './impersonation-audit-repository';
import { decoyPasswordHash, verifyPassword } from './password';
import type { AuthRepository } from './repository';
import type { SignInThrottle } from './sign-in-throttle';

export interface IssuedTokens {
  id: number;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

const REFUSALS = {
  not_admin: 'Impersonation needs admin access',
  chained: 'An impersonation cannot start another one: return to your own account first',
  self: 'You cannot impersonate yourself',
  not_web_user: 'This user does not use the web platform',
  more_privileged: 'You cannot impersonate a user as privileged as you or more',
} as const;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createAuthService(deps: {
  repository: AuthRepository;
  signer: TokenSigner;
  refreshTtlSeconds: number;
  throttle: SignInThrottle;
  audit: ImpersonationAuditRepository;
}) {
  const { repository, signer, throttle } = deps;

  async function issue(
    user: {
      id: number;
      organization_id: number;
      user_profile_id: number | null;
      roles: string[];
      access_version: number;
    },
    impersonatorId?: number,
  ): Promise<IssuedTokens> {
    const features = await repository.featuresOf(user);
    const refreshToken = randomBytes(32).toString('base64url');
    const id = await repository.insertRefreshToken(
      user.id,
      hashToken(refreshToken),
      new Date(Date.now() + deps.refreshTtlSeconds * 1000),
      impersonatorId ?? null,
    );
    const access = await signer.sign({
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
  async function startSession(user: Parameters<typeof issue>[0], device: DeviceInfo): Promise<IssuedTokens> {
    const issued = await issue(user);
    await repository.insertDeviceSession(user, issued.id, device);
    return issued;
  }

  return {
    /** Signs in and records the device session; refused with 429 while the username or address is locked. */
    async signIn(
      username: string,
      password: string,
      device: DeviceInfo & { ipAddress: string },
    ): Promise<IssuedTokens> {
      await throttle.check(username, device.ipAddress);
      const user = await repository.findUserByUsername(username);
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !valid || !canUseWebPlatform(user.roles)) {
        await throttle.recordFailure(username, device.ipAddress);
        throw new AppError('http.unauthorized', { detail: 'Invalid username or password' });
      }
      // Said only to whoever knows the password, so it tells a stranger nothing about the account.
      if (user.deactivated_at) throw new AppError('auth.account_deactivated');
      if (!allowsSignIn(user.authentication_method, 'password')) throw new AppError('auth.sso_required');
      await throttle.forgive(username);
      return startSession(user, device);
    },

    /**
     * Tokens for another user whose access token names the caller as the one who really acts (decision
     * 0142). The start is audited like the writes that follow.
     */
    async impersonate(
      session: Session,
      targetHashId: string,
      request: { route: string; url: string },
    ): Promise<IssuedTokens> {
      const targetId = decodeId(targetHashId);
      const target = targetId === undefined ? undefined : await repository.findImpersonationTarget(targetId);
      if (!target) throw new AppError('user.not_found_error');
      const refusal = impersonationRefusal(session, target);
      if (refusal) throw new AppError('http.access_denied_error', { detail: REFUSALS[refusal] });
      const issued = await issue(target, session.userId);
      await deps.audit.record({
        impersonatorId: session.userId,
        impersonatedId: target.id,
        impersonatedOrganizationId: target.organization_id,
        method: 'GET',
        route: request.route,
        url: request.url,
        resourceId: targetHashId,
        statusCode: 200,
      });
      return issued;
    },

    /**
     * Tokens for a user another way of signing in has identified (single sign-on), as signIn issues them,
     * device session included.
     */
    async issueFor(userId: number, device: DeviceInfo): Promise<IssuedTokens | null> {
      const user = await repository.findActiveUserById(userId);
      return user && canUseWebPlatform(user.roles) ? startSession(user, device) : null;
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
      // An impersonation lasts only while the one who started it still may.
      const impersonator =
        stored.impersonator_user_id === null
          ? undefined
          : await repository.findActiveUserById(stored.impersonator_user_id);
      if (stored.impersonator_user_id !== null && !(impersonator && canImpersonate(impersonator.roles)))
        throw new AppError('auth.invalid_refresh_token');
      const issued = await issue(user, impersonator?.id);
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
