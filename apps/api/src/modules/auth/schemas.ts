import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { resourceSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import { EXAMPLE_REFRESH_TOKEN } from '../../openapi/example-ids';

/** Accepts the plain `{ refreshToken }` body as well as a JSON:API document carrying it in attributes. */
export const refreshBody = z
  .union([
    z.object({ refreshToken: z.string().min(1).max(200) }),
    z.object({
      data: z.object({
        type: z.literal('tokens').optional(),
        attributes: z.object({ refreshToken: z.string().min(1).max(200) }),
      }),
    }),
  ])
  .meta(
    requestExamples({
      refresh: {
        summary: 'The refresh token a sign-in answered',
        value: { data: { type: 'tokens', attributes: { refreshToken: EXAMPLE_REFRESH_TOKEN } } },
      },
    }),
  );

export function refreshTokenOf(body: z.infer<typeof refreshBody>): string {
  return 'refreshToken' in body ? body.refreshToken : body.data.attributes.refreshToken;
}

export const tokensResource = resourceSchema('Tokens', 'tokens', {
  accessToken: z.string().describe('JWT whose claims carry exp and hashid'),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
});

export const tokenDocument = singleDocumentSchema(tokensResource).describe('Access and refresh tokens');

/** What the apps tell about the device they sign in from (platform-core §3 Device session). */
export const signInHeaders = z.looseObject({
  'x-app-version': z.string().max(50).optional().describe('Version of the app signing in'),
  'x-device-uuid': z
    .string()
    .max(100)
    .optional()
    .describe('Id the device keeps for itself (web: localStorage)'),
  'x-device-model': z.string().max(100).optional().describe('Device model, as a mobile app knows it'),
});

export const impersonationParams = z.strictObject({
  id: publicId('Id of the user to act as'),
});
