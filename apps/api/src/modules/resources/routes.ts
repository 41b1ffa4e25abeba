// Resources are "means" on the wire: the spec's error codes (mean.*) and the product's /means path
// (platform-core §7, §8: no toast for a 400 on means, the form shows it at the field).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { meanResource, presentMean } from './presenter';
import { createMeanBody, listMeansQuery, meanIdParams, updateMeanBody } from './schemas';
import type { MeansService } from './service';

const meanDocument = singleDocumentSchema(meanResource).describe('One resource');

type App = Parameters<FastifyPluginAsyncZod>[0];

export const meansRoutes = (service: MeansService): FastifyPluginAsyncZod =>
  async function routes(app) {
    listMeansRoute(app, service);
    createMeanRoute(app, service);
    getMeanRoute(app, service);
    updateMeanRoute(app, service);
    setMeanActiveRoutes(app, service);
    deleteMeanRoute(app, service);
  };

function listMeansRoute(app: App, service: MeansService) {
  app.get('/means', {
    schema: {
      tags: ['resources'],
      'x-permission': 'means.read',
      summary: 'Resources (trucks, trailers, telematic units, drivers’ phones): filtered, sorted, paged',
      querystring: listMeansQuery,
      response: {
        200: collectionDocumentSchema(meanResource).describe('A page of resources'),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const result = await service.list(scopeOf(requireSession(request)), {
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
      return collectionDocument(
        result.items.map(presentMean),
        { ...page, totalItems: result.total },
        requestUrl(request),
      );
    },
  });
}

function createMeanRoute(app: App, service: MeansService) {
  app.post('/means', {
    schema: {
      tags: ['resources'],
      'x-permission': 'means.administrate',
      summary: 'Create a resource (ADMINISTRATION_RESOURCES); mode defaults to truck',
      body: createMeanBody,
      response: { 201: meanDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const { attributes, relationships } = request.body.data;
      const row = await service.create(scopeOf(session), session, {
        attributes,
        organization: relationships?.organization.data.id,
      });
      return reply.code(201).send(singleDocument(presentMean(row)));
    },
  });
}

function getMeanRoute(app: App, service: MeansService) {
  app.get('/means/:id', {
    schema: {
      tags: ['resources'],
      'x-permission': 'means.read',
      summary: 'One resource',
      params: meanIdParams,
      response: { 200: meanDocument, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      singleDocument(presentMean(await service.get(scopeOf(requireSession(request)), request.params.id))),
  });
}

function updateMeanRoute(app: App, service: MeansService) {
  app.patch('/means/:id', {
    schema: {
      tags: ['resources'],
      'x-permission': 'means.administrate',
      summary: 'Change a resource: the attributes named are set, null clears one',
      params: meanIdParams,
      body: updateMeanBody,
      response: { 200: meanDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const { id, attributes } = request.body.data;
      const row = await service.update(scopeOf(session), session, request.params.id, {
        attributes,
        ...(id !== undefined ? { id } : {}),
      });
      return singleDocument(presentMean(row));
    },
  });
}

function setMeanActiveRoutes(app: App, service: MeansService) {
  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.put(`/means/:id/${action}`, {
      schema: {
        tags: ['resources'],
        'x-permission': 'means.administrate',
        summary: active
          ? 'Reactivate a resource'
          : 'Deactivate a resource: it stays listed but is no longer used for pairing',
        params: meanIdParams,
        response: { 200: meanDocument, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const session = requireSession(request);
        return singleDocument(
          presentMean(await service.setActive(scopeOf(session), session, request.params.id, active)),
        );
      },
    });
  }
}

function deleteMeanRoute(app: App, service: MeansService) {
  app.delete('/means/:id', {
    schema: {
      tags: ['resources'],
      'x-permission': 'means.administrate',
      summary: 'Delete a resource; tours that used it keep their history without it',
      params: meanIdParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      await service.remove(scopeOf(session), session, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
