import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { agencyResource, presentAgency } from './presenter';
import {
  agencyNameParams,
  agencyNameQuery,
  agencyParams,
  createAgencyBody,
  listAgenciesQuery,
  updateAgencyBody,
} from './schemas';
import type { AgenciesService } from './service';

const agencyDocument = singleDocumentSchema(agencyResource).describe('One agency');

type App = Parameters<FastifyPluginAsyncZod>[0];

export const agenciesRoutes = (service: AgenciesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    listAgenciesRoute(app, service);
    getAgencyRoute(app, service);
    createAgencyRoute(app, service);
    updateAgencyRoute(app, service);
    deleteAgencyRoute(app, service);
    agencyNameTakenRoute(app, service);
  };

function listAgenciesRoute(app: App, service: AgenciesService) {
  app.get('/agencies', {
    schema: {
      tags: ['agencies'],
      'x-permission': 'agencies.read',
      summary: "The caller organization's agencies; back office: all, or one organization's with filter",
      querystring: listAgenciesQuery,
      response: {
        200: collectionDocumentSchema(agencyResource).describe('A page of agencies'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const result = await service.list(scopeOf(requireSession(request)), {
        search: q['filter[search]'],
        isCollaborator: q['filter[isCollaborator]'],
        organization: q['filter[organization]'],
        sort: q.sort,
        page,
      });
      return collectionDocument(
        result.items.map(presentAgency),
        { ...page, totalItems: result.total },
        requestUrl(request),
      );
    },
  });
}

function getAgencyRoute(app: App, service: AgenciesService) {
  app.get('/agencies/:id', {
    schema: {
      tags: ['agencies'],
      'x-permission': 'agencies.read',
      summary: 'One agency with its preferences and mobile-app settings',
      params: agencyParams,
      response: { 200: agencyDocument, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      singleDocument(presentAgency(await service.get(scopeOf(requireSession(request)), request.params.id))),
  });
}

function createAgencyRoute(app: App, service: AgenciesService) {
  app.post('/agencies', {
    schema: {
      tags: ['agencies'],
      'x-permission': 'agencies.administrate',
      summary: 'Create an agency; back office: for the organization in relationships',
      body: createAgencyBody,
      response: { 201: agencyDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { attributes, relationships } = request.body.data;
      const agency = await service.create(scopeOf(requireSession(request)), {
        ...attributes,
        organization: relationships?.organization.data.id,
      });
      return reply.code(201).send(singleDocument(presentAgency(agency)));
    },
  });
}

function updateAgencyRoute(app: App, service: AgenciesService) {
  app.put('/agencies/:id', {
    schema: {
      tags: ['agencies'],
      'x-permission': 'agencies.administrate',
      summary: 'Change an agency; preferences and mobile settings sent are merged over the stored ones',
      params: agencyParams,
      body: updateAgencyBody,
      response: { 200: agencyDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { id, attributes } = request.body.data;
      const agency = await service.update(scopeOf(requireSession(request)), request.params.id, {
        ...attributes,
        ...(id !== undefined ? { id } : {}),
      });
      return singleDocument(presentAgency(agency));
    },
  });
}

function deleteAgencyRoute(app: App, service: AgenciesService) {
  app.delete('/agencies/:id', {
    schema: {
      tags: ['agencies'],
      'x-permission': 'agencies.administrate',
      summary: 'Delete an agency that no order or tour names (409 otherwise)',
      params: agencyParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await service.remove(scopeOf(requireSession(request)), request.params.id);
      return reply.code(204).send(null);
    },
  });
}

function agencyNameTakenRoute(app: App, service: AgenciesService) {
  app.head('/agencies/name/:value', {
    config: { swagger: { exposeHeadRoute: true } },
    schema: {
      tags: ['agencies'],
      'x-permission': 'agencies.read',
      summary: 'Is this agency name taken in the organization? 200 taken, 404 free (shipment-domain §7)',
      params: agencyNameParams,
      querystring: agencyNameQuery,
      response: {
        200: z.null().describe('Taken'),
        404: z.null().describe('Free, or an organization the caller may not see'),
        ...errorResponses(400, 401),
      },
    },
    handler: async (request, reply) => {
      const taken = await service.nameTaken(
        scopeOf(requireSession(request)),
        request.params.value,
        request.query.organization,
      );
      return reply.code(taken ? 200 : 404).send(null);
    },
  });
}
