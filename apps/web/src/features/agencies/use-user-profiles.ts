import { usePageQuery } from '../../app/api/list-data';
import { type ListSort, sortParam } from '../../app/list-query';
import { organizationFilter } from '../organizations/acting-organization';
import { useItemWrites } from '../organizations/item-writes';

export function useUserProfiles(
  organization: string | undefined,
  query: { page: number; sort: ListSort<'name'> },
) {
  const { page, sort } = query;
  return usePageQuery(['user-profiles', 'list', organization, page, sort], '/user-profiles', {
    'page[size]': 20,
    'page[number]': page,
    sort: sortParam(sort),
    ...organizationFilter(organization),
  });
}

export type UserProfile = NonNullable<ReturnType<typeof useUserProfiles>['data']>['items'][number];

export interface UserProfileValues {
  name: string;
  isReadOnly: boolean;
  features: string[];
}

export function useUserProfileChange() {
  return useItemWrites<UserProfileValues>(
    { path: '/user-profiles', type: 'userProfiles', update: 'PUT' },
    {
      create: 'orgAdmin.toasts.profileCreated',
      update: 'orgAdmin.toasts.profileUpdated',
      delete: 'orgAdmin.toasts.profileDeleted',
    },
    ['user-profiles'],
  );
}
