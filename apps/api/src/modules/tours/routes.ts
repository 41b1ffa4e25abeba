import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { jsonApiRoutes } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentTours } from './presenter';
import { tourEventResource, tourOrderResource, tourRecordResource, tourStopResource } from './resources';
import {
  listToursQuery,
  tourFiltersOf,
  tourParams,
  tourReferenceCheckQuery,
  tourReferenceParams,
} from './schemas';
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
    const route = jsonApiRoutes(app, ['tours']);

    route.list('/tours', {
      'x-permission': 'tours.read',
      summary:
        'Tours visible to the caller (its own, and those chartered to it): filtered, sorted, paged; include=orders or include=stops for the two views of the Tours page',
      querystring: listToursQuery,
      page: toursCollection,
      errors: [400, 401, 403],
      load: (request, page) => {
        const q = request.query;
        const session = requireSession(request);
        return service.list(scopeOf(session), session, {
          filters: tourFiltersOf(q),
          sort: q.sort,
          page,
          include: q.include ?? new Set(),
        });
      },
      present: (result) => presentTours(result),
    });

    route.get('/tours/:id', {
      'x-permission': 'tours.read',
      summary: 'One tour with its orders, stop points, chartering, pairing and events',
      params: tourParams,
      document: tourDocument,
      errors: [400, 401, 403, 404],
      handle: async (request) => {
        const session = requireSession(request);
        return presentOneTour(await service.get(scopeOf(session), session, request.params.id));
      },
    });

    route.get('/tours/reference/:reference/details', {
      'x-permission': 'tours.read',
      summary:
        'The details of the tour of this reference (the caller’s own first, else one chartered to it); the web page tours/reference/{ref}/details reads it',
      params: tourReferenceParams,
      document: tourDocument,
      errors: [400, 401, 403, 404],
      handle: async (request) => {
        const session = requireSession(request);
        return presentOneTour(
          await service.getByReference(scopeOf(session), session, request.params.reference),
        );
      },
    });

    route.taken('/organization/tours/reference/:reference', {
      'x-permission': 'tours.read',
      summary:
        'Does the caller’s organization have a tour of this reference? 200 yes, 404 no (shipment-domain §7)',
      params: tourReferenceParams,
      querystring: tourReferenceCheckQuery,
      taken: 'The reference exists',
      free: 'No tour of the organization has it',
      errors: [400, 401, 403],
      handle: (request) =>
        service.referenceExists(
          scopeOf(requireSession(request)),
          request.params.reference,
          request.query.organization,
        ),
    });
  };

/** One tour with its orders, stop points and events: what a tour's document includes. */
function presentOneTour(related: Parameters<typeof presentTours>[0]) {
  const { data, included, events } = presentTours(related);
  return { data: data[0]!, included: [...included, ...events] };
}
