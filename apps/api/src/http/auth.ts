// Every API route needs a bearer token unless it declares `config: { public: true }`, and names the permission
// it needs with `schema['x-permission']` (decision 0080): the server does not start with a route that does
// neither, and a session without the permission is refused with 403 before the handler runs. The verified
// session is attached to the request for routes to pass to their service.

import { AppError } from '@cargolens/domain/errors';
import { type Capability, isCapability, may } from '@cargolens/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../kernel/session';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
  interface FastifySchema {
    /** The capability a session needs to call the route (packages/domain permissions); shown in OpenAPI. */
    'x-permission'?: Capability;
  }
}

/** What the hook needs of the auth module (modules/auth provides both): the HTTP layer imports no module. */
export interface SessionVerifier {
  /** The session an access token carries; throws a catalogue error for a bad or expired token. */
  verify(token: string): Promise<Session>;
}
export interface SessionCheck {
  /** Throws when the session's user was deactivated, deleted or signed out everywhere since it was issued. */
  assertCurrent(session: Session): Promise<void>;
}

/** The session of an authenticated route; the hook guarantees it exists. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('http.unauthorized');
  return request.session;
}

export function registerAuth(app: FastifyInstance, signer: SessionVerifier, access: SessionCheck) {
  app.decorateRequest('session', undefined);
  app.addHook('onRoute', (route) => {
    if (route.config?.public) return;
    const permission = (route.schema as { 'x-permission'?: string } | undefined)?.['x-permission'];
    if (!permission || !isCapability(permission))
      throw new Error(
        `${route.method} ${route.url} declares neither config.public nor a known schema['x-permission']`,
      );
  });
  app.addHook('onRequest', async (request) => {
    // routeOptions is a getter that builds a new object on every read.
    const route = request.routeOptions;
    if (route.config?.public || !route.url) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('http.unauthorized', { detail: 'A bearer token is required' });
    const session = await signer.verify(match[1]);
    // A deactivated or deleted user's tokens stop at once (decision 0125), not when they expire.
    await access.assertCurrent(session);
    request.session = session;
    const permission = route.schema?.['x-permission'];
    if (!permission || !may(session, permission))
      throw new AppError('http.access_denied_error', {
        detail: `This needs the ${permission ?? 'unknown'} permission`,
      });
  });
}
