// The response contract: zod schemas of JSON:API resources and documents. One schema serves four uses: the
// presenter's return type, the response serializer (http/response-serializer.ts), the OpenAPI document, and
// through it the web app's generated API types (apps/web/src/app/api/openapi.gen.ts).
import { z } from 'zod';

const jsonapiMember = z.object({ version: z.literal('1.1') });

export function identifierSchema<T extends string>(type: T) {
  return z.object({ type: z.literal(type), id: z.string() });
}

export function toOne<T extends string>(type: T) {
  return z.object({ data: identifierSchema(type).nullable() });
}

export function toMany<T extends string>(type: T) {
  return z.object({ data: z.array(identifierSchema(type)) });
}

/**
 * A resource object of one type. `name` registers it as a named component of the OpenAPI document, which is
 * what the web app's types refer to.
 */
export function resourceSchema<
  T extends string,
  A extends z.ZodRawShape,
  R extends z.ZodRawShape = Record<never, never>,
>(name: string, type: T, attributes: A, relationships?: R) {
  const base = { type: z.literal(type), id: z.string(), attributes: z.object(attributes) };
  const schema = relationships
    ? z.object({ ...base, relationships: z.object(relationships).partial().optional() })
    : z.object(base);
  return schema.meta({ id: name }) as z.ZodObject<
    typeof base & { relationships: z.ZodOptional<z.ZodObject<{ [K in keyof R]: z.ZodOptional<R[K]> }>> }
  >;
}

type AnyResource = z.ZodObject<{ type: z.ZodLiteral<string>; id: z.ZodString }>;

/** The `included` member, present in the contract only when the route can include something. */
function includedMember<I extends AnyResource>(
  included: readonly I[],
): { included: z.ZodOptional<z.ZodArray<I>> } {
  if (included.length === 0) return {} as { included: z.ZodOptional<z.ZodArray<I>> };
  const item =
    included.length === 1
      ? (included[0] as I)
      : z.discriminatedUnion('type', included as unknown as [AnyResource, AnyResource, ...AnyResource[]]);
  return { included: z.array(item).optional() as z.ZodOptional<z.ZodArray<I>> };
}

export const pageMeta = z.object({
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const pageLinks = z.object({
  self: z.string(),
  first: z.string(),
  last: z.string(),
  prev: z.string().optional(),
  next: z.string().optional().describe('Absent on the last page: follow it until it is gone'),
});

export function singleDocumentSchema<R extends AnyResource, I extends AnyResource>(
  resource: R,
  included: readonly I[] = [],
) {
  return z.object({
    jsonapi: jsonapiMember,
    data: resource,
    ...includedMember(included),
    links: z.object({ self: z.string() }).optional(),
  });
}

export function collectionDocumentSchema<R extends AnyResource, I extends AnyResource>(
  resource: R,
  included: readonly I[] = [],
) {
  return z.object({
    jsonapi: jsonapiMember,
    data: z.array(resource),
    ...includedMember(included),
    links: pageLinks,
    meta: pageMeta,
  });
}
