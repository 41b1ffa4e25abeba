import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentTag, tagResource } from './presenter';
import { listTagsQuery } from './schemas';
import type { TagsService } from './service';

export const tagsRoutes = (service: TagsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/tags', {
      schema: {
        tags: ['tags'],
        summary: "The caller organization's tags, for filters and tagging",
        querystring: listTagsQuery,
        response: {
          200: collectionDocumentSchema(tagResource).describe('A page of tags'),
          ...errorResponses(400, 401, 403),
        },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.list(scopeOf(requireSession(request)), {
          search: q['filter[search]'],
          organization: q['filter[organization]'],
          sort: q.sort,
          page,
        });
        return collectionDocument(
          result.items.map(presentTag),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });
  };
