// Tokens for another user whose access token names the caller as the one who really acts (decision 0142). The
// start is audited like the writes that follow. The target is named by internal id (decision 0222).
import { AppError } from '@cargolens/domain/errors';
import { impersonationRefusal } from '@cargolens/domain/permissions';
import { encodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import { type AuthDeps, type IssuedTokens, issueTokens } from './issue-tokens';

const REFUSALS = {
  not_admin: 'Impersonation needs admin access',
  chained: 'An impersonation cannot start another one: return to your own account first',
  self: 'You cannot impersonate yourself',
  not_web_user: 'This user does not use the web platform',
  more_privileged: 'You cannot impersonate a user as privileged as you or more',
} as const;

export async function impersonateUser(
  deps: AuthDeps,
  session: Session,
  targetId: number,
  request: { route: string; url: string },
): Promise<IssuedTokens> {
  const target = await deps.repository.findImpersonationTarget(targetId);
  if (!target) throw new AppError('user.not_found_error');
  const refusal = impersonationRefusal(session, target);
  if (refusal) throw new AppError('http.access_denied_error', { detail: REFUSALS[refusal] });
  const issued = await issueTokens(deps, target, session.userId);
  await deps.audit.record({
    impersonatorId: session.userId,
    impersonatedId: target.id,
    impersonatedOrganizationId: target.organization_id,
    method: 'GET',
    route: request.route,
    url: request.url,
    // The audit keeps the public id, as the path gave it.
    resourceId: encodeId(target.id),
    statusCode: 200,
  });
  return issued;
}
