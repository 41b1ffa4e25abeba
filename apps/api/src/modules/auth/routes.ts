import { AppError } from '@cargolens/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { encodeId } from '../../kernel/public-id';
import { deviceOf } from './device';
import { impersonationParams, refreshBody, refreshTokenOf, signInHeaders, tokenDocument } from './schemas';
import type { AuthService, IssuedTokens } from './service';
import { SignInThrottled } from './sign-in-throttle';

function tokensDocument(tokens: IssuedTokens) {
  return {
    jsonapi: { version: '1.1' as const },
    data: {
      type: 'tokens' as const,
      id: encodeId(tokens.id),
      attributes: {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        tokenType: 'Bearer' as const,
        expiresAt: tokens.expiresAt.toISOString(),
      },
    },
  };
}

function basicCredentials(header: string | undefined): { username: string; password: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 1) throw new AppError('http.unauthorized', { detail: 'HTTP Basic credentials are required' });
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export const authRoutes = (service: AuthService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.post('/tokens', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with HTTP Basic username and password; records the device session. Failed sign-ins are ' +
          'limited per username and per address: 429 with Retry-After when exceeded (decision 0141)',
        security: [{ basic: [] }],
        headers: signInHeaders,
        response: { 201: tokenDocument, ...errorResponses(400, 401, 429) },
      },
      handler: async (request, reply) => {
        const { username, password } = basicCredentials(request.headers.authorization);
        try {
          const device = { ...deviceOf(request.headers, request.ip), ipAddress: request.ip };
          return reply.code(201).send(tokensDocument(await service.signIn(username, password, device)));
        } catch (error) {
          if (error instanceof SignInThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
    });

    app.get('/tokens/impersonation/:id', {
      schema: {
        tags: ['auth'],
        'x-permission': 'users.impersonate',
        summary:
          'Tokens to act as another user (connect-as, decision 0142): their access token also names the ' +
          'caller (claim imp). Admin access only; no chain, no user as privileged as the caller or more',
        params: impersonationParams,
        response: { 200: tokenDocument, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) =>
        tokensDocument(
          await service.impersonate(requireSession(request), request.params.id, {
            route: request.routeOptions.url ?? '/tokens/impersonation/:id',
            url: request.url,
          }),
        ),
    });

    app.post('/tokens/refresh', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (the old refresh token is revoked)',
        body: refreshBody,
        response: { 201: tokenDocument, ...errorResponses(400, 401) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(tokensDocument(await service.refresh(refreshTokenOf(request.body)))),
    });

    app.delete('/tokens/refresh', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke a refresh token',
        body: refreshBody,
        response: { 204: z.null().describe('Revoked'), ...errorResponses(400) },
      },
      handler: async (request, reply) => {
        await service.logout(refreshTokenOf(request.body));
        return reply.code(204).send(null);
      },
    });
  };
