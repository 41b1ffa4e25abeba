// Resources are "means" on the wire: the spec's error codes (mean.*) and the product's /means path
// (platform-core §7, §8: no toast for a 400 on means, the form shows it at the field).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { jsonApiRoutes } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { meanResource, presentMean } from './presenter';
import { createMeanBody, listMeansQuery, meanIdParams, updateMeanBody } from './schemas';
import type { MeansService } from './service';

const meanDocument = singleDocumentSchema(meanResource).describe('One resource');

export const meansRoutes = (service: MeansService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = jsonApiRoutes(app, ['resources']);

    route.list('/means', {
      'x-permission': 'means.read',
      summary: 'Resources (trucks, trailers, telematic units, drivers’ phones): filtered, sorted, paged',
      querystring: listMeansQuery,
      page: collectionDocumentSchema(meanResource).describe('A page of resources'),
      errors: [400, 401, 403],
      load: (request, page) => {
        const q = request.query;
        return service.list(scopeOf(requireSession(request)), {
          filters: {
            search: q['filter[search]'],
            modes: q['filter[mode]'],
            types: q['filter[type]'],
            isActive: q['filter[isActive]'],
            organization: q['filter[organization]'],
          },
          sort: q.sort,
          page,
        });
      },
      present: (result) => result.items.map(presentMean),
    });

    route.post('/means', {
      'x-permission': 'means.administrate',
      summary: 'Create a resource (ADMINISTRATION_RESOURCES); mode defaults to truck',
      body: createMeanBody,
      document: meanDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) => {
        const session = requireSession(request);
        const { attributes, relationships } = request.body.data;
        const row = await service.create(scopeOf(session), session, {
          attributes,
          organization: relationships?.organization.data.id,
        });
        return presentMean(row);
      },
    });

    route.get('/means/:id', {
      'x-permission': 'means.read',
      summary: 'One resource',
      params: meanIdParams,
      document: meanDocument,
      errors: [400, 401, 404],
      handle: async (request) =>
        presentMean(await service.get(scopeOf(requireSession(request)), request.params.id)),
    });

    route.patch('/means/:id', {
      'x-permission': 'means.administrate',
      summary: 'Change a resource: the attributes named are set, null clears one',
      params: meanIdParams,
      body: updateMeanBody,
      document: meanDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) => {
        const session = requireSession(request);
        const { id, attributes } = request.body.data;
        const row = await service.update(scopeOf(session), session, request.params.id, {
          attributes,
          ...(id !== undefined ? { id } : {}),
        });
        return presentMean(row);
      },
    });

    for (const [action, active] of [
      ['deactivate', false],
      ['activate', true],
    ] as const) {
      route.put(`/means/:id/${action}`, {
        'x-permission': 'means.administrate',
        summary: active
          ? 'Reactivate a resource'
          : 'Deactivate a resource: it stays listed but is no longer used for pairing',
        params: meanIdParams,
        document: meanDocument,
        errors: [400, 401, 403, 404],
        handle: async (request) => {
          const session = requireSession(request);
          return presentMean(await service.setActive(scopeOf(session), session, request.params.id, active));
        },
      });
    }

    route.delete('/means/:id', {
      'x-permission': 'means.administrate',
      summary: 'Delete a resource; tours that used it keep their history without it',
      params: meanIdParams,
      errors: [400, 401, 403, 404],
      handle: (request) => {
        const session = requireSession(request);
        return service.remove(scopeOf(session), session, request.params.id);
      },
    });
  };
