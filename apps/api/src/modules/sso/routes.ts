import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import { encodeId } from '../../kernel/public-id';
import { deviceOf } from '../auth';
import { callbackBody, loginHintDocument, loginHintParams, ssoTokenDocument } from './schemas';
import { SSO_FLOW_SECONDS, type SsoService } from './service';

/** The sealed flow of a sign-in under way; sent only to the SSO routes, never readable by scripts. */
export const SSO_FLOW_COOKIE = 'cargolens_sso_flow';
/** The web page the provider returns the browser to (it forwards code and state to POST …/sso/tokens). */
export const SSO_CALLBACK_PATH = '/auth/sso-callback';

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function setFlowCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  value: string,
  maxAge: number,
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SSO_FLOW_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export const ssoRoutes = (service: SsoService, options: { apiBasePath: string }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const cookiePath = `${options.apiBasePath}/sso`;

    app.get('/sso/:loginHint', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'The organization a login hint signs in to with single sign-on',
        params: loginHintParams,
        response: { 200: loginHintDocument, ...errorResponses(403, 404, 502) },
      },
      handler: async (request) => {
        const found = await service.describe(request.params.loginHint);
        return {
          jsonapi: { version: '1.1' as const },
          data: {
            type: 'sso-login-hints' as const,
            id: found.hint,
            attributes: { organizationName: found.organizationName },
          },
        };
      },
    });

    app.get('/sso/:loginHint/authorization', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          "Start single sign-on: redirects to the organization's OpenID provider (code flow with PKCE)",
        params: loginHintParams,
        response: {
          302: z.null().describe("Redirect to the provider's authorization endpoint"),
          ...errorResponses(403, 404, 502),
        },
      },
      handler: async (request, reply) => {
        const redirectUri = `${request.protocol}://${request.host}${SSO_CALLBACK_PATH}`;
        const started = await service.start(request.params.loginHint, redirectUri);
        setFlowCookie(request, reply, cookiePath, started.flow, SSO_FLOW_SECONDS);
        return reply.redirect(started.authorizationUrl, 302);
      },
    });

    app.post('/sso/tokens', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "Finish single sign-on: exchange the provider's code for Cargolens tokens",
        body: callbackBody,
        response: { 201: ssoTokenDocument, ...errorResponses(400, 401, 403, 404, 502) },
      },
      handler: async (request, reply) => {
        // The flow is single use whatever the outcome.
        setFlowCookie(request, reply, cookiePath, '', 0);
        const signedIn = await service.complete(
          cookieOf(request, SSO_FLOW_COOKIE),
          request.body.data.attributes,
          deviceOf(request.headers, request.ip),
        );
        return reply.code(201).send({
          jsonapi: { version: '1.1' as const },
          data: {
            type: 'tokens' as const,
            id: encodeId(signedIn.tokens.id),
            attributes: {
              accessToken: signedIn.tokens.accessToken,
              refreshToken: signedIn.tokens.refreshToken,
              tokenType: 'Bearer' as const,
              expiresAt: signedIn.tokens.expiresAt.toISOString(),
              loginHint: signedIn.loginHint,
              endSessionUrl: signedIn.endSessionUrl,
            },
          },
        });
      },
    });
  };
