import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { attributesForOrganization, attributesWithId } from '../../http/jsonapi/write-input';
import { jsonApiRoutes } from '../../http/routes';
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

export const agenciesRoutes = (service: AgenciesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = jsonApiRoutes(app, ['agencies']);

    route.list('/agencies', {
      'x-permission': 'agencies.read',
      summary: "The caller organization's agencies; back office: all, or one organization's with filter",
      querystring: listAgenciesQuery,
      page: collectionDocumentSchema(agencyResource).describe('A page of agencies'),
      errors: [400, 401, 403, 404],
      load: (request, page) => {
        const q = request.query;
        return service.list(scopeOf(requireSession(request)), {
          search: q['filter[search]'],
          isCollaborator: q['filter[isCollaborator]'],
          organization: q['filter[organization]'],
          sort: q.sort,
          page,
        });
      },
      present: (result) => result.items.map(presentAgency),
    });

    route.get('/agencies/:id', {
      'x-permission': 'agencies.read',
      summary: 'One agency with its preferences and mobile-app settings',
      params: agencyParams,
      document: agencyDocument,
      errors: [400, 401, 403, 404],
      handle: async (request) =>
        presentAgency(await service.get(scopeOf(requireSession(request)), request.params.id)),
    });

    route.post('/agencies', {
      'x-permission': 'agencies.administrate',
      summary: 'Create an agency; back office: for the organization in relationships',
      body: createAgencyBody,
      document: agencyDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) =>
        presentAgency(
          await service.create(
            scopeOf(requireSession(request)),
            attributesForOrganization(request.body.data),
          ),
        ),
    });

    route.put('/agencies/:id', {
      'x-permission': 'agencies.administrate',
      summary: 'Change an agency; preferences and mobile settings sent are merged over the stored ones',
      params: agencyParams,
      body: updateAgencyBody,
      document: agencyDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) =>
        presentAgency(
          await service.update(
            scopeOf(requireSession(request)),
            request.params.id,
            attributesWithId(request.body.data),
          ),
        ),
    });

    route.delete('/agencies/:id', {
      'x-permission': 'agencies.administrate',
      summary: 'Delete an agency that no order or tour names (409 otherwise)',
      params: agencyParams,
      errors: [400, 401, 403, 404, 409],
      handle: (request) => service.remove(scopeOf(requireSession(request)), request.params.id),
    });

    route.taken('/agencies/name/:value', {
      'x-permission': 'agencies.read',
      summary: 'Is this agency name taken in the organization? 200 taken, 404 free (shipment-domain §7)',
      params: agencyNameParams,
      querystring: agencyNameQuery,
      free: 'Free, or an organization the caller may not see',
      errors: [400, 401],
      handle: (request) =>
        service.nameTaken(scopeOf(requireSession(request)), request.params.value, request.query.organization),
    });
  };
