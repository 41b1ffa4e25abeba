import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { attributesForOrganization, attributesWithId } from '../../http/jsonapi/write-input';
import { jsonApiRoutes } from '../../http/routes';
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
    const route = jsonApiRoutes(app, ['user-profiles']);

    route.list('/user-profiles', {
      'x-permission': 'users.administrate',
      summary: "The organization's user profiles (back office: all, or one organization's with filter)",
      querystring: listUserProfilesQuery,
      page: collectionDocumentSchema(userProfileResource).describe('A page of user profiles'),
      errors: [400, 401, 403, 404],
      load: (request, page) => {
        const q = request.query;
        return service.list(scopeOf(requireSession(request)), {
          search: q['filter[search]'],
          organization: q['filter[organization]'],
          sort: q.sort,
          page,
        });
      },
      present: (result) => result.items.map(presentUserProfile),
    });

    route.get('/user-profiles/:id', {
      'x-permission': 'users.administrate',
      summary: 'One user profile with its features',
      params: userProfileParams,
      document: userProfileDocument,
      errors: [400, 401, 403, 404],
      handle: async (request) =>
        presentUserProfile(await service.get(scopeOf(requireSession(request)), request.params.id)),
    });

    route.post('/user-profiles', {
      'x-permission': 'users.administrate',
      summary: 'Create a user profile; back office: for the organization in relationships',
      body: createUserProfileBody,
      document: userProfileDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) =>
        presentUserProfile(
          await service.create(
            scopeOf(requireSession(request)),
            attributesForOrganization(request.body.data),
          ),
        ),
    });

    route.put('/user-profiles/:id', {
      'x-permission': 'users.administrate',
      summary: 'Rename a user profile or change its features (its users get them at their next sign-in)',
      params: userProfileParams,
      body: updateUserProfileBody,
      document: userProfileDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) =>
        presentUserProfile(
          await service.update(
            scopeOf(requireSession(request)),
            request.params.id,
            attributesWithId(request.body.data),
          ),
        ),
    });

    route.delete('/user-profiles/:id', {
      'x-permission': 'users.administrate',
      summary: 'Delete a user profile; its users stay, without a profile',
      params: userProfileParams,
      errors: [400, 401, 403, 404],
      handle: (request) => service.remove(scopeOf(requireSession(request)), request.params.id),
    });
  };
