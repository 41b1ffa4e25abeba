// Liveness and readiness (decision 0219). /health answers 200 while the process lives, whatever its
// dependencies do, with what the checks found; /ready answers 503 with Retry-After while the database is away,
// so a load balancer sends requests elsewhere, and 200 (`degraded` when tracking has stalled) otherwise.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { errorObject } from '../../http/errors';
import { errorDocument } from '../../http/openapi';
import type { HealthChecks } from './health-checks';

const checks = z.object({
  database: z.enum(['up', 'down']).describe('Whether the database answered within 2 s'),
  tracking: z.object({
    queue: z.enum(['postgres', 'nats']).nullable().describe("The queue this process's workers consume"),
    waitingJobs: z.number().int().nullable().describe('Tracking jobs ready or being run; null when unknown'),
    oldestWaitingSeconds: z.number().nullable().describe('How long the oldest of them has been ready'),
    broker: z
      .enum(['connected', 'disconnected'])
      .optional()
      .describe('NATS only: whether the broker is reached'),
    stalled: z
      .boolean()
      .describe('A job ready longer than TRACKING_STALL_SECONDS, or a worker failing that long'),
  }),
});

/** The JSON:API error document, with what the checks found. */
const unavailableDocument = errorDocument.extend({
  meta: z.object({ status: z.literal('unavailable'), checks }),
});

export const systemRoutes = (
  health: HealthChecks,
  engine: 'pglite' | 'postgres',
  version: string,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/health', {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness, with what the checks of the database and of tracking found',
        response: {
          200: z.object({
            meta: z.object({
              status: z.literal('ok'),
              database: z.enum(['pglite', 'postgres']),
              version: z.string(),
              checks,
            }),
          }),
        },
      },
      handler: async () => ({
        meta: { status: 'ok' as const, database: engine, version, checks: await health.report() },
      }),
    });

    app.get('/ready', {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Readiness: 503 while the database is away; degraded while tracking has stalled',
        response: {
          200: z.object({ meta: z.object({ status: z.enum(['ready', 'degraded']), checks }) }),
          503: unavailableDocument,
        },
      },
      handler: async (_request, reply) => {
        const report = await health.report();
        if (report.database === 'down')
          return reply
            .code(503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send({
              jsonapi: { version: '1.1' },
              errors: [errorObject('http.service_unavailable', { detail: 'The database does not answer' })],
              meta: { status: 'unavailable' as const, checks: report },
            });
        return {
          meta: {
            status: report.tracking.stalled ? ('degraded' as const) : ('ready' as const),
            checks: report,
          },
        };
      },
    });
  };
