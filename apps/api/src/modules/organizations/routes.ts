import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import type { PortfoliosService } from '../portfolios';
import { organizationResource, presentOrganization } from './presenter';
import type { OrganizationRow } from './repository';
import {
  createOrganizationBody,
  listOrganizationsQuery,
  nameParams,
  organizationParams,
  updateOrganizationBody,
} from './schemas';
import type { OrganizationsService } from './service';

const organizationDocument = singleDocumentSchema(organizationResource).describe('One organization');

type OrganizationPortfolios = Pick<PortfoliosService, 'ofOrganizations'>;

/** Organizations as JSON:API, with their portfolios for the back office. */
async function presentOrganizations(
  portfolios: OrganizationPortfolios,
  session: Session,
  rows: OrganizationRow[],
) {
  if (!scopeOf(session).allOrganizations) return rows.map((row) => presentOrganization(row));
  const ids = await portfolios.ofOrganizations(rows.map((row) => row.id));
  return rows.map((row) => presentOrganization(row, ids.get(row.id) ?? []));
}

type App = Parameters<FastifyPluginAsyncZod>[0];

export const organizationsRoutes = (
  service: OrganizationsService,
  portfolios: OrganizationPortfolios,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    listOrganizationsRoute(app, service, portfolios);
    getOrganizationRoute(app, service, portfolios);
    createOrganizationRoute(app, service, portfolios);
    updateOrganizationRoute(app, service, portfolios);
    organizationNameTakenRoute(app, service);
  };

function listOrganizationsRoute(app: App, service: OrganizationsService, portfolios: OrganizationPortfolios) {
  app.get('/organizations', {
    schema: {
      tags: ['organizations'],
      'x-permission': 'organizations.read',
      summary: 'Back office: every organization; anyone else: their own',
      querystring: listOrganizationsQuery,
      response: {
        200: collectionDocumentSchema(organizationResource).describe('A page of organizations'),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const session = requireSession(request);
      const result = await service.list(scopeOf(session), session.userId, {
        search: q['filter[search]'],
        profile: q['filter[profile]'],
        authenticationMethod: q['filter[authenticationType]'],
        portfolio: q['filter[portfolio]'],
        sort: q.sort,
        page,
      });
      return collectionDocument(
        await presentOrganizations(portfolios, session, result.items),
        { ...page, totalItems: result.total },
        requestUrl(request),
      );
    },
  });
}

function getOrganizationRoute(app: App, service: OrganizationsService, portfolios: OrganizationPortfolios) {
  app.get('/organizations/:id', {
    schema: {
      tags: ['organizations'],
      'x-permission': 'organizations.read',
      summary: 'One organization: the caller’s own, or any for the back office',
      params: organizationParams,
      response: { 200: organizationDocument, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const [one] = await presentOrganizations(portfolios, session, [
        await service.get(scopeOf(session), request.params.id),
      ]);
      return singleDocument(one!);
    },
  });
}

function createOrganizationRoute(
  app: App,
  service: OrganizationsService,
  portfolios: OrganizationPortfolios,
) {
  app.post('/organizations', {
    schema: {
      tags: ['organizations'],
      'x-permission': 'organizations.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Back office: create an organization; without features it gets the defaults (§6)',
      body: createOrganizationBody,
      response: { 201: organizationDocument, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const { attributes, relationships } = request.body.data;
      const row = await service.create(scopeOf(session), session, attributes, relationships);
      const [one] = await presentOrganizations(portfolios, session, [row]);
      return reply.code(201).send(singleDocument(one!));
    },
  });
}

function updateOrganizationRoute(
  app: App,
  service: OrganizationsService,
  portfolios: OrganizationPortfolios,
) {
  app.put('/organizations/:id', {
    schema: {
      tags: ['organizations'],
      'x-permission': 'organizations.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Change an organization (its administrator: its own, features and profile excepted)',
      params: organizationParams,
      body: updateOrganizationBody,
      response: { 200: organizationDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const { id, attributes, relationships } = request.body.data;
      const row = await service.update(
        scopeOf(session),
        session,
        request.params.id,
        { ...attributes, ...(id !== undefined ? { id } : {}) },
        relationships,
      );
      const [one] = await presentOrganizations(portfolios, session, [row]);
      return singleDocument(one!);
    },
  });
}

function organizationNameTakenRoute(app: App, service: OrganizationsService) {
  app.head('/organizations/name/:value', {
    config: { swagger: { exposeHeadRoute: true } },
    schema: {
      tags: ['organizations'],
      'x-permission': 'organizations.read',
      summary: 'Is this organization name taken? 200 taken, 404 free (shipment-domain §7)',
      params: nameParams,
      response: {
        200: z.null().describe('Taken'),
        404: z.null().describe('Free, or not the caller’s to know'),
        ...errorResponses(400, 401),
      },
    },
    handler: async (request, reply) => {
      const taken = await service.nameTaken(scopeOf(requireSession(request)), request.params.value);
      return reply.code(taken ? 200 : 404).send(null);
    },
  });
}
