import { AppError } from '@cargolens/domain/errors';
import { decodeId } from '../../kernel/public-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { TagSort, TagsRepository } from './repository';

export function createTagsService(repository: TagsRepository) {
  return {
    async list(
      scope: TenantScope,
      input: {
        search?: string;
        organization?: string;
        sort: TagSort[];
        page: { number: number; size: number };
      },
    ) {
      let organizationId: number | undefined;
      if (input.organization !== undefined) {
        if (!scope.allOrganizations) {
          throw new AppError('http.access_denied_error', { source: { parameter: 'filter[organization]' } });
        }
        organizationId = decodeId(input.organization);
        if (organizationId === undefined) {
          throw new AppError('organization.not_found_error', {
            source: { parameter: 'filter[organization]' },
          });
        }
      }
      const { items, total } = await repository.list(
        scope,
        { search: input.search, organizationId },
        input.sort,
        input.page,
      );
      return { items, total };
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
