import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flattenOne, flattenPage, type JsonApiDocument } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { type OrdersQuery, toApiQuery } from './orders-query';
import type { Order } from './types';

export function useOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: ['orders', 'list', query],
    queryFn: async ({ signal }) =>
      flattenPage<Order>(await api.request<JsonApiDocument>('/orders', { query: toApiQuery(query), signal })),
    // Keep the current rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: async ({ signal }) =>
      flattenOne<Order>(
        await api.request<JsonApiDocument>(`/orders/${encodeURIComponent(id)}`, {
          query: { include: 'stops,tour,goods,tags' },
          signal,
        }),
      ),
  });
}
