// Batch calls (positions, events, ETAs) document the schema of each item, but check only the envelope before
// the handler, so that a bad item is refused alone, with its reason, instead of failing the whole batch.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodRouteSchema = Parameters<typeof validatorCompiler>[0];

/** A route's validatorCompiler that checks the body against `envelope` alone, every other part as declared. */
export function envelopeOnlyValidator(envelope: z.ZodType): FastifySchemaCompiler<unknown> {
  return (route) =>
    validatorCompiler({
      ...(route as unknown as ZodRouteSchema),
      ...(route.httpPart === 'body' ? { schema: envelope } : {}),
    });
}
