// User profiles (shipment-domain §3 User-profile group, §6 features): who administrates users administrates
// the profiles they are given. The back office works on behalf of any organization (decision 0132). The use
// cases take internal ids and name fields by path (decision 0222).
import { AppError } from '@cargolens/domain/errors';
import { actingOrganizationId, organizationFilterId } from '../../kernel/acting-organization-id';
import { refusingTaken } from '../../kernel/refusing-taken';
import { assertSameId } from '../../kernel/same-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import { UserProfileNameTaken, type UserProfilesRepository, type UserProfileValues } from './repository';
import type { UserProfileInput } from './schemas';

const ORGANIZATION = ['relationships', 'organization', 'id'] as const;

export function createUserProfilesService(repository: UserProfilesRepository) {
  async function visible(scope: TenantScope, id: number) {
    const profile = await repository.find(scope, id);
    if (!profile) throw new AppError('user_profile.not_found_error');
    return profile;
  }

  function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
    return refusingTaken(write, UserProfileNameTaken, {
      code: 'http.conflict_error',
      detail: 'This value is already used',
      field: ['name'],
    });
  }

  return {
    list(
      scope: TenantScope,
      input: {
        search?: string;
        organization?: number;
        sort: Array<{ field: 'name'; direction: 'asc' | 'desc' }>;
        page: { number: number; size: number };
      },
    ) {
      const organizationId = organizationFilterId(scope, input.organization);
      return repository.list(scope, { search: input.search, organizationId }, input.sort, input.page);
    },

    get: visible,

    async create(scope: TenantScope, input: UserProfileInput & { organization?: number }) {
      const organizationId = actingOrganizationId(scope, input.organization, ORGANIZATION);
      if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
        throw new AppError('organization.not_found_error', { field: ORGANIZATION });
      const id = await withNameCheck(() =>
        repository.insert(organizationId, {
          name: input.name,
          is_read_only: input.isReadOnly ?? false,
          features: [...new Set(input.features ?? [])],
        }),
      );
      return (await repository.find(scope, id))!;
    },

    async update(scope: TenantScope, id: number, input: Partial<UserProfileInput> & { id?: number }) {
      const profile = await visible(scope, id);
      assertSameId(input.id, id, 'user profile');
      const changes: Partial<UserProfileValues> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.isReadOnly !== undefined) changes.is_read_only = input.isReadOnly;
      if (input.features !== undefined) changes.features = [...new Set(input.features)];
      await withNameCheck(() => repository.update(profile.id, changes));
      return (await repository.find(scope, profile.id))!;
    },

    async remove(scope: TenantScope, id: number) {
      await repository.remove((await visible(scope, id)).id);
    },
  };
}

export type UserProfilesService = ReturnType<typeof createUserProfilesService>;
