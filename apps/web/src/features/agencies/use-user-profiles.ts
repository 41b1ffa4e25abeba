import type { FeatureToastKey } from '../../app/api/error-toasts';
import { useItemChange } from '../../app/api/use-item-change';
import { usePageQuery } from '../../app/api/use-page-query';
import { type ListSort, sortParam } from '../../app/list-query';
import { organizationFilter } from '../organizations/acting-organization';
import { type ItemChange, sendItemChange } from '../organizations/item-writes';

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

const SUCCESS: Record<ItemChange<UserProfileValues>['kind'], FeatureToastKey> = {
  create: 'orgAdmin.toasts.profileCreated',
  update: 'orgAdmin.toasts.profileUpdated',
  delete: 'orgAdmin.toasts.profileDeleted',
};

export function useUserProfileChange() {
  return useItemChange(
    (change: ItemChange<UserProfileValues>) =>
      sendItemChange({ path: '/user-profiles', type: 'userProfiles', update: 'PUT' }, change),
    { success: (change) => SUCCESS[change.kind], reloads: ['user-profiles'] },
  );
}
