import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/session';
import type { OrderDocument } from '../types';
import { type OrderFormValues, toOrderInput } from './order-form-values';

/** Creates (POST) or replaces (PUT with the version read, so a concurrent change answers 409) an order. */
export function useSaveOrder(existing: { id: string; version: number } | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: OrderFormValues) => {
      const body = toOrderInput(values);
      const document = existing
        ? await api.request<OrderDocument>(`/orders/${encodeURIComponent(existing.id)}`, {
            method: 'PUT',
            body,
            headers: { 'If-Match': `"${existing.version}"` },
            toast: false,
          })
        : await api.request<OrderDocument>('/orders', { method: 'POST', body, toast: false });
      return document.data.id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

export function useCancelOrder(id: string, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.request(`/orders/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        headers: { 'If-Match': `"${version}"` },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
