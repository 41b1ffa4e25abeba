// The signed-in user's notification inbox (decision 0180). Not the spec's /notifications, which are the
// notification builder's rules (platform-core §7): these are what rules told this user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument } from '../../http/jsonapi/document';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { pageOf } from '../../http/routes';
import { presentMyNotification } from './presenter';
import { inboxDocument, listQuery, MARK_ALL_READ_EXAMPLE, markReadBody } from './schemas';
import type { MyNotificationsService } from './service';

export const myNotificationsRoutes = (service: MyNotificationsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/my-notifications', {
      schema: {
        tags: ['notifications'],
        'x-permission': 'session',
        summary: 'The signed-in user’s notifications, newest first, with the unread count in meta',
        querystring: listQuery,
        response: {
          200: inboxDocument.describe('A page of the user’s notifications'),
          ...errorResponses(400, 401),
        },
      },
      handler: async (request) => {
        const page = pageOf(request.query);
        const result = await service.list(requireSession(request), page);
        const document = collectionDocument(
          result.items.map(presentMyNotification),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
        return { ...document, meta: { ...document.meta, unreadCount: result.unreadCount } };
      },
    });

    app.post('/my-notifications/read', {
      schema: {
        tags: ['notifications'],
        'x-permission': 'session',
        summary:
          'Mark the signed-in user’s notifications read: the listed ones, or all (up to the newest one seen)',
        body: markReadBody,
        requestExample: MARK_ALL_READ_EXAMPLE,
        response: {
          204: z.null().describe('Marked; the user’s event streams hear `notifications`'),
          ...errorResponses(400, 401, 404),
        },
      },
      handler: async (request, reply) => {
        const { notifications, upTo } = request.body.data.attributes;
        await service.markRead(
          requireSession(request),
          notifications ? { notifications } : { all: true, ...(upTo ? { upTo } : {}) },
        );
        return reply.code(204).send(null);
      },
    });
  };
