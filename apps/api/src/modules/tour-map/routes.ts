// The maps' routes (decision 0145): thin, tenant-scoped, one service call each.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentMapTour, presentOrderTrack } from './presenter';
import { mapTourResource, mapToursQuery, orderTrackParams, orderTrackResource } from './schemas';
import type { TourMapService } from './service';

export const tourMapRoutes = (service: TourMapService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/map/tours', {
      schema: {
        tags: ['tours'],
        'x-permission': 'tours.read',
        summary:
          'The global map: running tours the caller sees (its own, and those chartered to it) with their truck’s latest position, last and next stop; the Tours page’s filters, large pages',
        querystring: mapToursQuery,
        response: {
          200: collectionDocumentSchema(mapTourResource).describe('A page of tours on the map'),
          ...errorResponses(400, 401, 403),
        },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.mapTours(scopeOf(requireSession(request)), {
          filters: {
            statuses: q['filter[status]'],
            transportModes: q['filter[transportMode]'],
            charteringStatuses: q['filter[charteringStatus]'],
            pairingStatuses: q['filter[pairingStatus]'],
            search: q['filter[search]'],
            carrier: q['filter[carrier]'],
            mean: q['filter[mean]'],
            from: q['filter[from]'],
            to: q['filter[to]'],
            organization: q['filter[organization]'],
            delayStates: q['filter[delayState]'],
          },
          page,
        });
        return collectionDocument(
          result.items.map(presentMapTour),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });

    app.get('/orders/:id/track', {
      schema: {
        tags: ['orders'],
        'x-permission': 'orders.read',
        summary:
          'The order’s driven track: its tour’s paired resource’s positions over the tour’s time span, and where the truck is now with its GPS recency',
        params: orderTrackParams,
        response: {
          200: singleDocumentSchema(orderTrackResource).describe('The order’s track'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request) =>
        singleDocument(
          presentOrderTrack(await service.orderTrack(scopeOf(requireSession(request)), request.params.id)),
        ),
    });
  };
