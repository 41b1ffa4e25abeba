import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { getOrderQuery, listOrdersQuery, orderParams } from './schemas';
import type { OrdersService } from './service';

export const ordersRoutes = (service: OrdersService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/orders', {
      schema: {
        tags: ['orders'],
        summary: 'Orders visible to the caller: filtered, sorted and paged',
        querystring: listOrdersQuery,
        response: { 200: z.any().describe('orders collection document'), ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.list(scopeOf(requireSession(request)), {
          filters: {
            statuses: q['filter[status]'],
            transportModes: q['filter[transportMode]'],
            tourStatuses: q['filter[tourStatus]'],
            tagLabels: q['filter[tags]'],
            search: q['filter[search]'],
            organization: q['filter[organization]'],
          },
          sort: q.sort,
          page,
          include: q.include ?? new Set(),
        });
        return collectionDocument(
          result.data,
          { ...page, totalItems: result.total },
          requestUrl(request),
          result.included,
        );
      },
    });

    app.get('/orders/:id', {
      schema: {
        tags: ['orders'],
        summary: 'One order with its stops, tour and goods on request',
        params: orderParams,
        querystring: getOrderQuery,
        response: { 200: z.any().describe('orders resource document'), ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => {
        const { data, included } = await service.get(
          scopeOf(requireSession(request)),
          request.params.id,
          request.query.include ?? new Set(),
        );
        return singleDocument(data, included);
      },
    });
  };
