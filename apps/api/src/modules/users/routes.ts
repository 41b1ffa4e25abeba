import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { singleDocument } from '../../http/jsonapi/document';
import { singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { errorResponses } from '../../http/openapi';
import { permissionsResource, presentPermissions } from './permissions-presenter';
import {
  organizationResource,
  presentOrganization,
  presentUser,
  presentUserProfile,
  userProfileResource,
  userResource,
} from './presenter';
import { displayPreferencesBody, meQuery } from './schemas';
import type { UsersService } from './service';

export const usersRoutes = (service: UsersService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/me', {
      schema: {
        tags: ['users'],
        'x-permission': 'session',
        summary: 'The signed-in user, optionally with organization and userProfile',
        querystring: meQuery,
        response: {
          200: singleDocumentSchema(userResource, [organizationResource, userProfileResource]).describe(
            'The signed-in user',
          ),
          ...errorResponses(400, 401),
        },
      },
      handler: async (request) => {
        const { user, organization, userProfile } = await service.me(
          requireSession(request),
          request.query.include ?? new Set(),
        );
        return singleDocument(presentUser(user), [
          ...(organization ? [presentOrganization(organization)] : []),
          ...(userProfile ? [presentUserProfile(userProfile)] : []),
        ]);
      },
    });

    app.get('/me/permissions', {
      schema: {
        tags: ['users'],
        'x-permission': 'session',
        summary:
          'What the signed-in session may see and do: screens, API capabilities, organization permissions',
        response: {
          200: singleDocumentSchema(permissionsResource).describe('The session’s permissions'),
          ...errorResponses(401),
        },
      },
      handler: async (request) => singleDocument(presentPermissions(requireSession(request))),
    });

    app.put('/me/display-preferences', {
      schema: {
        tags: ['users'],
        'x-permission': 'session',
        summary: 'Change the language and time zone of the signed-in user',
        body: displayPreferencesBody,
        requestExample: {
          data: { type: 'displayPreferences', attributes: { lang: 'fr', timezone: 'Europe/Paris' } },
        },
        response: { 204: z.null().describe('Saved'), ...errorResponses(400, 401) },
      },
      handler: async (request, reply) => {
        await service.updateDisplayPreferences(requireSession(request), request.body.data.attributes);
        return reply.code(204).send(null);
      },
    });
  };
