import { useQuery } from '@tanstack/react-query';
import type { FeatureToastKey, ToastTextKey } from '../../app/api/error-toasts';
import { flattenPage } from '../../app/api/jsonapi';
import { useItemChange, usePageQuery } from '../../app/api/list-data';
import { valueTaken } from '../../app/api/value-taken';
import { api } from '../../app/session';
import { organizationFilter, organizationRelationship } from '../organizations/acting-organization';
import type { ItemChange } from '../organizations/item-writes';
import type { UserRequest } from './user-form';
import { toApiQuery, type UsersQuery } from './users-query';

/** The users list; `organization` narrows it to the organization the back office acts for (decision 0132). */
export function useUsers(organization: string | undefined, query: UsersQuery) {
  return usePageQuery(['users', 'list', organization, query], '/users', {
    ...toApiQuery(query),
    ...organizationFilter(organization),
  });
}

/** The organization's agencies and user profiles, for the form's pickers (another organization's for the back office). */
export function useUserChoices(organizationId: string | undefined) {
  const query = { 'page[size]': 100, 'filter[organization]': organizationId };
  const agencies = useQuery({
    queryKey: ['agencies', 'choices', organizationId],
    queryFn: async ({ signal }) => flattenPage(await api.get('/agencies', { query, signal })).items,
  });
  const profiles = useQuery({
    queryKey: ['user-profiles', 'choices', organizationId],
    queryFn: async ({ signal }) => flattenPage(await api.get('/user-profiles', { query, signal })).items,
  });
  return { agencies, profiles };
}

/** A user's agency links: which ones, and which is the default. */
export function useUserAgencies(userId: string | undefined) {
  return useQuery({
    queryKey: ['users', 'agencies', userId],
    enabled: userId !== undefined,
    queryFn: async ({ signal }) =>
      flattenPage(await api.get('/users/{id}/agencies', { params: { id: userId! }, signal })).items,
  });
}

/** The portfolios a user follows (decision 0190), read from the user's document by the back office. */
export function useUserPortfolios(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'portfolios', userId],
    enabled: enabled && userId !== undefined,
    queryFn: async ({ signal }) => {
      const document = await api.get('/users/{id}', { params: { id: userId! }, signal });
      return (document.data.relationships?.portfolios?.data ?? []).map((p) => p.id);
    },
  });
}

type Change = ItemChange<UserRequest> | { kind: 'deactivate' | 'activate'; id: string };

const SUCCESS: Record<Change['kind'], ToastTextKey | FeatureToastKey> = {
  create: 'userCreated',
  update: 'userUpdated',
  deactivate: 'usersAdmin.toasts.deactivated',
  activate: 'usersAdmin.toasts.activated',
  delete: 'usersAdmin.toasts.deleted',
};

function send(change: Change) {
  const path = (id: string) => `/users/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case 'create':
      return api.request('/users', {
        method: 'POST',
        body: {
          data: {
            type: 'users',
            attributes: change.values.attributes,
            relationships: {
              ...change.values.relationships,
              ...organizationRelationship(change.organization).relationships,
            },
          },
        },
      });
    case 'update':
      return api.request(path(change.id), {
        method: 'PUT',
        body: { data: { type: 'users', ...change.values } },
      });
    case 'delete':
      return api.request(path(change.id), { method: 'DELETE' });
    default:
      return api.request(`${path(change.id)}/${change.kind}`, { method: 'PUT' });
  }
}

/** Every write of the screen: on success the list reloads and a toast confirms (platform-core §8). */
export function useUserChange() {
  // A user's portfolios count among the portfolios' followers.
  return useItemChange(send, { success: (change) => SUCCESS[change.kind], reloads: ['users', 'portfolios'] });
}

/** HEAD /users/{field}/{value}: 200 taken, 404 free (shipment-domain §7). */
export async function userValueTaken(field: 'username' | 'email', value: string): Promise<boolean> {
  return valueTaken(`/users/${field}/${encodeURIComponent(value)}`);
}
