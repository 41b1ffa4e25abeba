// Public ids become internal ids at the edge (decision 0222): a route's schema decodes them, so services take
// plain numbers and a job can call them too. The documented type stays the public string.
import { z } from 'zod';
import { decodeId } from '../../kernel/public-id';
import { UNKNOWN_ID } from '../../kernel/unknown-id';

/** A public id, decoded; one that names no row becomes UNKNOWN_ID, which finds nothing: the same 404 as before. */
export function publicId(description?: string) {
  const text = z.string().min(1).max(32);
  return (description ? text.describe(description) : text).transform(
    (hashId) => decodeId(hashId) ?? UNKNOWN_ID,
  );
}

/** `{ data: { type, id } }`, a to-one relationship as a client sends it, its id decoded. */
export function toOneIdBody<T extends string>(type: T) {
  return z.strictObject({ data: z.strictObject({ type: z.literal(type), id: publicId() }) });
}

/** `{ data: [{ type, id }, …] }`, a to-many relationship as a client sends it: the whole set, ids decoded. */
export function toManyIdBody<T extends string>(type: T, max = 500) {
  return z.strictObject({
    data: z.array(z.strictObject({ type: z.literal(type), id: publicId() })).max(max),
  });
}

/**
 * `{ data: { type, attributes, relationships?: { organization } } }`: a creation a back-office user may make
 * for another organization than their own (`what` names the record in the documentation).
 */
export function createForOrganizationBody<T extends string, A extends z.ZodType>(
  type: T,
  attributes: A,
  what: string,
) {
  return z.strictObject({
    data: z.strictObject({
      type: z.literal(type),
      attributes,
      relationships: z
        .strictObject({ organization: toOneIdBody('organizations') })
        .optional()
        .describe(`Back office: the organization the ${what} is for (default: the caller’s)`),
    }),
  });
}

/** `{ data: { type, id?, attributes, relationships? } }`: a change to the path's record, whose id it may repeat. */
export function changeBody<T extends string, S extends z.ZodRawShape>(type: T, members: S) {
  return z.strictObject({
    data: z.strictObject({
      type: z.literal(type),
      id: publicId().optional().describe('When given, the id of the path'),
      ...members,
    }),
  });
}
