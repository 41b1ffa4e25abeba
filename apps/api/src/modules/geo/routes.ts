import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { pageOf } from '../../http/routes';
import { geocodeCandidateResource, presentCandidate, presentTimeZone, timeZoneResource } from './presenter';
import { geocodeQuery, timeZoneQuery } from './schemas';
import type { GeoService } from './service';

export const geoRoutes = (service: GeoService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/geocode', {
      schema: {
        tags: ['geo'],
        'x-permission': 'session',
        summary: 'Positions a town or an address may have, most likely first',
        description:
          'Offline: the GeoNames towns of more than 1,000 inhabitants (CC BY 4.0). With GEOCODER_URL: that Nominatim-compatible service.',
        querystring: geocodeQuery,
        response: {
          200: collectionDocumentSchema(geocodeCandidateResource).describe('Candidates, most likely first'),
          ...errorResponses(400, 401, 502),
        },
      },
      handler: async (request) => {
        const { q, country } = request.query;
        const page = pageOf(request.query);
        const candidates = await service.geocode({
          text: q,
          ...(country ? { country } : {}),
          limit: page.number * page.size,
        });
        return collectionDocument(
          candidates.slice((page.number - 1) * page.size).map(presentCandidate),
          { ...page, totalItems: candidates.length },
          requestUrl(request),
        );
      },
    });

    app.get('/timezone', {
      schema: {
        tags: ['geo'],
        'x-permission': 'session',
        summary: 'The IANA time zone of a position (offline)',
        querystring: timeZoneQuery,
        response: {
          200: singleDocumentSchema(timeZoneResource).describe('The time zone'),
          ...errorResponses(400, 401),
        },
      },
      handler: async (request) =>
        singleDocument(presentTimeZone(service.timeZone(request.query.lat, request.query.lng))),
    });
  };
