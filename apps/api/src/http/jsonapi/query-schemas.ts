// Reusable pieces of the query-string schemas: every list route is built from these, so paging, sorting and
// includes read and fail the same way everywhere, and the OpenAPI document names the same parameters.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@cargolens/domain/constants';
import { z } from 'zod';

export const pageParams = {
  'page[size]': z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Items per page, at most ${MAX_PAGE_SIZE}`),
  'page[number]': z.coerce.number().int().min(1).default(1).describe('Page number, from 1'),
};

/** A comma list whose every item must be one of `values`. */
/** `a, b,,c` → ['a', 'b', 'c']: the items of a comma list, trimmed, empty ones dropped. */
const commaItems = z.string().transform((raw) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export function commaListOf<const T extends readonly [string, ...string[]]>(values: T) {
  return commaItems.pipe(z.array(z.enum(values)).min(1));
}

export function commaList() {
  return commaItems.pipe(z.array(z.string().min(1).max(100)).min(1).max(20));
}

/** A text filter (`filter[search]` and the like): trimmed, 1 to 100 characters; `what` says what it matches. */
export function searchParam(what: string) {
  return z.string().trim().min(1).max(100).optional().describe(what);
}

/** An instant filter: ISO 8601 with its offset, read as a Date. */
export function instantParam(what: string) {
  return z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional()
    .describe(`${what}: an ISO 8601 instant with its offset`);
}

/** `filter[organization]`: one organization id, which only the back office may use (decision 0004). */
export const organizationFilterParam = z
  .string()
  .min(1)
  .max(32)
  .optional()
  .describe('Back-office only: one organization id');

/** `sort=-createdAt,reference` over an allow-list of fields. */
export function sortParam<const T extends readonly [string, ...string[]]>(fields: T, fallback: string) {
  const allowed = new Set<string>([...fields, ...fields.map((f) => `-${f}`)]);
  return z
    .string()
    .default(fallback)
    .transform((raw) =>
      raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((items) => items.length > 0 && items.every((item) => allowed.has(item)), {
      message: `Sort by one of: ${fields.join(', ')} (prefix - for descending)`,
    })
    .transform((items) =>
      items.map((item) => ({
        field: item.replace(/^-/, '') as T[number],
        direction: item.startsWith('-') ? ('desc' as const) : ('asc' as const),
      })),
    )
    .describe(`Comma list of ${fields.join(', ')}; prefix with - for descending`);
}

export function includeParam<const T extends readonly [string, ...string[]]>(relations: T) {
  return commaListOf(relations)
    .transform((items) => new Set(items))
    .optional()
    .describe(`Related resources to include: ${relations.join(', ')}`);
}
