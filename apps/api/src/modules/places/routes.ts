import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { jsonApiRoutes } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { placeResource, presentPlace } from './presenter';
import { createPlaceBody, createPlaceQuery, listPlacesQuery, placeParams, updatePlaceBody } from './schemas';
import type { PlacesService } from './service';

const placeDocument = singleDocumentSchema(placeResource).describe('One place');

type PresentedArgs = Parameters<typeof presentPlace>;

/** A place with its contacts, as the service answers one. */
const presentOne = (found: { place: PresentedArgs[0]; contacts: PresentedArgs[1] }) =>
  presentPlace(found.place, found.contacts);

export const placesRoutes = (service: PlacesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = jsonApiRoutes(app, ['places']);

    route.list('/places', {
      'x-permission': 'places.read',
      summary: "The caller organization's address book: searched, sorted and paged",
      querystring: listPlacesQuery,
      page: collectionDocumentSchema(placeResource).describe('A page of places'),
      errors: [400, 401, 403, 404],
      load: (request, page) => {
        const q = request.query;
        return service.list(scopeOf(requireSession(request)), {
          ...(q['filter[search]'] ? { search: q['filter[search]'] } : {}),
          ...(q['filter[country]'] ? { countries: q['filter[country]'].map((c) => c.toUpperCase()) } : {}),
          ...(q['filter[isActive]'] !== undefined ? { isActive: q['filter[isActive]'] } : {}),
          ...(q['filter[organization]'] !== undefined ? { organization: q['filter[organization]'] } : {}),
          sort: q.sort,
          page,
        });
      },
      present: (result) => result.items.map((place) => presentPlace(place, result.contacts)),
    });

    route.get('/places/:id', {
      'x-permission': 'places.read',
      summary: 'One place with its address, contacts and geofence',
      params: placeParams,
      document: placeDocument,
      errors: [400, 401, 404],
      handle: async (request) =>
        presentOne(await service.get(scopeOf(requireSession(request)), request.params.id)),
    });

    route.post('/places', {
      'x-permission': 'places.administrate',
      summary: 'Add a place; without a position it is geocoded from its address',
      querystring: createPlaceQuery,
      body: createPlaceBody,
      document: placeDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) => {
        const session = requireSession(request);
        const { organization } = request.query;
        return presentOne(
          await service.create(scopeOf(session), session.userId, {
            ...request.body.data.attributes,
            ...(organization !== undefined ? { organization } : {}),
          }),
        );
      },
    });

    route.patch('/places/:id', {
      'x-permission': 'places.administrate',
      summary: 'Change a place; only the attributes sent change (contacts are replaced when sent)',
      params: placeParams,
      body: updatePlaceBody,
      document: placeDocument,
      errors: [400, 401, 404, 409],
      handle: async (request) => {
        const session = requireSession(request);
        return presentOne(
          await service.update(
            scopeOf(session),
            session.userId,
            request.params.id,
            request.body.data.attributes,
          ),
        );
      },
    });

    route.delete('/places/:id', {
      'x-permission': 'places.administrate',
      summary: 'Delete a place; stops planned there keep their own copy of the address',
      params: placeParams,
      errors: [400, 401, 404],
      handle: (request) => service.remove(scopeOf(requireSession(request)), request.params.id),
    });
  };
