// Reading positions back: a resource's track and its latest position, tenant-scoped like the resource.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import { pageParams } from '../../http/jsonapi/query-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { pageOf } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { latestPositionResource, positionResource, presentLatest, presentPosition } from './track-presenter';
import type { TrackService } from './track-service';

const instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .optional();

/** The resource of the path, decoded (decision 0222); documented as the means routes document it. */
const meanParams = z.strictObject({ id: publicId('Resource id') });

const trackQuery = z.strictObject({
  'filter[from]': instant.describe('From this instant (ISO 8601); by default 24 hours before filter[to]'),
  'filter[to]': instant.describe('Up to this instant (ISO 8601); by default now'),
  ...pageParams,
});

export const trackRoutes = (service: TrackService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/means/:id/positions', {
      schema: {
        tags: ['positions'],
        'x-permission': 'means.read',
        summary: 'The positions of a resource between two instants, oldest first',
        params: meanParams,
        querystring: trackQuery,
        response: {
          200: collectionDocumentSchema(positionResource).describe('A page of the track'),
          ...errorResponses(400, 401, 404),
        },
      },
      handler: async (request) => {
        const q = request.query;
        const page = pageOf(q);
        const { resourceId, items, total } = await service.track(
          scopeOf(requireSession(request)),
          request.params.id,
          { from: q['filter[from]'], to: q['filter[to]'] },
          page,
        );
        return collectionDocument(
          items.map((row) => presentPosition(resourceId, row)),
          { ...page, totalItems: total },
          requestUrl(request),
        );
      },
    });

    app.get('/means/:id/latest-position', {
      schema: {
        tags: ['positions'],
        'x-permission': 'means.read',
        summary: 'Where the resource is now: its newest position, or null before it first reports',
        params: meanParams,
        response: {
          200: singleDocumentSchema(latestPositionResource).describe('The latest position'),
          ...errorResponses(400, 401, 404),
        },
      },
      handler: async (request) => {
        const { resourceId, position } = await service.latest(
          scopeOf(requireSession(request)),
          request.params.id,
        );
        return singleDocument(presentLatest(resourceId, position));
      },
    });
  };
