import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { agencyResource, presentAgency } from './presenter';
import { listAgenciesQuery } from './schemas';
import type { AgenciesService } from './service';

export const agenciesRoutes = (service: AgenciesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/agencies', {
      schema: {
        tags: ['agencies'],
        'x-permission': 'agencies.read',
        summary: "The caller organization's agencies; back office: all, or one organization's with filter",
        querystring: listAgenciesQuery,
        response: {
          200: collectionDocumentSchema(agencyResource).describe('A page of agencies'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.list(scopeOf(requireSession(request)), {
          search: q['filter[search]'],
          isCollaborator: q['filter[isCollaborator]'],
          organization: q['filter[organization]'],
          sort: q.sort,
          page,
        });
        return collectionDocument(
          result.items.map(presentAgency),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });
  };
