import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../app/api/api-types';
import { api } from '../../app/session';

export type BulkAction = Schemas['OrderBulkAction']['attributes']['action'];
export type BulkResult = Schemas['OrderBulkAction']['attributes'];

/** POST /orders/bulk-actions: one action on the selected orders; every list and detail reloads after it. */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      orderIds,
      tagId,
    }: {
      action: BulkAction;
      orderIds: string[];
      tagId?: string;
    }) => {
      const document = await api.request<{ data: Schemas['OrderBulkAction'] }>('/orders/bulk-actions', {
        method: 'POST',
        body: {
          data: {
            type: 'orderBulkActions',
            attributes: { action },
            relationships: {
              orders: { data: orderIds.map((id) => ({ type: 'orders', id })) },
              ...(tagId ? { tag: { data: { type: 'tags', id: tagId } } } : {}),
            },
          },
        },
      });
      return document.data.attributes;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
