import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Store } from '../../db/database';

export const systemRoutes = (store: Store, version: string): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/health', {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({
            meta: z.object({
              status: z.literal('ok'),
              database: z.enum(['pglite', 'postgres']),
              version: z.string(),
            }),
          }),
        },
      },
      handler: async () => {
        await sql`SELECT 1`.execute(store.db);
        return { meta: { status: 'ok' as const, database: store.engine, version } };
      },
    });
  };
