// Batch calls (positions, events, ETAs) document the schema of each item, but check only the envelope before
// the handler, so that a bad item is refused alone, with its reason, instead of failing the whole batch.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodRouteSchema = Parameters<typeof validatorCompiler>[0];

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ data: [1..maxItems objects] }` and nothing else: what every envelope of these routes accepts. */
function plainlyWellFormed(body: unknown, maxItems: number): boolean {
  if (!isPlainObject(body)) return false;
  for (const key in body as object) if (key !== 'data') return false;
  const { data } = body as { data?: unknown };
  if (!Array.isArray(data) || data.length < 1 || data.length > maxItems) return false;
  for (const item of data) if (!isPlainObject(item)) return false;
  return true;
}

/**
 * A route's validatorCompiler that checks the body against `envelope` alone, every other part as declared.
 * `envelope` is a list of 1..maxItems objects: a body that plainly is one is taken as it is, without zod
 * copying a thousand items (bench:ingest, decision 0207); anything else goes to zod, which alone words the
 * refusal.
 */
export function envelopeOnlyValidator(envelope: z.ZodType, maxItems: number): FastifySchemaCompiler<unknown> {
  return (route) => {
    const validate = validatorCompiler({
      ...(route as unknown as ZodRouteSchema),
      ...(route.httpPart === 'body' ? { schema: envelope } : {}),
    });
    if (route.httpPart !== 'body') return validate;
    return (body: unknown) => (plainlyWellFormed(body, maxItems) ? { value: body } : validate(body));
  };
}
