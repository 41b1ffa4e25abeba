// The users screen's calls (platform-core §7 Users). Thin: schema, scope, one use case, presenter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { type JsonApiRoutes, jsonApiRoutes } from '../../http/routes';
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
    const route = jsonApiRoutes(app, TAGS);
    listUsersRoute(route, deps);
    getUserRoute(route, deps);
    createUserRoute(route, deps);
    updateUserRoute(route, deps);
    deleteUserRoute(route, deps);
    setUserStateRoutes(route, deps);
    userAgenciesRoute(app, deps);
    myAgenciesRoute(app, deps);
    userValueTakenRoutes(route, deps);
  };

function listUsersRoute(route: JsonApiRoutes, { service }: UsersAdminDeps) {
  route.list('/users', {
    'x-permission': ADMINISTRATE,
    summary: 'The organization’s users (back office: every organization’s, or one with filter[organization])',
    querystring: listUsersQuery,
    page: collectionDocumentSchema(userResource).describe('A page of users'),
    errors: [400, 401, 403, 404],
    load: (request, page) => {
      const q = request.query;
      return service.list(scopeOf(requireSession(request)), {
        search: q['filter[search]'],
        role: q['filter[role]'],
        agency: q['filter[agency]'],
        isActive: q['filter[isActive]'],
        organization: q['filter[organization]'],
        sort: q.sort,
        page,
      });
    },
    present: (result) => result.items.map(presentUser),
  });
}

function getUserRoute(route: JsonApiRoutes, deps: UsersAdminDeps) {
  route.get('/users/:id', {
    'x-permission': ADMINISTRATE,
    summary: 'One user, optionally with its organization and user profile',
    params: userParams,
    querystring: userQuery,
    document: singleDocumentSchema(userResource, [organizationResource, userProfileResource]).describe(
      'The user',
    ),
    errors: [400, 401, 403, 404],
    handle: async (request) => {
      const session = requireSession(request);
      const user = await deps.service.found(scopeOf(session), request.params.id);
      const include = request.query.include ?? new Set();
      const [organization, profile] = await Promise.all([
        include.has('organization') ? deps.users.findOrganization(user.organization_id) : undefined,
        include.has('userProfile') && user.user_profile_id
          ? deps.users.findUserProfile(user.user_profile_id)
          : undefined,
      ]);
      return {
        data: await presentOne(deps, session, user),
        included: [
          ...(organization ? [presentOrganization(organization)] : []),
          ...(profile ? [presentUserProfile(profile)] : []),
        ],
      };
    },
  });
}

function createUserRoute(route: JsonApiRoutes, deps: UsersAdminDeps) {
  route.post('/users', {
    'x-permission': ADMINISTRATE,
    summary: 'Create a user; without a password it is mailed an invitation to choose one',
    body: createUserBody,
    document: userDocument,
    errors: [400, 401, 403, 404, 409],
    handle: async (request) => {
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
      return presentOne(deps, session, await deps.service.found(scope, id));
    },
  });
}

function updateUserRoute(route: JsonApiRoutes, deps: UsersAdminDeps) {
  route.put('/users/:id', {
    'x-permission': ADMINISTRATE,
    summary: 'Change a user; attributes left out keep their value',
    params: userParams,
    body: updateUserBody,
    document: userDocument,
    errors: [400, 401, 403, 404, 409],
    handle: async (request) => {
      const session = requireSession(request);
      const scope = scopeOf(session);
      const user = await deps.service.found(scope, request.params.id);
      const body = request.body.data;
      const portfolioIds = await userPortfolioIds(
        deps.portfolios,
        session,
        body.relationships,
        body.attributes.roles ?? user.roles,
      );
      await deps.saveUser.update(session, user, body);
      if (portfolioIds) await deps.portfolios.placeUser(user.id, portfolioIds);
      return presentOne(deps, session, await deps.service.found(scope, request.params.id));
    },
  });
}

function deleteUserRoute(route: JsonApiRoutes, { service }: UsersAdminDeps) {
  route.delete('/users/:id', {
    'x-permission': ADMINISTRATE,
    summary:
      'Delete a user: it can no longer sign in and its sessions end; what it did stays (decision 0126)',
    params: userParams,
    errors: [400, 401, 403, 404, 409],
    handle: (request) => {
      const session = requireSession(request);
      return service.setState(scopeOf(session), session, request.params.id, 'deleted');
    },
  });
}

function setUserStateRoutes(route: JsonApiRoutes, { service }: UsersAdminDeps) {
  for (const [action, state] of [
    ['activate', 'active'],
    ['deactivate', 'inactive'],
  ] as const) {
    route.put(`/users/:id/${action}`, {
      'x-permission': ADMINISTRATE,
      summary:
        action === 'activate'
          ? 'Let a deactivated user sign in again'
          : 'Stop a user from signing in; its current sessions end at once',
      params: userParams,
      document: userDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) => {
        const session = requireSession(request);
        const user = await service.setState(scopeOf(session), session, request.params.id, state);
        return presentUser(user!);
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

function userValueTakenRoutes(route: JsonApiRoutes, { service }: UsersAdminDeps) {
  for (const field of ['username', 'email'] as const) {
    route.taken(`/users/${field}/:value`, {
      'x-permission': ADMINISTRATE,
      summary: `Is this ${field} taken by any user of the platform? 200 taken, 404 free (shipment-domain §7)`,
      params: userValueParams,
      free: 'Free',
      errors: [400, 401, 403],
      handle: (request) =>
        field === 'username'
          ? service.usernameTaken(request.params.value)
          : service.emailTaken(request.params.value),
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
