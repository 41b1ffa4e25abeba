// The homepage widgets (issue 7 §5, decision 0111): late stops, tours whose truck went quiet, today's arrivals.
// What "late" and "recent" mean is the domain's: the delay states of stopDelayState, and gpsRecency's limit.
import { ETA_STATUSES, gpsRecency, stopDelayState } from '@cargolens/domain/delay';
import type { PageRequest } from '../../db/paging';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { HomepageRepository } from './repository';

/** ETA statuses a stop is late or in tolerable delay with: the ones the widget lists. */
export const LATE_ETA_STATUSES = ETA_STATUSES.filter((status) =>
  ['Late', 'Tolerable delay'].includes(stopDelayState(status)),
);

const DAY_MS = 24 * 3600_000;

export function createHomepageService(repository: HomepageRepository, clock: () => Date = () => new Date()) {
  return {
    lateStops: (scope: TenantScope, page: PageRequest) =>
      repository.lateStops(scope, LATE_ETA_STATUSES, page),

    arrivals(scope: TenantScope, range: { from?: Date; to?: Date }, page: PageRequest) {
      const now = clock();
      const from =
        range.from ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const to = range.to ?? new Date(from.getTime() + DAY_MS);
      return repository.arrivals(scope, from, to, page);
    },

    async silentTours(scope: TenantScope, page: PageRequest) {
      const now = clock();
      const { items, total } = await repository.silentTours(scope, page);
      return {
        total,
        items: items.map((tour) => ({ ...tour, recency: gpsRecency(tour.last_position_at, now) })),
      };
    },
  };
}

export type HomepageService = ReturnType<typeof createHomepageService>;
