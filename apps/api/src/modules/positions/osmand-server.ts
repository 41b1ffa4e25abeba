// The second listener, on OSMAND_PORT (5055 by default, Traccar's OsmAnd port): a phone running Traccar
// Client is pointed at http://host:5055 and reports to its root. Nothing else is served there.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Store } from '../../db/database';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable';
import type { IngestPressure } from '../tracking';
import { osmandRoutes } from './osmand-routes';
import { createPositionsRepository } from './repository';
import { createPositionsService } from './service';

export async function buildOsmAndServer(
  config: Config,
  store: Store,
  pressure?: IngestPressure,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logger ? { level: 'info' } : false, trustProxy: true });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Not stored while the database is away: a device keeps the position and sends it again (decision 0219).
    if (isDatabaseUnavailable(error))
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send();
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.code(status).send();
  });
  const service = createPositionsService(createPositionsRepository(store.db), Date.now, pressure);
  await app.register(osmandRoutes(service, { anyPath: true }));
  return app;
}
