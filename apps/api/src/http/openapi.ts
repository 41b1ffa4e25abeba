// The OpenAPI 3.1 document is generated from the same zod schemas that validate requests, so the docs at
// /api/docs cannot drift from what the server accepts.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

declare module 'fastify' {
  interface FastifySchema {
    /** A request body that succeeds as written against the demo data, shown in /api/docs and run by a test. */
    requestExample?: unknown;
    /** The demo user a write's example runs as, when not the shipper administrator (request-examples.test.ts). */
    'x-example-user'?: string;
    /** The query string a write's example runs with, e.g. an upload's `?type=place` (request-examples.test.ts). */
    'x-example-query'?: string;
    /** The media type of a download's success (text/csv); its errors stay JSON:API documents. */
    fileResponse?: string;
  }
}

export const errorDocument = z
  .object({
    jsonapi: z.object({ version: z.string() }).optional(),
    errors: z.array(
      z.object({
        status: z.string(),
        code: z.string().describe('Catalogue code, e.g. http.not_found or validation.unexpected_field'),
        title: z.string(),
        detail: z.string().optional(),
        source: z.object({ pointer: z.string().optional(), parameter: z.string().optional() }).optional(),
      }),
    ),
  })
  .describe('JSON:API error document');

export function errorResponses(...statuses: number[]): Record<number, typeof errorDocument> {
  return Object.fromEntries(statuses.map((status) => [status, errorDocument]));
}

export async function registerOpenApi(app: FastifyInstance, options: { basePath: string; version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cargolens API',
        version: options.version,
        description:
          'Freight and transport visibility. JSON:API documents; lists page with page[size] and page[number] and link to the next page.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basic: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ bearer: [] }],
    },
    // Every API response is a JSON:API document (server.ts sets its media type); requests may use either.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const schema = output.schema as Record<string, unknown> | undefined;
      if (schema && !schema.hide) {
        schema.produces = [JSON_API_MEDIA_TYPE];
        // A route that takes a file (CSV) names its own media type.
        if (schema.body) schema.consumes ??= [JSON_API_MEDIA_TYPE, 'application/json'];
        // zod leaves `examples` out of schemas that transform their input (dates), so routes give theirs here.
        const { requestExample, fileResponse, ...rest } = schema;
        if (requestExample !== undefined && rest.body)
          (rest.body as Record<string, unknown>).examples = [requestExample];
        const responses = rest.response as Record<string, Record<string, unknown>> | undefined;
        if (typeof fileResponse === 'string' && responses?.['200']) {
          const { description, ...file } = responses['200'];
          responses['200'] = { description, content: { [fileResponse]: { schema: file } } };
        }
        return { ...output, schema: rest };
      }
      return output;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: `${options.basePath}/docs`,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get(`${options.basePath}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
