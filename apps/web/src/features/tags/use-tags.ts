import { usePageQuery } from '../../app/api/list-data';
import { valueTaken } from '../../app/api/value-taken';
import { organizationFilter } from '../organizations/acting-organization';
import { useItemWrites } from '../organizations/item-writes';
import { type TagsQuery, toApiQuery } from './tags-query';

/** The tags list; `organization` narrows it to the organization the back office acts for (decision 0132). */
export function useTags(organization: string | undefined, query: TagsQuery) {
  return usePageQuery(['tags', 'admin', organization, query], '/tags', {
    ...toApiQuery(query),
    ...organizationFilter(organization),
  });
}

interface TagValues {
  label: string;
  color: string;
}

/** Every write of the screen: on success every tag list (filters included) reloads and a toast confirms. */
export function useTagChange() {
  return useItemWrites<TagValues>(
    { path: '/tags', type: 'tags', update: 'PATCH' },
    { create: 'tagCreated', update: 'tagUpdated', delete: 'tagDeleted' },
    ['tags'],
  );
}

/** HEAD /organizations/{id}/tags/name/{value}: 200 taken, 404 free (shipment-domain §7). */
export async function tagLabelTaken(organizationId: string, label: string): Promise<boolean> {
  return valueTaken(
    `/organizations/${encodeURIComponent(organizationId)}/tags/name/${encodeURIComponent(label)}`,
  );
}
