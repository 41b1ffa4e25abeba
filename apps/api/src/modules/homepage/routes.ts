import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema } from '../../http/jsonapi/document-schemas';
import { jsonApiRoutes } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentHomepageStop, presentSilentTour } from './presenter';
import { arrivalsQuery, homepageListQuery, homepageStopResource, silentTourResource } from './schemas';
import type { HomepageService } from './service';

const stopsCollection = collectionDocumentSchema(homepageStopResource).describe('A page of stops');
const silentToursCollection = collectionDocumentSchema(silentTourResource).describe('A page of tours');

export const homepageRoutes = (service: HomepageService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = jsonApiRoutes(app, ['homepage']);

    route.list('/homepage/late-stops', {
      'x-permission': 'tours.read',
      summary:
        'Stops still ahead on the caller’s tours that are late or in tolerable delay (stored delay status), or late on site; soonest first',
      querystring: homepageListQuery,
      page: stopsCollection,
      errors: [400, 401, 403],
      load: (request, page) => service.lateStops(scopeOf(requireSession(request)), page),
      present: (result) => result.items.map(presentHomepageStop),
    });

    route.list('/homepage/arrivals', {
      'x-permission': 'tours.read',
      summary:
        'Stops of the caller’s tours reached during the day, or still expected then by their ETA; in the order of arrival',
      querystring: arrivalsQuery,
      page: stopsCollection,
      errors: [400, 401, 403],
      load: (request, page) =>
        service.arrivals(
          scopeOf(requireSession(request)),
          { from: request.query['filter[from]'], to: request.query['filter[to]'] },
          page,
        ),
      present: (result) => result.items.map(presentHomepageStop),
    });

    route.list('/homepage/silent-tours', {
      'x-permission': 'tours.read',
      summary:
        'Started, paired tours of the caller whose truck sent no position for over 60 minutes (GPS recency), or none at all',
      querystring: homepageListQuery,
      page: silentToursCollection,
      errors: [400, 401, 403],
      load: (request, page) => service.silentTours(scopeOf(requireSession(request)), page),
      present: (result) => result.items.map(presentSilentTour),
    });
  };
