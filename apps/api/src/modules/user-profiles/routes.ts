import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { presentUserProfile, userProfileResource } from './presenter';
import {
  createUserProfileBody,
  listUserProfilesQuery,
  updateUserProfileBody,
  userProfileParams,
} from './schemas';
import type { UserProfilesService } from './service';

const userProfileDocument = singleDocumentSchema(userProfileResource).describe('One user profile');

export const userProfilesRoutes = (service: UserProfilesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/user-profiles', {
      schema: {
        tags: ['user-profiles'],
        'x-permission': 'users.administrate',
        summary: "The organization's user profiles (back office: all, or one organization's with filter)",
        querystring: listUserProfilesQuery,
        response: {
          200: collectionDocumentSchema(userProfileResource).describe('A page of user profiles'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.list(scopeOf(requireSession(request)), {
          search: q['filter[search]'],
          organization: q['filter[organization]'],
          sort: q.sort,
          page,
        });
        return collectionDocument(
          result.items.map(presentUserProfile),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });

    app.get('/user-profiles/:id', {
      schema: {
        tags: ['user-profiles'],
        'x-permission': 'users.administrate',
        summary: 'One user profile with its features',
        params: userProfileParams,
        response: { 200: userProfileDocument, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) =>
        singleDocument(
          presentUserProfile(await service.get(scopeOf(requireSession(request)), request.params.id)),
        ),
    });

    app.post('/user-profiles', {
      schema: {
        tags: ['user-profiles'],
        'x-permission': 'users.administrate',
        summary: 'Create a user profile; back office: for the organization in relationships',
        body: createUserProfileBody,
        response: { 201: userProfileDocument, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        const { attributes, relationships } = request.body.data;
        const profile = await service.create(scopeOf(requireSession(request)), {
          ...attributes,
          organization: relationships?.organization.data.id,
        });
        return reply.code(201).send(singleDocument(presentUserProfile(profile)));
      },
    });

    app.put('/user-profiles/:id', {
      schema: {
        tags: ['user-profiles'],
        'x-permission': 'users.administrate',
        summary: 'Rename a user profile or change its features (its users get them at their next sign-in)',
        params: userProfileParams,
        body: updateUserProfileBody,
        response: { 200: userProfileDocument, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const { id, attributes } = request.body.data;
        const profile = await service.update(scopeOf(requireSession(request)), request.params.id, {
          ...attributes,
          ...(id !== undefined ? { id } : {}),
        });
        return singleDocument(presentUserProfile(profile));
      },
    });

    app.delete('/user-profiles/:id', {
      schema: {
        tags: ['user-profiles'],
        'x-permission': 'users.administrate',
        summary: 'Delete a user profile; its users stay, without a profile',
        params: userProfileParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        await service.remove(scopeOf(requireSession(request)), request.params.id);
        return reply.code(204).send(null);
      },
    });
  };
