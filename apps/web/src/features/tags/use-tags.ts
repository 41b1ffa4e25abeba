import type { Messages } from '@cargolens/i18n';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../app/api/api-error';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { showToast } from '../../app/toasts';
import { organizationFilter, organizationRelationship } from '../organizations/acting-organization';
import { type TagsQuery, toApiQuery } from './tags-query';

/** The tags list; `organization` narrows it to the organization the back office acts for (decision 0132). */
export function useTags(organization: string | undefined, query: TagsQuery) {
  return useQuery({
    queryKey: ['tags', 'admin', organization, query],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/tags', {
          query: { ...toApiQuery(query), ...organizationFilter(organization) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

interface TagValues {
  label: string;
  color: string;
}

type Change =
  | { kind: 'create'; organization: string | undefined; values: TagValues }
  | { kind: 'update'; id: string; values: TagValues }
  | { kind: 'delete'; id: string };

const SUCCESS: Record<Change['kind'], keyof Messages['toast']> = {
  create: 'tagCreated',
  update: 'tagUpdated',
  delete: 'tagDeleted',
};

function send(change: Change) {
  if (change.kind === 'create')
    return api.request('/tags', {
      method: 'POST',
      body: {
        data: { type: 'tags', attributes: change.values, ...organizationRelationship(change.organization) },
      },
    });
  const path = `/tags/${encodeURIComponent(change.id)}`;
  if (change.kind === 'delete') return api.request(path, { method: 'DELETE' });
  return api.request(path, {
    method: 'PATCH',
    body: { data: { type: 'tags', id: change.id, attributes: change.values } },
  });
}

/** Every write of the screen: on success every tag list (filters included) reloads and a toast confirms. */
export function useTagChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_document, change) => {
      showToast({ tone: 'success', title: 'successTitle', text: SUCCESS[change.kind] });
      await client.invalidateQueries({ queryKey: ['tags'] });
    },
  });
}

/** HEAD /organizations/{id}/tags/name/{value}: 200 taken, 404 free (shipment-domain §7). */
export async function tagLabelTaken(organizationId: string, label: string): Promise<boolean> {
  try {
    await api.request(
      `/organizations/${encodeURIComponent(organizationId)}/tags/name/${encodeURIComponent(label)}`,
      { method: 'HEAD' },
    );
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}
