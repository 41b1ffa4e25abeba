// A GET that answers a page of a collection: the query's page[number] and page[size], one load, the
// collection document with its paging links to the URL the client called.
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { collectionDocument, type ResourceIdentifier } from '../jsonapi/document';
import { requestUrl } from '../jsonapi/request-url';
import type { RoutesInstance } from '../module-registration';
import { type RouteDeclaration, type RouteRequest, registerRoute } from './route-card';

/** The page a list query asks for. */
export interface PageRequest {
  number: number;
  size: number;
}

/** What a list query's paging parameters hold once validated (pageParams of query-schemas.ts). */
export interface PagedQuery {
  'page[number]': number;
  'page[size]': number;
}

export function pageOf(query: PagedQuery): PageRequest {
  return { number: query['page[number]'], size: query['page[size]'] };
}

/** A page of presented resources, with what they include when the route offers `include`. */
export type PresentedPage =
  | ResourceIdentifier[]
  | { data: ResourceIdentifier[]; included: ResourceIdentifier[] };

export interface ListRoute<
  P extends ZodType | undefined,
  Q extends ZodType<PagedQuery>,
  H extends ZodType | undefined,
  Result extends { total: number },
> extends RouteDeclaration<P, Q, undefined, H> {
  querystring: Q;
  /** The 200 answer: collectionDocumentSchema(…) of the route's resource. */
  page: ZodType;
  load: (request: RouteRequest<P, Q, undefined, H>, page: PageRequest) => Promise<Result>;
  present: (result: Result) => PresentedPage | Promise<PresentedPage>;
}

export function listRoute<
  P extends ZodType | undefined,
  Q extends ZodType<PagedQuery>,
  H extends ZodType | undefined,
  Result extends { total: number },
>(app: RoutesInstance, tags: string[], url: string, route: ListRoute<P, Q, H, Result>) {
  const { page: document, errors, load, present, ...declaration } = route;
  registerRoute(app, {
    method: 'GET',
    url,
    tags,
    declaration,
    success: { 200: document },
    errors,
    handler: async (request: RouteRequest<P, Q, undefined, H>) => {
      const page = pageOf(request.query as PagedQuery);
      const result = await load(request, page);
      const presented = await present(result);
      const { data, included } = Array.isArray(presented) ? { data: presented, included: [] } : presented;
      return collectionDocument(
        data,
        { ...page, totalItems: result.total },
        requestUrl(request as FastifyRequest),
        included,
      );
    },
  });
}
