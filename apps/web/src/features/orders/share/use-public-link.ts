import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GetDocument } from '../../../app/api/api-types';
import { flattenOne } from '../../../app/api/jsonapi';
import { api } from '../../../app/session';

type LinkDocument = GetDocument<'/orders/{id}/public-link'>;
export type PublicLink = ReturnType<typeof flattenOne<LinkDocument>>;

export interface LinkSettings {
  isLight?: boolean;
  expiresAt?: string | null;
}

const keyOf = (orderId: string) => ['public-link', orderId] as const;

/** The order's tracking link as its owner sees it (decision 0105); asked for only while the dialog is open. */
export function usePublicLink(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(orderId),
    queryFn: async ({ signal }) =>
      flattenOne(await api.get('/orders/{id}/public-link', { params: { id: orderId }, signal })),
    enabled,
    staleTime: 0,
  });
}

/** Create (replacing the live link), change, or revoke the order's link; each answer updates the dialog. */
export function usePublicLinkActions(orderId: string) {
  const queryClient = useQueryClient();
  const path = `/orders/${encodeURIComponent(orderId)}/public-link`;
  const body = (attributes: LinkSettings) => ({ data: { type: 'publicLinks', attributes } });
  const store = (document: LinkDocument) => queryClient.setQueryData(keyOf(orderId), flattenOne(document));
  return {
    create: useMutation({
      mutationFn: (settings: LinkSettings) =>
        api.request<LinkDocument>(path, { method: 'POST', body: body(settings) }),
      onSuccess: store,
    }),
    update: useMutation({
      mutationFn: (settings: LinkSettings) =>
        api.request<LinkDocument>(path, { method: 'PATCH', body: body(settings) }),
      onSuccess: store,
    }),
    revoke: useMutation({
      mutationFn: () => api.request(path, { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(orderId) }),
    }),
  };
}
