import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { portfolioResource, presentPortfolio } from './presenter';
import {
  createPortfolioBody,
  listPortfoliosQuery,
  myPortfoliosQuery,
  portfolioNameParams,
  portfolioParams,
  updatePortfolioBody,
} from './schemas';
import type { PortfoliosService } from './service';

const portfolioDocument = singleDocumentSchema(portfolioResource).describe('One portfolio');
const portfolioPage = collectionDocumentSchema(portfolioResource).describe('A page of portfolios');

type App = Parameters<FastifyPluginAsyncZod>[0];

export const portfoliosRoutes = (service: PortfoliosService): FastifyPluginAsyncZod =>
  async function routes(app) {
    listPortfoliosRoute(app, service);
    myPortfoliosRoute(app, service);
    createPortfolioRoute(app, service);
    updatePortfolioRoute(app, service);
    deletePortfolioRoute(app, service);
    portfolioNameTakenRoute(app, service);
  };

function listPortfoliosRoute(app: App, service: PortfoliosService) {
  app.get('/portfolios', {
    schema: {
      tags: ['portfolios'],
      'x-permission': 'portfolios.read',
      summary: 'Back office: every portfolio, by name (platform-core §7)',
      querystring: listPortfoliosQuery,
      response: { 200: portfolioPage, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const result = await service.list({ name: q['filter[name]'], sort: q.sort, page });
      return collectionDocument(
        result.items.map(presentPortfolio),
        { ...page, totalItems: result.total },
        requestUrl(request),
      );
    },
  });
}

function myPortfoliosRoute(app: App, service: PortfoliosService) {
  app.get('/my-portfolios', {
    schema: {
      tags: ['portfolios'],
      'x-permission': 'session',
      summary: 'The portfolios the caller follows (platform-core §7); none for a tenant user',
      querystring: myPortfoliosQuery,
      response: { 200: portfolioPage, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const result = await service.mine(requireSession(request).userId, page);
      return collectionDocument(
        result.items.map(presentPortfolio),
        { ...page, totalItems: result.total },
        requestUrl(request),
      );
    },
  });
}

function createPortfolioRoute(app: App, service: PortfoliosService) {
  app.post('/portfolios', {
    schema: {
      tags: ['portfolios'],
      'x-permission': 'portfolios.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Create a portfolio, with the organizations it groups and the users who follow it',
      body: createPortfolioBody,
      response: { 201: portfolioDocument, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const { attributes, relationships } = request.body.data;
      const row = await service.create(attributes, relationships);
      return reply.code(201).send(singleDocument(presentPortfolio(row)));
    },
  });
}

function updatePortfolioRoute(app: App, service: PortfoliosService) {
  app.put('/portfolios/:id', {
    schema: {
      tags: ['portfolios'],
      'x-permission': 'portfolios.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Rename a portfolio, or replace the organizations or users it holds',
      params: portfolioParams,
      body: updatePortfolioBody,
      response: { 200: portfolioDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { id, attributes, relationships } = request.body.data;
      const row = await service.update(
        request.params.id,
        { ...attributes, ...(id !== undefined ? { id } : {}) },
        relationships,
      );
      return singleDocument(presentPortfolio(row));
    },
  });
}

function deletePortfolioRoute(app: App, service: PortfoliosService) {
  app.delete('/portfolios/:id', {
    schema: {
      tags: ['portfolios'],
      'x-permission': 'portfolios.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Delete a portfolio; its organizations and users stay',
      params: portfolioParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  });
}

function portfolioNameTakenRoute(app: App, service: PortfoliosService) {
  app.head('/portfolios/name/:value', {
    config: { swagger: { exposeHeadRoute: true } },
    schema: {
      tags: ['portfolios'],
      'x-permission': 'portfolios.read',
      summary: 'Is this portfolio name taken? 200 taken, 404 free (shipment-domain §7)',
      params: portfolioNameParams,
      response: {
        200: z.null().describe('Taken'),
        404: z.null().describe('Free'),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request, reply) => {
      const taken = await service.nameTaken(request.params.value);
      return reply.code(taken ? 200 : 404).send(null);
    },
  });
}
