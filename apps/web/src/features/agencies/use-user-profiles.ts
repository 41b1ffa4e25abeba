import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureToastKey } from '../../app/api/error-toasts';
import { flattenPage } from '../../app/api/jsonapi';
import { type ListSort, sortParam } from '../../app/list-query';
import { api } from '../../app/session';
import { showToast } from '../../app/toasts';
import { organizationFilter, organizationRelationship } from '../organizations/acting-organization';

export function useUserProfiles(
  organization: string | undefined,
  query: { page: number; sort: ListSort<'name'> },
) {
  const { page, sort } = query;
  return useQuery({
    queryKey: ['user-profiles', 'list', organization, page, sort],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/user-profiles', {
          query: {
            'page[size]': 20,
            'page[number]': page,
            sort: sortParam(sort),
            ...organizationFilter(organization),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export type UserProfile = NonNullable<ReturnType<typeof useUserProfiles>['data']>['items'][number];

export interface UserProfileValues {
  name: string;
  isReadOnly: boolean;
  features: string[];
}

type Change =
  | { kind: 'create'; organization: string | undefined; values: UserProfileValues }
  | { kind: 'update'; id: string; values: UserProfileValues }
  | { kind: 'delete'; id: string };

const SUCCESS: Record<Change['kind'], FeatureToastKey> = {
  create: 'orgAdmin.toasts.profileCreated',
  update: 'orgAdmin.toasts.profileUpdated',
  delete: 'orgAdmin.toasts.profileDeleted',
};

function send(change: Change) {
  if (change.kind === 'create')
    return api.request('/user-profiles', {
      method: 'POST',
      body: {
        data: {
          type: 'userProfiles',
          attributes: change.values,
          ...organizationRelationship(change.organization),
        },
      },
    });
  const path = `/user-profiles/${encodeURIComponent(change.id)}`;
  if (change.kind === 'delete') return api.request(path, { method: 'DELETE' });
  return api.request(path, {
    method: 'PUT',
    body: { data: { type: 'userProfiles', id: change.id, attributes: change.values } },
  });
}

export function useUserProfileChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_document, change) => {
      showToast({ tone: 'success', title: 'successTitle', text: SUCCESS[change.kind] });
      await client.invalidateQueries({ queryKey: ['user-profiles'] });
    },
  });
}
