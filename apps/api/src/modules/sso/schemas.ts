import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { resourceSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { EXAMPLE_SSO_CODE, EXAMPLE_SSO_ISSUER, EXAMPLE_SSO_STATE } from '../../openapi/example-ids';

export const loginHintParams = z.object({
  loginHint: z
    .string()
    .min(1)
    .max(80)
    .describe('The login hint of an organization, as in /auth/sso/{loginHint}'),
});

export const loginHintDocument = singleDocumentSchema(
  resourceSchema('SsoLoginHint', 'sso-login-hints', { organizationName: z.string() }),
).describe('The organization this login hint signs in to');

/** What the provider sent back to /auth/sso-callback, forwarded by the web app. */
export const callbackBody = z
  .object({
    data: z.object({
      type: z.literal('sso-callbacks'),
      attributes: z.object({
        code: z.string().min(1).max(2000),
        state: z.string().min(1).max(200),
        iss: z.string().max(2000).optional(),
      }),
    }),
  })
  .meta(
    requestExamples({
      callback: {
        summary: 'The query of /auth/sso-callback, sent with the flow cookie GET …/authorization set',
        value: {
          data: {
            type: 'sso-callbacks',
            attributes: { code: EXAMPLE_SSO_CODE, state: EXAMPLE_SSO_STATE, iss: EXAMPLE_SSO_ISSUER },
          },
        },
      },
    }),
  );

export const ssoTokenDocument = singleDocumentSchema(
  resourceSchema('SsoTokens', 'tokens', {
    accessToken: z.string().describe('JWT whose claims carry exp and hashid'),
    refreshToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresAt: z.string(),
    loginHint: z.string().describe('The login hint signed in with, for the login-hint cookie'),
    endSessionUrl: z
      .string()
      .nullable()
      .describe(
        "The provider's logout address for this session (returns to /auth/sso/{loginHint}?loginAuto=false)",
      ),
  }),
).describe('Access and refresh tokens of a single sign-on');
