// Reusable pieces of JSON:API request documents: a write is `{ data: { type, id?, attributes,
// relationships? } }`, and text fields fail with the messages of shipment-domain §5 at their pointer.
import { MESSAGES } from '@cargolens/domain/validation';
import { z } from 'zod';

/** Trimmed text that must not be blank, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string()
    .trim()
    .refine((value) => value.length > 0, {
      error: MESSAGES.required,
      params: { code: 'validation.required' },
    })
    .refine((value) => value.length <= max, {
      error: MESSAGES.maxLength(max),
      params: { code: 'validation.too_long' },
    });
}

/** Optional text: blank and null both clear the field. */
export function nullableText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: MESSAGES.maxLength(max) })
    .nullable()
    .transform((value) => (value ? value : null));
}

/** `{ data: { type, id } }`, a to-one relationship as a client sends it. */
export function toOneBody<T extends string>(type: T) {
  return z.strictObject({
    data: z.strictObject({ type: z.literal(type), id: z.string().min(1).max(32) }),
  });
}

/** `{ data: [{ type, id }, …] }`, a to-many relationship as a client sends it: the whole set it wants. */
export function toManyBody<T extends string>(type: T, max = 500) {
  return z.strictObject({
    data: z.array(z.strictObject({ type: z.literal(type), id: z.string().min(1).max(32) })).max(max),
  });
}

/**
 * Request examples for the OpenAPI document, shown as the media type's named examples. zod drops the
 * `examples` keyword from the input side of a schema that transforms, so they travel as `x-examples`, which
 * @fastify/swagger moves to where OpenAPI wants them.
 */
export function requestExamples(examples: Record<string, { summary: string; value: unknown }>) {
  return { 'x-examples': examples };
}
