// Routes whose answer is a status without a body: a deletion (204), and the HEAD "is this value taken?"
// lookups of the forms (200 taken, 404 free; shipment-domain §7).
import type { FastifyReply } from 'fastify';
import { type ZodType, z } from 'zod';
import type { RoutesInstance } from '../module-registration';
import { type RouteDeclaration, type RouteRequest, registerRoute } from './route-card';

export interface DeleteRoute<P extends ZodType | undefined, H extends ZodType | undefined>
  extends RouteDeclaration<P, undefined, undefined, H> {
  handle: (request: RouteRequest<P, undefined, undefined, H>) => Promise<unknown>;
}

export function deleteRoute<P extends ZodType | undefined, H extends ZodType | undefined>(
  app: RoutesInstance,
  tags: string[],
  url: string,
  route: DeleteRoute<P, H>,
) {
  const { errors, handle, ...declaration } = route;
  registerRoute(app, {
    method: 'DELETE',
    url,
    tags,
    declaration,
    success: { 204: z.null().describe('Deleted') },
    errors,
    handler: async (request: RouteRequest<P, undefined, undefined, H>, reply: FastifyReply) => {
      await handle(request);
      return reply.code(204).send(null);
    },
  });
}

export interface TakenRoute<P extends ZodType | undefined, Q extends ZodType | undefined>
  extends RouteDeclaration<P, Q, undefined, undefined> {
  /** What a 404 means here: free, and for some lookups also "not yours to know". */
  free: string;
  /** What a 200 means here, when not "Taken". */
  taken?: string;
  handle: (request: RouteRequest<P, Q>) => Promise<boolean>;
}

export function takenRoute<P extends ZodType | undefined, Q extends ZodType | undefined>(
  app: RoutesInstance,
  tags: string[],
  url: string,
  route: TakenRoute<P, Q>,
) {
  const { errors, free, taken = 'Taken', handle, ...declaration } = route;
  registerRoute(app, {
    method: 'HEAD',
    url,
    tags,
    // @fastify/swagger leaves HEAD routes out of the document unless asked.
    config: { swagger: { exposeHeadRoute: true } },
    declaration,
    success: { 200: z.null().describe(taken), 404: z.null().describe(free) },
    errors,
    handler: async (request: RouteRequest<P, Q>, reply: FastifyReply) =>
      reply.code((await handle(request)) ? 200 : 404).send(null),
  });
}
