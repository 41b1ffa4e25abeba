// Reading stored positions back: a resource's track over a time range and its latest position, for the
// scope that sees the resource (another organization's resource is not found). Internal ids and field paths
// (decision 0222).
import { AppError } from '@cargolens/domain/errors';
import type { PageRequest } from '../../db/paging';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { PositionsRepository } from './repository';

const DAY_MS = 86_400_000;

export function createTrackService(repository: PositionsRepository, clock: () => number = Date.now) {
  async function assertVisible(scope: TenantScope, resourceId: number): Promise<number> {
    if (!(await repository.isVisible(scope, resourceId)))
      throw new AppError('http.not_found', { detail: 'Resource not found' });
    return resourceId;
  }

  return {
    /** By default the last 24 hours. */
    async track(
      scope: TenantScope,
      resourceId: number,
      range: { from?: Date | undefined; to?: Date | undefined },
      page: PageRequest,
    ) {
      const id = await assertVisible(scope, resourceId);
      const to = range.to ?? new Date(clock());
      const from = range.from ?? new Date(to.getTime() - DAY_MS);
      if (from > to) throw new AppError('validation.end_before_start', { field: ['filter', 'to'] });
      return { resourceId: id, ...(await repository.history(id, from, to, page)) };
    },

    async latest(scope: TenantScope, resourceId: number) {
      const id = await assertVisible(scope, resourceId);
      return { resourceId: id, position: (await repository.latestOf(id)) ?? null };
    },
  };
}

export type TrackService = ReturnType<typeof createTrackService>;
