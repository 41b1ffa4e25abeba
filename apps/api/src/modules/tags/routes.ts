import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { attributesForOrganization, attributesWithId } from '../../http/jsonapi/write-input';
import { jsonApiRoutes } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentTag, tagResource } from './presenter';
import { createTagBody, listTagsQuery, tagNameParams, tagParams, updateTagBody } from './schemas';
import type { TagsService } from './service';

const tagDocument = singleDocumentSchema(tagResource).describe('One tag');

export const tagsRoutes = (service: TagsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = jsonApiRoutes(app, ['tags']);

    route.list('/tags', {
      'x-permission': 'tags.read',
      summary: "The caller organization's tags, for filters and tagging",
      querystring: listTagsQuery,
      page: collectionDocumentSchema(tagResource).describe('A page of tags'),
      errors: [400, 401, 403],
      load: (request, page) => {
        const q = request.query;
        const session = requireSession(request);
        return service.list(scopeOf(session), session, {
          search: q['filter[search]'],
          organization: q['filter[organization]'],
          sort: q.sort,
          page,
        });
      },
      present: (result) => result.items.map((tag) => presentTag(tag, result.actionPermissions)),
    });

    route.post('/tags', {
      'x-permission': 'tags.administrate',
      summary: 'Create a tag (ADMINISTRATION_TAGS); back office: for the organization in relationships',
      body: createTagBody,
      document: tagDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) => {
        const session = requireSession(request);
        const { tag, actionPermissions } = await service.create(
          scopeOf(session),
          session,
          attributesForOrganization(request.body.data),
        );
        return presentTag(tag, actionPermissions);
      },
    });

    route.patch('/tags/:id', {
      'x-permission': 'tags.administrate',
      summary: 'Rename or recolour a tag; automatically assigned tags cannot be changed',
      params: tagParams,
      body: updateTagBody,
      document: tagDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) => {
        const session = requireSession(request);
        const { tag, actionPermissions } = await service.update(
          scopeOf(session),
          session,
          request.params.id,
          attributesWithId(request.body.data),
        );
        return presentTag(tag, actionPermissions);
      },
    });

    route.delete('/tags/:id', {
      'x-permission': 'tags.administrate',
      summary: 'Delete a tag and take it off the orders that carry it',
      params: tagParams,
      errors: [400, 401, 403, 404],
      handle: (request) => {
        const session = requireSession(request);
        return service.remove(scopeOf(session), session, request.params.id);
      },
    });

    route.taken('/organizations/:id/tags/name/:value', {
      'x-permission': 'tags.read',
      summary: 'Is this tag label taken in the organization? 200 taken, 404 free (shipment-domain §7)',
      params: tagNameParams,
      free: 'Free, or an organization the caller may not see',
      errors: [400, 401],
      handle: (request) =>
        service.labelTaken(scopeOf(requireSession(request)), request.params.id, request.params.value),
    });
  };
