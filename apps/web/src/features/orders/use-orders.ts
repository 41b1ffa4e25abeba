import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flattenOne, flattenPage, type Page } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { organizationFilter, useActingOrganization } from '../organizations/acting-organization';
import { type OrdersQuery, toApiQuery } from './orders-query';
import type { Order } from './types';

/**
 * A page of orders with the fields the visible columns read (`fields`, from listFields); their goods come along
 * only when a column shows them.
 */
export function useOrders(
  query: OrdersQuery,
  options: { enabled: boolean; withGoods: boolean; fields: string },
) {
  const organization = useActingOrganization();
  return useQuery({
    enabled: options.enabled,
    queryKey: ['orders', 'list', query, options.withGoods, options.fields, organization],
    queryFn: async ({ signal }) =>
      // Only the fields asked for are present: the columns read no other (list-fields.test.ts).
      flattenPage(
        await api.get('/orders', {
          query: {
            ...toApiQuery(query),
            ...organizationFilter(organization),
            ...(options.withGoods ? { include: 'goods' } : {}),
            'fields[orders]': options.fields,
          },
          signal,
        }),
      ) as Page<Order>,
    // Keep the current rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: ['orders', 'detail', id],
    queryFn: async ({ signal }) =>
      flattenOne(
        await api.get('/orders/{id}', { params: { id }, query: { include: 'stops,tour,goods' }, signal }),
      ),
  });
}
