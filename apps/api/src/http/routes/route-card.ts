// What every JSON:API route of a module declares, and the one place a route kind registers itself on Fastify.
import type { IncomingMessage } from 'node:http';
import type { Capability } from '@cargolens/domain/permissions';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { RoutesInstance } from '../module-registration';
import { errorResponses } from '../openapi';

/** What the OpenAPI document says of a route besides its module's tags: the permission, the summary. */
export interface RouteCard {
  'x-permission': Capability;
  'x-example-user'?: string;
  summary: string;
  description?: string;
}

/** The request schemas a route may declare; each one types the handler's request as it validated it. */
export interface RequestSchemas<
  P extends ZodType | undefined,
  Q extends ZodType | undefined,
  B extends ZodType | undefined,
  H extends ZodType | undefined,
> {
  params?: P;
  querystring?: Q;
  body?: B;
  headers?: H;
}

/** A request as the route's schemas validated it: params, query, body and headers typed from the zod schemas. */
export type RouteRequest<
  P extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
  H extends ZodType | undefined = undefined,
> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  { params: P; querystring: Q; body: B; headers: H },
  ZodTypeProvider
>;

/** A route's card and request schemas, with the error statuses it may answer besides its success. */
export type RouteDeclaration<
  P extends ZodType | undefined,
  Q extends ZodType | undefined,
  B extends ZodType | undefined,
  H extends ZodType | undefined,
> = RouteCard & RequestSchemas<P, Q, B, H> & { errors: number[] };

/** Registers one route: the module's tags first, then the card and request schemas in the order written. */
export function registerRoute(
  app: RoutesInstance,
  route: {
    method: HTTPMethods;
    url: string;
    tags: string[];
    declaration: RouteCard &
      RequestSchemas<ZodType | undefined, ZodType | undefined, ZodType | undefined, ZodType | undefined>;
    success: Record<number, ZodType>;
    errors: number[];
    config?: FastifyContextConfig;
    // The request reaching here was validated against these very schemas, which is what RouteRequest says.
    handler: (request: never, reply: FastifyReply) => Promise<unknown>;
  },
) {
  const schema: FastifySchema = {
    tags: route.tags,
    ...route.declaration,
    response: { ...route.success, ...errorResponses(...route.errors) },
  };
  app.route({
    method: route.method,
    url: route.url,
    ...(route.config ? { config: route.config } : {}),
    schema,
    handler: route.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
