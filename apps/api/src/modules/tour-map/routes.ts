// The maps' routes (decision 0145): thin, tenant-scoped, one service call each.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { jsonApiRoutes } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { tourFiltersOf } from '../tours';
import { presentMapTour, presentOrderTrack } from './presenter';
import { mapTourResource, mapToursQuery, orderTrackParams, orderTrackResource } from './schemas';
import type { TourMapService } from './service';

export const tourMapRoutes = (service: TourMapService): FastifyPluginAsyncZod =>
  async function routes(app) {
    jsonApiRoutes(app, ['tours']).list('/map/tours', {
      'x-permission': 'tours.read',
      summary:
        'The global map: running tours the caller sees (its own, and those chartered to it) with their truck’s latest position, last and next stop; the Tours page’s filters, large pages',
      querystring: mapToursQuery,
      page: collectionDocumentSchema(mapTourResource).describe('A page of tours on the map'),
      errors: [400, 401, 403],
      load: (request, page) => {
        const q = request.query;
        return service.mapTours(scopeOf(requireSession(request)), {
          filters: { ...tourFiltersOf(q), delayStates: q['filter[delayState]'] },
          page,
        });
      },
      present: (result) => result.items.map(presentMapTour),
    });

    jsonApiRoutes(app, ['orders']).get('/orders/:id/track', {
      'x-permission': 'orders.read',
      summary:
        'The order’s driven track: its tour’s paired resource’s positions over the tour’s time span, and where the truck is now with its GPS recency',
      params: orderTrackParams,
      document: singleDocumentSchema(orderTrackResource).describe('The order’s track'),
      errors: [400, 401, 403, 404],
      handle: async (request) =>
        presentOrderTrack(await service.orderTrack(scopeOf(requireSession(request)), request.params.id)),
    });
  };
