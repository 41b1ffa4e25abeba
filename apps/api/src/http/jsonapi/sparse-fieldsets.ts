// JSON:API sparse fieldsets (`fields[orders]=reference,departure`): a client that shows a few attributes of
// each resource asks for those, and the answer carries only them (decision 0172). Writing, sending and reading
// a list of full resources costs the server and the client more than the list's own SQL (bench:api).
import type { z } from 'zod';
import { commaListOf } from './query-schemas';

/** The names a `fields[type]` parameter accepts: the resource's attributes and relationships. */
export function fieldNamesOf(resource: z.ZodObject): [string, ...string[]] {
  const { attributes, relationships } = resource.shape as {
    attributes: z.ZodObject;
    relationships?: z.ZodOptional<z.ZodObject>;
  };
  return [...Object.keys(attributes.shape), ...Object.keys(relationships?.unwrap().shape ?? {})] as [
    string,
    ...string[],
  ];
}

/** `fields[type]`: a comma list of the resource's field names, read as a set. */
export function fieldsParam(type: string, names: readonly [string, ...string[]]) {
  return commaListOf(names)
    .transform((items) => new Set<string>(items))
    .optional()
    .describe(
      `Sparse fieldset (JSON:API): only these attributes and relationships of each ${type} resource; ` +
        `the others are left out of the answer. One of: ${names.join(', ')}`,
    );
}

/**
 * The schema of a resource answered with a sparse fieldset: every attribute may be absent. A named component of
 * its own, so that the full resource's contract (every attribute present) stays as it is.
 */
export function sparseResourceSchema<A extends z.ZodRawShape, T extends { attributes: z.ZodObject<A> }>(
  resource: z.ZodObject<T & z.ZodRawShape>,
  name: string,
) {
  return resource
    .extend({ attributes: (resource.shape.attributes as z.ZodObject<A>).partial() })
    .meta({ id: name, description: 'The fields asked for with fields[…] (JSON:API sparse fieldset)' });
}

/** Documents answered with a sparse fieldset, so that the route's serializer picks their representation. */
const sparseDocuments = new WeakSet<object>();

export function markSparse<D extends object>(document: D): D {
  sparseDocuments.add(document);
  return document;
}

export const isSparse = (document: object): boolean => sparseDocuments.has(document);
