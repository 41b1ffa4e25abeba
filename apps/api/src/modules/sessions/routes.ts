import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema } from '../../http/jsonapi/document-schemas';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import { pageParams } from '../../http/jsonapi/query-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { pageOf } from '../../http/routes';
import { browserLogResource, presentBrowserLog } from './presenter';
import type { DeviceSessionsService } from './service';

const params = z.strictObject({ id: publicId('User id') });
const query = z.strictObject({ ...pageParams });

export const deviceSessionsRoutes = (service: DeviceSessionsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/users/:id/browser-logs', {
      schema: {
        tags: ['users'],
        'x-permission': 'session',
        summary:
          'A user’s sign-ins by device, newest first: one’s own, the users of one’s organization with ' +
          'users administration, anyone’s for the back office; anyone else’s answers 404',
        params,
        querystring: query,
        response: {
          200: collectionDocumentSchema(browserLogResource).describe('A page of browser logs'),
          ...errorResponses(400, 401, 404),
        },
      },
      handler: async (request) => {
        const page = pageOf(request.query);
        const result = await service.browserLogs(requireSession(request), request.params.id, page);
        return collectionDocument(
          result.items.map(presentBrowserLog),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });
  };
