import { ORDER_STATUSES, TRANSPORT_MODES } from '@cargolens/domain/orders';
import { TOUR_STATUSES } from '@cargolens/domain/tours';
import { z } from 'zod';
import {
  commaList,
  commaListOf,
  includeParam,
  organizationFilterParam,
  pageParams,
  sortParam,
} from '../../http/jsonapi/query-schemas';

export const ORDER_SORT_FIELDS = ['createdAt', 'reference', 'departureDate', 'arrivalDate'] as const;
export const ORDER_INCLUDES = ['stops', 'tour', 'goods', 'tags'] as const;

export const listOrdersQuery = z.strictObject({
  ...pageParams,
  'filter[status]': commaListOf(ORDER_STATUSES).optional().describe('Comma list of order statuses'),
  'filter[transportMode]': commaListOf(TRANSPORT_MODES).optional().describe('Comma list of transport modes'),
  'filter[tourStatus]': commaListOf(TOUR_STATUSES).optional().describe('Comma list of tour statuses'),
  'filter[tags]': commaList()
    .optional()
    .describe('Comma list of tag labels; an order must carry all of them'),
  'filter[search]': z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Reference, client or consignment reference contains'),
  'filter[organization]': organizationFilterParam,
  sort: sortParam(ORDER_SORT_FIELDS, '-createdAt'),
  include: includeParam(ORDER_INCLUDES),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;

export const orderParams = z.strictObject({ id: z.string().min(1).max(32).describe('Order id') });
export const getOrderQuery = z.strictObject({ include: includeParam(ORDER_INCLUDES) });
