// A refresh token exchanged for new tokens, with rotation: the one presented is revoked, and one presented
// again after its rotation ends every session of its user.
import { AppError } from '@cargolens/domain/errors';
import { canImpersonate } from '@cargolens/domain/permissions';
import { type AuthDeps, hashToken, type IssuedTokens, issueTokens } from './issue-tokens';

export async function refreshTokens(deps: AuthDeps, refreshToken: string): Promise<IssuedTokens> {
  const { repository } = deps;
  const stored = await repository.findRefreshToken(hashToken(refreshToken));
  if (!stored || stored.expires_at.getTime() < Date.now()) throw new AppError('auth.invalid_refresh_token');
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
  const issued = await issueTokens(deps, user, impersonator?.id);
  if (!(await repository.revokeRefreshToken(stored.id, issued.id))) {
    await repository.revokeRefreshToken(issued.id);
    throw new AppError('auth.invalid_refresh_token');
  }
  return issued;
}
