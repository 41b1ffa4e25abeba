import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { placeResource, presentPlace } from './presenter';
import { createPlaceBody, createPlaceQuery, listPlacesQuery, placeParams, updatePlaceBody } from './schemas';
import type { PlacesService } from './service';

const placeDocument = singleDocumentSchema(placeResource).describe('One place');

type App = Parameters<FastifyPluginAsyncZod>[0];

export const placesRoutes = (service: PlacesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    listPlacesRoute(app, service);
    getPlaceRoute(app, service);
    createPlaceRoute(app, service);
    updatePlaceRoute(app, service);
    deletePlaceRoute(app, service);
  };

function listPlacesRoute(app: App, service: PlacesService) {
  app.get('/places', {
    schema: {
      tags: ['places'],
      'x-permission': 'places.read',
      summary: "The caller organization's address book: searched, sorted and paged",
      querystring: listPlacesQuery,
      response: {
        200: collectionDocumentSchema(placeResource).describe('A page of places'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const result = await service.list(scopeOf(requireSession(request)), {
        ...(q['filter[search]'] ? { search: q['filter[search]'] } : {}),
        ...(q['filter[country]'] ? { countries: q['filter[country]'].map((c) => c.toUpperCase()) } : {}),
        ...(q['filter[isActive]'] !== undefined ? { isActive: q['filter[isActive]'] } : {}),
        ...(q['filter[organization]'] !== undefined ? { organization: q['filter[organization]'] } : {}),
        sort: q.sort,
        page,
      });
      return collectionDocument(
        result.items.map((place) => presentPlace(place, result.contacts)),
        { ...page, totalItems: result.total },
        requestUrl(request),
      );
    },
  });
}

function getPlaceRoute(app: App, service: PlacesService) {
  app.get('/places/:id', {
    schema: {
      tags: ['places'],
      'x-permission': 'places.read',
      summary: 'One place with its address, contacts and geofence',
      params: placeParams,
      response: { 200: placeDocument, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { place, contacts } = await service.get(scopeOf(requireSession(request)), request.params.id);
      return singleDocument(presentPlace(place, contacts));
    },
  });
}

function createPlaceRoute(app: App, service: PlacesService) {
  app.post('/places', {
    schema: {
      tags: ['places'],
      'x-permission': 'places.administrate',
      summary: 'Add a place; without a position it is geocoded from its address',
      querystring: createPlaceQuery,
      body: createPlaceBody,
      response: { 201: placeDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const { organization } = request.query;
      const { place, contacts } = await service.create(scopeOf(session), session.userId, {
        ...request.body.data.attributes,
        ...(organization !== undefined ? { organization } : {}),
      });
      return reply.code(201).send(singleDocument(presentPlace(place, contacts)));
    },
  });
}

function updatePlaceRoute(app: App, service: PlacesService) {
  app.patch('/places/:id', {
    schema: {
      tags: ['places'],
      'x-permission': 'places.administrate',
      summary: 'Change a place; only the attributes sent change (contacts are replaced when sent)',
      params: placeParams,
      body: updatePlaceBody,
      response: { 200: placeDocument, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const { place, contacts } = await service.update(
        scopeOf(session),
        session.userId,
        request.params.id,
        request.body.data.attributes,
      );
      return singleDocument(presentPlace(place, contacts));
    },
  });
}

function deletePlaceRoute(app: App, service: PlacesService) {
  app.delete('/places/:id', {
    schema: {
      tags: ['places'],
      'x-permission': 'places.administrate',
      summary: 'Delete a place; stops planned there keep their own copy of the address',
      params: placeParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(scopeOf(requireSession(request)), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
