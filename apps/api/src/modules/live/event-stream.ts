// A server-sent events response on Fastify's raw socket: headers once, `event:`/`data:` frames, a comment line as
// heartbeat (proxies and browsers close a connection that stays silent), and one end whoever ends it — the
// client leaving, the lifetime running out, or the server closing.
import type { FastifyReply } from 'fastify';

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
  onEnd(listener: () => void): void;
  readonly ended: boolean;
}

export function openEventStream(
  reply: FastifyReply,
  options: { heartbeatMs: number; lifetimeMs: number; retryMs?: number },
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    // Headers hooks already set (security headers) go out with the stream.
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and the like would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${options.retryMs ?? 3000}\n\n`);

  const listeners: (() => void)[] = [];
  let ended = false;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), options.heartbeatMs);
  const lifetime = setTimeout(() => end(), options.lifetimeMs);

  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    if (!raw.writableEnded) raw.end();
    for (const listener of listeners) listener();
  }
  // The response closes when the client goes away (the request's own 'close' fires once its body is read).
  raw.on('close', end);
  raw.on('error', end);

  return {
    send(event, data) {
      if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end,
    onEnd(listener) {
      if (ended) listener();
      else listeners.push(listener);
    },
    get ended() {
      return ended;
    },
  };
}
