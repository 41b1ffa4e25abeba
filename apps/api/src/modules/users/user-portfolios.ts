// The `portfolios` relationship of a user's save body (decision 0190): which portfolios a back-office user
// follows. Checked before the user is written, so a refused set leaves nothing half-saved.
import { AppError } from '@cargolens/domain/errors';
import { hasAdminAccess, may } from '@cargolens/domain/permissions';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import { UNKNOWN_ID } from '../../kernel/unknown-id';
import type { PortfoliosService } from '../portfolios';
import type { UserBody } from './admin-schemas';

const POINTER = '/data/relationships/portfolios';

export type UserPortfolios = Pick<PortfoliosService, 'portfolioIds' | 'placeUser' | 'idsOfUser'>;

/** The portfolio ids to give the user, or undefined when the body leaves them as they are. */
export async function userPortfolioIds(
  portfolios: UserPortfolios,
  caller: Session,
  relationships: UserBody['relationships'],
  roles: readonly string[],
): Promise<number[] | undefined> {
  const sent = relationships?.portfolios;
  if (!sent) return undefined;
  if (!may(caller, 'portfolios.administrate'))
    throw new AppError('http.access_denied_error', {
      detail: 'Portfolios are given by the back office’s administrators',
      source: { pointer: POINTER },
    });
  // Until users' schemas decode public ids (decision 0222).
  const sentIds = sent.data.map((item) => decodeId(item.id) ?? UNKNOWN_ID);
  const ids = await portfolios.portfolioIds(sentIds, ['relationships', 'portfolios']);
  if (ids!.length > 0 && !hasAdminAccess(roles))
    throw new AppError('validation.not_valid', {
      detail: 'Only back-office users follow portfolios',
      source: { pointer: POINTER },
    });
  return ids;
}
