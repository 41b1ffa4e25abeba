// The writes of one item of an administration list (agencies, user profiles, tags): a create made for the
// organization the back office acts for (decision 0132), a change of its attributes, a deletion.
import type { FeatureToastKey, ToastTextKey } from '../../app/api/error-toasts';
import { useItemChange } from '../../app/api/list-data';
import { api } from '../../app/session';
import { organizationRelationship } from './acting-organization';

export type ItemChange<V> =
  | { kind: 'create'; organization: string | undefined; values: V }
  | { kind: 'update'; id: string; values: V }
  | { kind: 'delete'; id: string };

/** Where the items live (`/agencies`), their JSON:API type, and how a change is sent. */
export interface ItemResource {
  path: string;
  type: string;
  update: 'PUT' | 'PATCH';
}

export function sendItemChange<V>(resource: ItemResource, change: ItemChange<V>) {
  const { type } = resource;
  if (change.kind === 'create')
    return api.request(resource.path, {
      method: 'POST',
      body: { data: { type, attributes: change.values, ...organizationRelationship(change.organization) } },
    });
  const path = `${resource.path}/${encodeURIComponent(change.id)}`;
  if (change.kind === 'delete') return api.request(path, { method: 'DELETE' });
  return api.request(path, {
    method: resource.update,
    body: { data: { type, id: change.id, attributes: change.values } },
  });
}

/** What a form's save asks: a change of the item it edits, else a create for the organization acted for. */
export function itemSave<V>(
  item: { id: string } | null,
  organization: string | undefined,
  values: V,
): ItemChange<V> {
  return item ? { kind: 'update', id: item.id, values } : { kind: 'create', organization, values };
}

/** The change mutation of such a list: each kind of change confirmed by its toast, the lists of `reloads` reloaded. */
export function useItemWrites<V>(
  resource: ItemResource,
  toasts: Record<ItemChange<V>['kind'], ToastTextKey | FeatureToastKey>,
  reloads: readonly string[],
) {
  return useItemChange((change: ItemChange<V>) => sendItemChange(resource, change), {
    success: (change) => toasts[change.kind],
    reloads,
  });
}
