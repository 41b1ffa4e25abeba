// Every API route needs a bearer token unless it declares `config: { public: true }`. The verified session
// and the tenant scope it implies are attached to the request for routes to pass to their service.

import { AppError } from '@cargolens/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../kernel/session';
import type { TokenSigner } from '../modules/auth/access-token';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

/** The session of an authenticated route; the hook guarantees it exists. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('http.unauthorized');
  return request.session;
}

export function registerAuth(app: FastifyInstance, signer: TokenSigner) {
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('http.unauthorized', { detail: 'A bearer token is required' });
    request.session = await signer.verify(match[1]);
  });
}
