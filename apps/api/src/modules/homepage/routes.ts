import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentHomepageStop, presentSilentTour } from './presenter';
import { arrivalsQuery, homepageListQuery, homepageStopResource, silentTourResource } from './schemas';
import type { HomepageService } from './service';

const stopsCollection = collectionDocumentSchema(homepageStopResource).describe('A page of stops');
const silentToursCollection = collectionDocumentSchema(silentTourResource).describe('A page of tours');

export const homepageRoutes = (service: HomepageService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/homepage/late-stops', {
      schema: {
        tags: ['homepage'],
        'x-permission': 'tours.read',
        summary:
          'Stops still ahead on the caller’s tours that are late or in tolerable delay (stored delay status), or late on site; soonest first',
        querystring: homepageListQuery,
        response: { 200: stopsCollection, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.lateStops(scopeOf(requireSession(request)), page);
        return collectionDocument(
          result.items.map(presentHomepageStop),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });

    app.get('/homepage/arrivals', {
      schema: {
        tags: ['homepage'],
        'x-permission': 'tours.read',
        summary:
          'Stops of the caller’s tours reached during the day, or still expected then by their ETA; in the order of arrival',
        querystring: arrivalsQuery,
        response: { 200: stopsCollection, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.arrivals(
          scopeOf(requireSession(request)),
          { from: q['filter[from]'], to: q['filter[to]'] },
          page,
        );
        return collectionDocument(
          result.items.map(presentHomepageStop),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });

    app.get('/homepage/silent-tours', {
      schema: {
        tags: ['homepage'],
        'x-permission': 'tours.read',
        summary:
          'Started, paired tours of the caller whose truck sent no position for over 60 minutes (GPS recency), or none at all',
        querystring: homepageListQuery,
        response: { 200: silentToursCollection, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.silentTours(scopeOf(requireSession(request)), page);
        return collectionDocument(
          result.items.map(presentSilentTour),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });
  };
