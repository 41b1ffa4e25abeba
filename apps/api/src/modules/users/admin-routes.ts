// The users screen's calls (platform-core §7 Users). Thin: schema, scope, one use case, presenter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import { portfoliosRelationship } from '../portfolios';
import {
  agenciesQuery,
  createUserBody,
  listUsersQuery,
  updateUserBody,
  userParams,
  userQuery,
  userValueParams,
} from './admin-schemas';
import type { UsersAdminService } from './admin-service';
import {
  linkedAgencyResource,
  organizationResource,
  presentLinkedAgency,
  presentOrganization,
  presentUser,
  presentUserAgency,
  presentUserProfile,
  userAgencyResource,
  userProfileResource,
  userResource,
} from './presenter';
import type { UsersRepository } from './repository';
import type { SaveUser } from './save-user';
import { type UserPortfolios, userPortfolioIds } from './user-portfolios';

const userDocument = singleDocumentSchema(userResource).describe('The user');
const agenciesDocument = collectionDocumentSchema(userAgencyResource, [linkedAgencyResource]).describe(
  'The agency links, the default one first',
);
const TAGS = ['users'];
const ADMINISTRATE = 'users.administrate' as const;

interface UsersAdminDeps {
  service: UsersAdminService;
  saveUser: SaveUser;
  users: Pick<UsersRepository, 'findOrganization' | 'findUserProfile'>;
  portfolios: UserPortfolios;
}

/** One user as JSON:API; the back office also sees the portfolios the user follows. */
async function presentOne(
  deps: UsersAdminDeps,
  session: Session,
  user: Parameters<typeof presentUser>[0] & { id: number },
) {
  const resource = presentUser(user);
  if (!scopeOf(session).allOrganizations) return resource;
  const portfolios = portfoliosRelationship(await deps.portfolios.idsOfUser(user.id));
  return { ...resource, relationships: { ...resource.relationships, portfolios } };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

export const usersAdminRoutes = (deps: UsersAdminDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    listUsersRoute(app, deps);
    getUserRoute(app, deps);
    createUserRoute(app, deps);
    updateUserRoute(app, deps);
    deleteUserRoute(app, deps);
    setUserStateRoutes(app, deps);
    userAgenciesRoute(app, deps);
    myAgenciesRoute(app, deps);
    userValueTakenRoutes(app, deps);
  };

function listUsersRoute(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  app.get('/users', {
    schema: {
      tags: TAGS,
      'x-permission': ADMINISTRATE,
      summary:
        'The organization’s users (back office: every organization’s, or one with filter[organization])',
      querystring: listUsersQuery,
      response: {
        200: collectionDocumentSchema(userResource).describe('A page of users'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const result = await service.list(scopeOf(requireSession(request)), {
        search: q['filter[search]'],
        role: q['filter[role]'],
        agency: q['filter[agency]'],
        isActive: q['filter[isActive]'],
        organization: q['filter[organization]'],
        sort: q.sort,
        page,
      });
      return collectionDocument(
        result.items.map(presentUser),
        { ...page, totalItems: result.total },
        requestUrl(request),
      );
    },
  });
}

function getUserRoute(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  app.get('/users/:id', {
    schema: {
      tags: TAGS,
      'x-permission': ADMINISTRATE,
      summary: 'One user, optionally with its organization and user profile',
      params: userParams,
      querystring: userQuery,
      response: {
        200: singleDocumentSchema(userResource, [organizationResource, userProfileResource]).describe(
          'The user',
        ),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const user = await service.found(scopeOf(session), request.params.id);
      const include = request.query.include ?? new Set();
      const [organization, profile] = await Promise.all([
        include.has('organization') ? deps.users.findOrganization(user.organization_id) : undefined,
        include.has('userProfile') && user.user_profile_id
          ? deps.users.findUserProfile(user.user_profile_id)
          : undefined,
      ]);
      return singleDocument(await presentOne(deps, session, user), [
        ...(organization ? [presentOrganization(organization)] : []),
        ...(profile ? [presentUserProfile(profile)] : []),
      ]);
    },
  });
}

function createUserRoute(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  app.post('/users', {
    schema: {
      tags: TAGS,
      'x-permission': ADMINISTRATE,
      summary: 'Create a user; without a password it is mailed an invitation to choose one',
      body: createUserBody,
      response: { 201: userDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const scope = scopeOf(session);
      const body = request.body.data;
      const portfolioIds = await userPortfolioIds(
        deps.portfolios,
        session,
        body.relationships,
        body.attributes.roles,
      );
      const id = await deps.saveUser.create(scope, session, body);
      if (portfolioIds) await deps.portfolios.placeUser(id, portfolioIds);
      const user = await service.found(scope, id);
      return reply.code(201).send(singleDocument(await presentOne(deps, session, user)));
    },
  });
}

function updateUserRoute(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  app.put('/users/:id', {
    schema: {
      tags: TAGS,
      'x-permission': ADMINISTRATE,
      summary: 'Change a user; attributes left out keep their value',
      params: userParams,
      body: updateUserBody,
      response: { 200: userDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const scope = scopeOf(session);
      const user = await service.found(scope, request.params.id);
      const body = request.body.data;
      const portfolioIds = await userPortfolioIds(
        deps.portfolios,
        session,
        body.relationships,
        body.attributes.roles ?? user.roles,
      );
      await deps.saveUser.update(session, user, body);
      if (portfolioIds) await deps.portfolios.placeUser(user.id, portfolioIds);
      return singleDocument(await presentOne(deps, session, await service.found(scope, request.params.id)));
    },
  });
}

function deleteUserRoute(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  app.delete('/users/:id', {
    schema: {
      tags: TAGS,
      'x-permission': ADMINISTRATE,
      summary:
        'Delete a user: it can no longer sign in and its sessions end; what it did stays (decision 0126)',
      params: userParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      await service.setState(scopeOf(session), session, request.params.id, 'deleted');
      return reply.code(204).send(null);
    },
  });
}

function setUserStateRoutes(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  for (const [action, state] of [
    ['activate', 'active'],
    ['deactivate', 'inactive'],
  ] as const) {
    app.put(`/users/:id/${action}`, {
      schema: {
        tags: TAGS,
        'x-permission': ADMINISTRATE,
        summary:
          action === 'activate'
            ? 'Let a deactivated user sign in again'
            : 'Stop a user from signing in; its current sessions end at once',
        params: userParams,
        response: { 200: userDocument, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const session = requireSession(request);
        const user = await service.setState(scopeOf(session), session, request.params.id, state);
        return singleDocument(presentUser(user!));
      },
    });
  }
}

function userAgenciesRoute(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  app.get('/users/:id/agencies', {
    schema: {
      tags: TAGS,
      'x-permission': ADMINISTRATE,
      summary: 'The agencies a user is linked to',
      params: userParams,
      querystring: agenciesQuery,
      response: { 200: agenciesDocument, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const links = await service.agencies(scopeOf(requireSession(request)), request.params.id);
      return agencyLinks(links, request.query.include?.has('agency') ?? false, requestUrl(request));
    },
  });
}

function myAgenciesRoute(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  app.get('/my-agencies', {
    schema: {
      tags: TAGS,
      'x-permission': 'session',
      summary: 'The agencies the signed-in user is linked to',
      querystring: agenciesQuery,
      response: { 200: agenciesDocument, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const links = await service.myAgencies(requireSession(request));
      return agencyLinks(links, request.query.include?.has('agency') ?? false, requestUrl(request));
    },
  });
}

function userValueTakenRoutes(app: App, deps: UsersAdminDeps) {
  const { service } = deps;
  for (const field of ['username', 'email'] as const) {
    app.head(`/users/${field}/:value`, {
      config: { swagger: { exposeHeadRoute: true } },
      schema: {
        tags: TAGS,
        'x-permission': ADMINISTRATE,
        summary: `Is this ${field} taken by any user of the platform? 200 taken, 404 free (shipment-domain §7)`,
        params: userValueParams,
        response: {
          200: z.null().describe('Taken'),
          404: z.null().describe('Free'),
          ...errorResponses(400, 401, 403),
        },
      },
      handler: async (request, reply) => {
        const value = request.params.value;
        const taken =
          field === 'username' ? await service.usernameTaken(value) : await service.emailTaken(value);
        return reply.code(taken ? 200 : 404).send(null);
      },
    });
  }
}

function agencyLinks(links: { id: number; name: string; is_default: boolean }[], include: boolean, url: URL) {
  return collectionDocument(
    links.map(presentUserAgency),
    { number: 1, size: Math.max(links.length, 1), totalItems: links.length },
    url,
    include ? links.map(presentLinkedAgency) : [],
  );
}
