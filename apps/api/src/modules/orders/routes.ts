import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { isSparse, markSparse, sparseResourceSchema } from '../../http/jsonapi/sparse-fieldsets';
import { errorResponses } from '../../http/openapi';
import { representations } from '../../http/response-serializer';
import { pageOf } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentTimeline, timelineDocument } from './order-timeline';
import { presentOrders } from './presenter';
import { goodsResource, orderResource, stopResource, tourResource } from './resources';
import { getOrderQuery, orderFiltersOf, orderParams, ordersPageQuery } from './schemas';
import type { OrdersService } from './service';

const related = [stopResource, tourResource, goodsResource];
const ordersCollection = collectionDocumentSchema(orderResource, related).describe('A page of orders');
const sparseOrdersCollection = collectionDocumentSchema(
  sparseResourceSchema(orderResource, 'OrderFields'),
  related,
).describe('A page of orders with the fields asked for in fields[orders]');
export const ordersPage = representations([ordersCollection, sparseOrdersCollection], (document) =>
  isSparse(document) ? 1 : 0,
);
const orderDocument = singleDocumentSchema(orderResource, related).describe('One order');

export const ordersRoutes = (service: OrdersService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/orders', {
      schema: {
        tags: ['orders'],
        'x-permission': 'orders.read',
        summary: 'Orders visible to the caller: filtered, sorted and paged',
        querystring: ordersPageQuery,
        response: { 200: ordersPage, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const q = request.query;
        const page = pageOf(q);
        const scope = scopeOf(requireSession(request));
        const result = await service.list(scope, {
          filters: orderFiltersOf(q),
          sort: q.sort,
          page,
          include: q.include ?? new Set(),
        });
        const fields = q['fields[orders]'];
        const { data, included } = presentOrders(result, scope, fields);
        const document = collectionDocument(
          data,
          { ...page, totalItems: result.total },
          requestUrl(request),
          included,
        );
        return fields ? markSparse(document) : document;
      },
    });

    app.get('/orders/:id', {
      schema: {
        tags: ['orders'],
        'x-permission': 'orders.read',
        summary: 'One order with its stops, tour and goods on request',
        params: orderParams,
        querystring: getOrderQuery,
        response: { 200: orderDocument, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => {
        const scope = scopeOf(requireSession(request));
        const result = await service.get(scope, request.params.id, request.query.include ?? new Set());
        const { data, included } = presentOrders(result, scope);
        return singleDocument(data[0]!, included);
      },
    });

    app.get('/orders/:id/timeline', {
      schema: {
        tags: ['orders'],
        'x-permission': 'orders.read',
        summary: "The order's timeline: its events and milestones on the six steps, the current one marked",
        params: orderParams,
        response: { 200: timelineDocument, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => {
        const scope = scopeOf(requireSession(request));
        const { order, stops, received } = await service.timelineFacts(scope, request.params.id);
        return singleDocument(presentTimeline(order, stops, received));
      },
    });
  };
