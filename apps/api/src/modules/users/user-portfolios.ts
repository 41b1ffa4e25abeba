// The `portfolios` relationship of a user's save body (decision 0190): which portfolios a back-office user
// follows. Checked before the user is written, so a refused set leaves nothing half-saved.
import { AppError } from '@cargolens/domain/errors';
import { hasAdminAccess, may } from '@cargolens/domain/permissions';
import type { Session } from '../../kernel/session';
import type { PortfoliosService } from '../portfolios';
import type { UserBody } from './admin-schemas';

const FIELD = ['relationships', 'portfolios'] as const;

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
      field: FIELD,
    });
  const ids = await portfolios.portfolioIds(
    sent.data.map((item) => item.id),
    FIELD,
  );
  if (ids!.length > 0 && !hasAdminAccess(roles))
    throw new AppError('validation.not_valid', {
      detail: 'Only back-office users follow portfolios',
      field: FIELD,
    });
  return ids;
}
