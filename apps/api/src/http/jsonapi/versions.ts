// Optimistic concurrency on the wire: a write names the version it read, as an ETag in If-Match or as
// `data.meta.version`; a different current version answers 409 (decision 0007).
import { z } from 'zod';

export const ifMatchHeaders = z
  .object({
    'if-match': z
      .string()
      .regex(/^(W\/)?"\d+"$/)
      .optional()
      .describe('The version read, as its ETag: a different current version answers 409'),
  })
  .loose();

export const versionMeta = z
  .strictObject({ version: z.number().int().min(1) })
  .optional()
  .describe('The version read: a different current version answers 409');

/** The version a write expects, from If-Match first, else from the body's meta. */
export function expectedVersion(
  header: string | undefined,
  meta: { version: number } | undefined,
): number | undefined {
  if (header) return Number(header.replace(/^W\//, '').replaceAll('"', ''));
  return meta?.version;
}
