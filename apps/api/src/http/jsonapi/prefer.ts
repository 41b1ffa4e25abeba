// RFC 7240 `Prefer`: a client that does not read what it wrote back asks for `return=minimal`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export const preferHeaders = z
  .object({
    prefer: z
      .string()
      .max(200)
      .optional()
      .describe(
        '`return=minimal` answers with the id, reference and version only (and `Preference-Applied`): ' +
          'the cheaper answer for integrations that do not read the order back',
      ),
  })
  .loose();

/** Whether the request prefers `return=minimal`; any other preference is ignored, as RFC 7240 allows. */
export function prefersMinimal(request: FastifyRequest): boolean {
  const header = request.headers.prefer;
  if (!header) return false;
  return (Array.isArray(header) ? header : [header])
    .flatMap((value) => value.split(','))
    .some((preference) => /^\s*return\s*=\s*"?minimal"?\s*(;|$)/i.test(preference));
}

export function applyMinimalPreference(reply: FastifyReply): void {
  reply.header('preference-applied', 'return=minimal');
}
