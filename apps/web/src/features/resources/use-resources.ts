import type { Messages } from '@cargolens/i18n';
import type { GetDocument } from '../../app/api/api-types';
import { useItemChange, usePageQuery } from '../../app/api/list-data';
import { api } from '../../app/session';
import { organizationFilter, organizationRelationship } from '../organizations/acting-organization';
import type { ItemChange } from '../organizations/item-writes';
import type { toAttributes } from './resource-form';
import { type ResourcesQuery, toApiQuery } from './resources-query';

/** The resources list; `organization` narrows it to the organization the back office acts for (decision 0132). */
export function useResources(organization: string | undefined, query: ResourcesQuery) {
  return usePageQuery(['means', 'list', organization, query], '/means', {
    ...toApiQuery(query),
    ...organizationFilter(organization),
  });
}

type Change = ItemChange<ReturnType<typeof toAttributes>> | { kind: 'deactivate' | 'activate'; id: string };

const SUCCESS: Record<Change['kind'], keyof Messages['toast']> = {
  create: 'resourceCreated',
  update: 'resourceUpdated',
  deactivate: 'resourceDeactivated',
  activate: 'resourceReactivated',
  delete: 'resourceDeleted',
};

async function send(change: Change) {
  const body = (attributes: ReturnType<typeof toAttributes>) => ({ data: { type: 'means', attributes } });
  switch (change.kind) {
    case 'create':
      return api.request<GetDocument<'/means/{id}'>>('/means', {
        method: 'POST',
        body: {
          data: { ...body(change.values).data, ...organizationRelationship(change.organization) },
        },
      });
    case 'update':
      return api.request<GetDocument<'/means/{id}'>>(`/means/${encodeURIComponent(change.id)}`, {
        method: 'PATCH',
        body: body(change.values),
      });
    case 'delete':
      return api.request(`/means/${encodeURIComponent(change.id)}`, { method: 'DELETE' });
    default:
      return api.request<GetDocument<'/means/{id}'>>(
        `/means/${encodeURIComponent(change.id)}/${change.kind}`,
        {
          method: 'PUT',
        },
      );
  }
}

/** Every write of the screen: on success the list reloads and a toast confirms. */
export function useResourceChange() {
  return useItemChange(send, { success: (change) => SUCCESS[change.kind], reloads: ['means'] });
}
