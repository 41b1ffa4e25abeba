// User profiles (shipment-domain §3 User-profile group, §6 features): who administrates users administrates
// the profiles they are given. The back office works on behalf of any organization (decision 0132).
import { AppError } from '@cargolens/domain/errors';
import { actingOrganization, organizationFilter } from '../../kernel/acting-organization';
import { decodeId } from '../../kernel/public-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import { UserProfileNameTaken, type UserProfilesRepository, type UserProfileValues } from './repository';
import type { UserProfileInput } from './schemas';

const NAME = { pointer: '/data/attributes/name' };
const ORGANIZATION = { pointer: '/data/relationships/organization/data/id' };

export function createUserProfilesService(repository: UserProfilesRepository) {
  async function visible(scope: TenantScope, hashId: string) {
    const id = decodeId(hashId);
    const profile = id === undefined ? undefined : await repository.find(scope, id);
    if (!profile) throw new AppError('user_profile.not_found_error');
    return profile;
  }

  async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UserProfileNameTaken)
        throw new AppError('http.conflict_error', { detail: 'This value is already used', source: NAME });
      throw error;
    }
  }

  return {
    list(
      scope: TenantScope,
      input: {
        search?: string;
        organization?: string;
        sort: Array<{ field: 'name'; direction: 'asc' | 'desc' }>;
        page: { number: number; size: number };
      },
    ) {
      const organizationId = organizationFilter(scope, input.organization);
      return repository.list(scope, { search: input.search, organizationId }, input.sort, input.page);
    },

    get: visible,

    async create(scope: TenantScope, input: UserProfileInput & { organization?: string }) {
      const organizationId = actingOrganization(scope, input.organization, ORGANIZATION);
      if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
        throw new AppError('organization.not_found_error', { source: ORGANIZATION });
      const id = await withNameCheck(() =>
        repository.insert(organizationId, {
          name: input.name,
          is_read_only: input.isReadOnly ?? false,
          features: [...new Set(input.features ?? [])],
        }),
      );
      return (await repository.find(scope, id))!;
    },

    async update(scope: TenantScope, hashId: string, input: Partial<UserProfileInput> & { id?: string }) {
      const profile = await visible(scope, hashId);
      if (input.id !== undefined && input.id !== hashId)
        throw new AppError('http.conflict_error', {
          detail: 'The body names another user profile',
          source: { pointer: '/data/id' },
        });
      const changes: Partial<UserProfileValues> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.isReadOnly !== undefined) changes.is_read_only = input.isReadOnly;
      if (input.features !== undefined) changes.features = [...new Set(input.features)];
      await withNameCheck(() => repository.update(profile.id, changes));
      return (await repository.find(scope, profile.id))!;
    },

    async remove(scope: TenantScope, hashId: string) {
      await repository.remove((await visible(scope, hashId)).id);
    },
  };
}

export type UserProfilesService = ReturnType<typeof createUserProfilesService>;
