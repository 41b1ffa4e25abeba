import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import type { ChangeFeed } from './change-feed';
import { openEventStream } from './event-stream';
import { liveStreamResponse } from './live-events';
import type { StreamSlots } from './stream-slots';

export interface LiveRoutesOptions {
  feed: ChangeFeed;
  slots: StreamSlots;
  heartbeatMs: number;
  /** A stream ends after this, so that a revoked or expired session stops hearing (the client reconnects). */
  lifetimeMs: number;
}

const STREAM_DESCRIPTION = [
  'A text/event-stream (server-sent events) of what changes on the tours and orders the caller may see.',
  '`ready` on (re)connection; `tracking` with data {tour, orders, status} (public ids; tour and status are',
  'null when only some of its orders are visible) when the tracking engine stored something new for a tour;',
  '`notifications` (empty data) when the caller’s own notifications changed: one was written for them or read',
  'in another tab (read GET /my-notifications again; decision 0180);',
  '`resync` when changes may have been missed; a comment line as heartbeat. No event ids and no replay:',
  'after any (re)connection a client reads again what it shows (decision 0110).',
].join(' ');

export const liveRoutes = (options: LiveRoutesOptions): FastifyPluginAsyncZod =>
  async function routes(app) {
    const closing = new Set<() => void>();
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      for (const end of closing) end();
    });

    app.get('/events/stream', {
      schema: {
        tags: ['live'],
        'x-permission': 'tours.read',
        summary: 'Live changes of the caller’s tours and orders, as server-sent events',
        description: STREAM_DESCRIPTION,
        fileResponse: 'text/event-stream',
        response: {
          200: liveStreamResponse,
          ...errorResponses(401, 403, 429),
        },
      },
      handler: async (request, reply) => {
        const session = requireSession(request);
        const release = options.slots.take(session.userId);
        const stream = openEventStream(reply, {
          heartbeatMs: options.heartbeatMs,
          lifetimeMs: options.lifetimeMs,
        });
        closing.add(stream.end);
        let unsubscribe: (() => void) | undefined;
        stream.onEnd(() => {
          closing.delete(stream.end);
          unsubscribe?.();
          release();
        });
        try {
          const stop = await options.feed.subscribe({
            scope: scopeOf(session),
            userId: session.userId,
            change: (change) => stream.send('tracking', change),
            notified: () => stream.send('notifications', {}),
            resync: () => stream.send('resync', {}),
          });
          if (stream.ended) stop();
          else unsubscribe = stop;
        } catch (error) {
          request.log.error({ err: error }, 'live feed unavailable');
          stream.end();
          return;
        }
        // Listening before `ready`: whatever the client reads after it is followed by the changes to come.
        stream.send('ready', {});
      },
    });
  };
