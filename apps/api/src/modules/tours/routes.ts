import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentTours } from './presenter';
import { tourEventResource, tourOrderResource, tourRecordResource, tourStopResource } from './resources';
import { listToursQuery, tourParams, tourReferenceCheckQuery, tourReferenceParams } from './schemas';
import type { ToursService } from './service';

const toursCollection = collectionDocumentSchema(tourRecordResource, [
  tourOrderResource,
  tourStopResource,
]).describe('A page of tours');
const tourDocument = singleDocumentSchema(tourRecordResource, [
  tourOrderResource,
  tourStopResource,
  tourEventResource,
]).describe('One tour with its orders, its stop points in itinerary order and its events');

export const toursRoutes = (service: ToursService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/tours', {
      schema: {
        tags: ['tours'],
        'x-permission': 'tours.read',
        summary:
          'Tours visible to the caller (its own, and those chartered to it): filtered, sorted, paged; include=orders or include=stops for the two views of the Tours page',
        querystring: listToursQuery,
        response: { 200: toursCollection, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const q = request.query;
        const session = requireSession(request);
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.list(scopeOf(session), session, {
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
          },
          sort: q.sort,
          page,
          include: q.include ?? new Set(),
        });
        const { data, included } = presentTours(result);
        return collectionDocument(data, { ...page, totalItems: result.total }, requestUrl(request), included);
      },
    });

    app.get('/tours/:id', {
      schema: {
        tags: ['tours'],
        'x-permission': 'tours.read',
        summary: 'One tour with its orders, stop points, chartering, pairing and events',
        params: tourParams,
        response: { 200: tourDocument, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const session = requireSession(request);
        const { data, included, events } = presentTours(
          await service.get(scopeOf(session), session, request.params.id),
        );
        return singleDocument(data[0]!, [...included, ...events]);
      },
    });

    app.get('/tours/reference/:reference/details', {
      schema: {
        tags: ['tours'],
        'x-permission': 'tours.read',
        summary:
          'The details of the tour of this reference (the caller’s own first, else one chartered to it); the web page tours/reference/{ref}/details reads it',
        params: tourReferenceParams,
        response: { 200: tourDocument, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const session = requireSession(request);
        const { data, included, events } = presentTours(
          await service.getByReference(scopeOf(session), session, request.params.reference),
        );
        return singleDocument(data[0]!, [...included, ...events]);
      },
    });

    app.head('/organization/tours/reference/:reference', {
      // @fastify/swagger leaves HEAD routes out of the document unless asked.
      config: { swagger: { exposeHeadRoute: true } },
      schema: {
        tags: ['tours'],
        'x-permission': 'tours.read',
        summary:
          'Does the caller’s organization have a tour of this reference? 200 yes, 404 no (shipment-domain §7)',
        params: tourReferenceParams,
        querystring: tourReferenceCheckQuery,
        response: {
          200: z.null().describe('The reference exists'),
          404: z.null().describe('No tour of the organization has it'),
          ...errorResponses(400, 401, 403),
        },
      },
      handler: async (request, reply) => {
        const exists = await service.referenceExists(
          scopeOf(requireSession(request)),
          request.params.reference,
          request.query.organization,
        );
        return reply.code(exists ? 200 : 404).send(null);
      },
    });
  };
