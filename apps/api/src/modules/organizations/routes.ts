import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { attributesWithId } from '../../http/jsonapi/write-input';
import { jsonApiRoutes } from '../../http/routes';
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

/** One organization as JSON:API, with its portfolios for the back office. */
async function presentOne(portfolios: OrganizationPortfolios, session: Session, row: OrganizationRow) {
  const [one] = await presentOrganizations(portfolios, session, [row]);
  return one!;
}

export const organizationsRoutes = (
  service: OrganizationsService,
  portfolios: OrganizationPortfolios,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = jsonApiRoutes(app, ['organizations']);

    route.list('/organizations', {
      'x-permission': 'organizations.read',
      summary: 'Back office: every organization; anyone else: their own',
      querystring: listOrganizationsQuery,
      page: collectionDocumentSchema(organizationResource).describe('A page of organizations'),
      errors: [400, 401, 403],
      load: async (request, page) => {
        const q = request.query;
        const session = requireSession(request);
        const result = await service.list(scopeOf(session), session.userId, {
          search: q['filter[search]'],
          profile: q['filter[profile]'],
          authenticationMethod: q['filter[authenticationType]'],
          portfolio: q['filter[portfolio]'],
          sort: q.sort,
          page,
        });
        return { ...result, session };
      },
      present: (result) => presentOrganizations(portfolios, result.session, result.items),
    });

    route.get('/organizations/:id', {
      'x-permission': 'organizations.read',
      summary: 'One organization: the caller’s own, or any for the back office',
      params: organizationParams,
      document: organizationDocument,
      errors: [400, 401, 403, 404],
      handle: async (request) => {
        const session = requireSession(request);
        return presentOne(portfolios, session, await service.get(scopeOf(session), request.params.id));
      },
    });

    route.post('/organizations', {
      'x-permission': 'organizations.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Back office: create an organization; without features it gets the defaults (§6)',
      body: createOrganizationBody,
      document: organizationDocument,
      errors: [400, 401, 403, 409],
      handle: async (request) => {
        const session = requireSession(request);
        const { attributes, relationships } = request.body.data;
        const row = await service.create(scopeOf(session), session, attributes, relationships);
        return presentOne(portfolios, session, row);
      },
    });

    route.put('/organizations/:id', {
      'x-permission': 'organizations.administrate',
      'x-example-user': 'backoffice.admin',
      summary: 'Change an organization (its administrator: its own, features and profile excepted)',
      params: organizationParams,
      body: updateOrganizationBody,
      document: organizationDocument,
      errors: [400, 401, 403, 404, 409],
      handle: async (request) => {
        const session = requireSession(request);
        const row = await service.update(
          scopeOf(session),
          session,
          request.params.id,
          attributesWithId(request.body.data),
          request.body.data.relationships,
        );
        return presentOne(portfolios, session, row);
      },
    });

    route.taken('/organizations/name/:value', {
      'x-permission': 'organizations.read',
      summary: 'Is this organization name taken? 200 taken, 404 free (shipment-domain §7)',
      params: nameParams,
      free: 'Free, or not the caller’s to know',
      errors: [400, 401],
      handle: (request) => service.nameTaken(scopeOf(requireSession(request)), request.params.value),
    });
  };
