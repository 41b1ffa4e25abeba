// Routes that answer one resource as a single JSON:API document: a read (200), a creation (201), a change (200).
import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { type ResourceIdentifier, singleDocument } from '../jsonapi/document';
import type { RoutesInstance } from '../module-registration';
import { type RouteDeclaration, type RouteRequest, registerRoute } from './route-card';

export interface DocumentRoute<
  P extends ZodType | undefined,
  Q extends ZodType | undefined,
  B extends ZodType | undefined,
  H extends ZodType | undefined,
> extends RouteDeclaration<P, Q, B, H> {
  /** The success answer: singleDocumentSchema(…) of the route's resource. */
  document: ZodType;
  /** The one service call and its presenter: the resource the document carries, with what it includes. */
  handle: (request: RouteRequest<P, Q, B, H>) => Promise<ResourceIdentifier | WithIncluded>;
}

/** A resource and the related ones its document includes. */
export interface WithIncluded {
  data: ResourceIdentifier;
  included: ResourceIdentifier[];
}

function documentOf(presented: ResourceIdentifier | WithIncluded) {
  return 'included' in presented
    ? singleDocument(presented.data, presented.included)
    : singleDocument(presented);
}

export function documentRoute<
  P extends ZodType | undefined,
  Q extends ZodType | undefined,
  B extends ZodType | undefined,
  H extends ZodType | undefined,
>(
  app: RoutesInstance,
  tags: string[],
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  route: DocumentRoute<P, Q, B, H>,
) {
  const { document, errors, handle, ...declaration } = route;
  const status = method === 'POST' ? 201 : 200;
  registerRoute(app, {
    method,
    url,
    tags,
    declaration,
    success: { [status]: document },
    errors,
    handler: async (request: RouteRequest<P, Q, B, H>, reply: FastifyReply) =>
      reply.code(status).send(documentOf(await handle(request))),
  });
}
