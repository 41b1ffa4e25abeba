import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentTag, tagResource } from './presenter';
import { createTagBody, listTagsQuery, tagNameParams, tagParams, updateTagBody } from './schemas';
import type { TagsService } from './service';

const tagDocument = singleDocumentSchema(tagResource).describe('One tag');

type App = Parameters<FastifyPluginAsyncZod>[0];

export const tagsRoutes = (service: TagsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    listTagsRoute(app, service);
    createTagRoute(app, service);
    updateTagRoute(app, service);
    deleteTagRoute(app, service);
    tagLabelTakenRoute(app, service);
  };

function listTagsRoute(app: App, service: TagsService) {
  app.get('/tags', {
    schema: {
      tags: ['tags'],
      'x-permission': 'tags.read',
      summary: "The caller organization's tags, for filters and tagging",
      querystring: listTagsQuery,
      response: {
        200: collectionDocumentSchema(tagResource).describe('A page of tags'),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const session = requireSession(request);
      const result = await service.list(scopeOf(session), session, {
        search: q['filter[search]'],
        organization: q['filter[organization]'],
        sort: q.sort,
        page,
      });
      return collectionDocument(
        result.items.map((tag) => presentTag(tag, result.actionPermissions)),
        { ...page, totalItems: result.total },
        requestUrl(request),
      );
    },
  });
}

function createTagRoute(app: App, service: TagsService) {
  app.post('/tags', {
    schema: {
      tags: ['tags'],
      'x-permission': 'tags.administrate',
      summary: 'Create a tag (ADMINISTRATION_TAGS); back office: for the organization in relationships',
      body: createTagBody,
      response: { 201: tagDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const { attributes, relationships } = request.body.data;
      const { tag, actionPermissions } = await service.create(scopeOf(session), session, {
        ...attributes,
        organization: relationships?.organization.data.id,
      });
      return reply.code(201).send(singleDocument(presentTag(tag, actionPermissions)));
    },
  });
}

function updateTagRoute(app: App, service: TagsService) {
  app.patch('/tags/:id', {
    schema: {
      tags: ['tags'],
      'x-permission': 'tags.administrate',
      summary: 'Rename or recolour a tag; automatically assigned tags cannot be changed',
      params: tagParams,
      body: updateTagBody,
      response: { 200: tagDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const { id, attributes } = request.body.data;
      const { tag, actionPermissions } = await service.update(scopeOf(session), session, request.params.id, {
        ...attributes,
        ...(id !== undefined ? { id } : {}),
      });
      return singleDocument(presentTag(tag, actionPermissions));
    },
  });
}

function deleteTagRoute(app: App, service: TagsService) {
  app.delete('/tags/:id', {
    schema: {
      tags: ['tags'],
      'x-permission': 'tags.administrate',
      summary: 'Delete a tag and take it off the orders that carry it',
      params: tagParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      await service.remove(scopeOf(session), session, request.params.id);
      return reply.code(204).send(null);
    },
  });
}

function tagLabelTakenRoute(app: App, service: TagsService) {
  app.head('/organizations/:id/tags/name/:value', {
    // @fastify/swagger leaves HEAD routes out of the document unless asked.
    config: { swagger: { exposeHeadRoute: true } },
    schema: {
      tags: ['tags'],
      'x-permission': 'tags.read',
      summary: 'Is this tag label taken in the organization? 200 taken, 404 free (shipment-domain §7)',
      params: tagNameParams,
      response: {
        200: z.null().describe('Taken'),
        404: z.null().describe('Free, or an organization the caller may not see'),
        ...errorResponses(400, 401),
      },
    },
    handler: async (request, reply) => {
      const taken = await service.labelTaken(
        scopeOf(requireSession(request)),
        request.params.id,
        request.params.value,
      );
      return reply.code(taken ? 200 : 404).send(null);
    },
  });
}
