// Every route's responses are part of the contract: each success and error answer has a schema, and none
// of them is "anything" (what z.any() produced before).
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document';

type Json = Record<string, unknown>;

function looseSchemas(schema: unknown, at: string, found: string[]): string[] {
  if (Array.isArray(schema)) {
    for (const [i, item] of schema.entries()) looseSchemas(item, `${at}/${i}`, found);
  } else if (schema && typeof schema === 'object') {
    const keys = Object.keys(schema);
    if (keys.length === 0 || (keys.length === 1 && keys[0] === 'description')) found.push(at);
    for (const [key, value] of Object.entries(schema)) {
      // An open attribute value (additionalProperties: {}) is a deliberate map, not an undeclared response.
      if (key !== 'additionalProperties') looseSchemas(value, `${at}/${key}`, found);
    }
  }
  return found;
}

describe('OpenAPI document', async () => {
  const document = await buildOpenApiDocument();
  const operations = Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, operation]) => ({
      path,
      method,
      operation: operation as Json,
    })),
  );

  it('lists the API routes', () => {
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toEqual(
      expect.arrayContaining(['GET /api/orders', 'GET /api/orders/{id}', 'GET /api/me', 'POST /api/tokens']),
    );
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o.operation, o.method]))(
    '%s declares a JSON:API schema for every response',
    (_name, operation, method) => {
      const responses = Object.entries(operation.responses as Json);
      // Starting single sign-on succeeds by sending the browser to the provider (decision 0135).
      expect(responses.some(([status]) => status.startsWith('2') || status === '302')).toBe(true);
      for (const [status, response] of responses) {
        const content = (response as Json).content as Json | undefined;
        if (status === '302' && content === undefined) continue;
        // A HEAD answer is its status alone (shipment-domain §7 uniqueness checks: 200 taken, 404 free).
        if (status === '204' || (method === 'head' && content === undefined)) continue;
        // A download's success is the file itself (an import template, rejected lines), and the live stream's
        // is a stream of server-sent events (decision 0110); their errors stay JSON:API.
        if (status === '200' && ['text/csv', 'text/event-stream'].includes(Object.keys(content ?? {}).join()))
          continue;
        expect(Object.keys(content ?? {}), `${status} media types`).toEqual(['application/vnd.api+json']);
        const schema = (content?.['application/vnd.api+json'] as Json | undefined)?.schema;
        expect(looseSchemas(schema, `${status}`, []), `${status} undeclared parts`).toEqual([]);
      }
    },
  );
});
