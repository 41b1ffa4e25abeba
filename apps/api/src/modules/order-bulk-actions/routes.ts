import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { singleDocument } from '../../http/jsonapi/document';
import { singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { errorResponses } from '../../http/openapi';
import { decodeId } from '../../kernel/public-id';
import { UNKNOWN_ID } from '../../kernel/unknown-id';
import { orderBulkActionResource, presentBulkAction } from './presenter';
import { bulkActionBody } from './schemas';
import type { RunBulkAction } from './service';

export const orderBulkActionsRoutes = (runBulkAction: RunBulkAction): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.post('/orders/bulk-actions', {
      schema: {
        tags: ['orders'],
        'x-permission': 'orders.write',
        summary: 'Tag, untag or cancel the selected orders, with one result per order',
        description:
          'Each order is changed in its own transaction: an order the caller may not change (another ' +
          'organization’s, a cancelled one, one changed meanwhile) fails alone, with the error it would get on ' +
          'its own, and the others go ahead. The answer is not stored: its id names this run only.',
        body: bulkActionBody,
        response: {
          200: singleDocumentSchema(orderBulkActionResource).describe('What happened to each order'),
          ...errorResponses(400, 401, 403),
        },
      },
      handler: async (request) => {
        const { attributes, relationships } = request.body.data;
        // The results echo the order ids as sent, a wrong one included, so they are decoded here, each once.
        const sentIds = [...new Set(relationships.orders.data.map((order) => order.id))];
        const outcomes = await runBulkAction(requireSession(request), {
          action: attributes.action,
          orderIds: sentIds.map((id) => decodeId(id) ?? UNKNOWN_ID),
          tag: relationships.tag?.data.id,
        });
        return singleDocument(presentBulkAction(randomUUID(), attributes.action, outcomes, sentIds));
      },
    });
  };
