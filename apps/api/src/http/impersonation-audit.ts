// Every write made while impersonating is audited with both identities (decision 0142), in one hook rather
// than in each route, so a route added tomorrow is audited without knowing it. A write is any method but GET,
// HEAD and OPTIONS; it is recorded with its status, whether it succeeded or not, before the answer leaves (onSend),
// so a client that got its answer can rely on the row being there.
import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write made while impersonating, with both identities. */
export interface ImpersonatedWrite {
  impersonatorId: number;
  impersonatedId: number;
  impersonatedOrganizationId: number;
  method: string;
  route: string;
  url: string;
  resourceId: string | null;
  statusCode: number;
}

/** Where such a write is recorded (modules/auth's audit repository). */
export interface ImpersonationAuditLog {
  record(entry: ImpersonatedWrite): Promise<void>;
}

export function registerImpersonationAudit(
  app: FastifyInstance,
  audit: ImpersonationAuditLog,
  onError: (message: string, error: unknown) => void,
) {
  // The id as the caller sent it: route schemas decode public ids into internal ones (decision 0222), and the
  // audit keeps what was asked, a wrong id included. Taken before validation, when params are still the path's.
  const sentIds = new WeakMap<object, string>();
  app.addHook('preValidation', async (request) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (typeof params.id === 'string') sentIds.set(request, params.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (!session || session.impersonatorId === undefined || READS.has(request.method)) return payload;
    const resourceId = sentIds.get(request) ?? null;
    try {
      await audit.record({
        impersonatorId: session.impersonatorId,
        impersonatedId: session.userId,
        impersonatedOrganizationId: session.organizationId,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        url: request.url,
        resourceId,
        statusCode: reply.statusCode,
      });
    } catch (error) {
      // The write is already committed: a lost audit row is logged loudly, it cannot undo the write.
      onError('impersonation audit could not be written', error);
    }
    return payload;
  });
}
