import { z } from 'zod';

/** Accepts the plain `{ refreshToken }` body as well as a JSON:API document carrying it in attributes. */
export const refreshBody = z.union([
  z.object({ refreshToken: z.string().min(1).max(200) }),
  z.object({
    data: z.object({
      type: z.literal('tokens').optional(),
      attributes: z.object({ refreshToken: z.string().min(1).max(200) }),
    }),
  }),
]);

export function refreshTokenOf(body: z.infer<typeof refreshBody>): string {
  return 'refreshToken' in body ? body.refreshToken : body.data.attributes.refreshToken;
}

export const tokenDocument = z
  .object({
    data: z.object({
      type: z.literal('tokens'),
      id: z.string(),
      attributes: z.object({
        accessToken: z.string(),
        refreshToken: z.string(),
        tokenType: z.literal('Bearer'),
        expiresAt: z.string(),
      }),
    }),
  })
  .describe('Access and refresh tokens');
