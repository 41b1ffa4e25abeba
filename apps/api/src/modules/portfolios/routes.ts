import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { attributesWithId } from '../../http/jsonapi/write-input';
import { jsonApiRoutes } from '../../http/routes';
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

export const portfoliosRoutes = (service: PortfoliosService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = jsonApiRoutes(app, ['portfolios']);

    route.list('/portfolios', {
      'x-permission': 'portfolios.read',
      summary: 'Back office: every portfolio, by name (platform-core §7)',
      querystring: listPortfoliosQuery,
      page: portfolioPage,
      errors: [400, 401, 403],
      load: (request, page) =>
        service.list({ name: request.query['filter[name]'], sort: request.query.sort, page }),
      present: (result) => result.items.map(presentPortfolio),
    });

    route.list('/my-portfolios', {
      'x-permission': 'session',
      summary: 'The portfolios the caller follows (platform-core §7); none for a tenant user',
      querystring: myPortfoliosQuery,
      page: portfolioPage,
      errors: [400, 401],
      load: (request, page) => service.mine(requireSession(request).userId, page),
      present: (result) => result.items.map(presentPortfolio),
    });

    route.post('/portfolios', {
      'x-permission': 'portfolios.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Create a portfolio, with the organizations it groups and the users who follow it',
      body: createPortfolioBody,
      document: portfolioDocument,
      errors: [400, 401, 403, 409],
      handle: async (request) => {
        const { attributes, relationships } = request.body.data;
        return presentPortfolio(await service.create(attributes, relationships));
      },
    });

    route.put('/portfolios/:id', {
      'x-permission': 'portfolios.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Rename a portfolio, or replace the organizations or users it holds',
      params: portfolioParams,
      body: updatePortfolioBody,
      document: portfolioDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) =>
        presentPortfolio(
          await service.update(
            request.params.id,
            attributesWithId(request.body.data),
            request.body.data.relationships,
          ),
        ),
    });

    route.delete('/portfolios/:id', {
      'x-permission': 'portfolios.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Delete a portfolio; its organizations and users stay',
      params: portfolioParams,
      errors: [400, 401, 403, 404],
      handle: (request) => service.remove(request.params.id),
    });

    route.taken('/portfolios/name/:value', {
      'x-permission': 'portfolios.read',
      summary: 'Is this portfolio name taken? 200 taken, 404 free (shipment-domain §7)',
      params: portfolioNameParams,
      free: 'Free',
      errors: [400, 401, 403],
      handle: (request) => service.nameTaken(request.params.value),
    });
  };
