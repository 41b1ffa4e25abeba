// LISTEN for a PostgreSQL notification channel, on either engine (decision 0110). PGlite is one in-process
// connection: its own NOTIFY reaches its own listeners. A server needs a connection of its own that stays out of
// the pool (a pooled connection would be handed to queries and could lose its LISTEN); when that connection
// drops, notifications sent meanwhile are lost, so the listener is told (`gap`) once it listens again.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface NotificationHandler {
  message(payload: string): void;
  /** The channel was not listened to for a while: whatever was announced then is unknown. */
  gap(): void;
}

export type Unlisten = () => Promise<void>;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export async function listenOnPglite(
  pglite: PGlite,
  channel: string,
  handler: NotificationHandler,
): Promise<Unlisten> {
  return pglite.listen(channel, (payload) => handler.message(payload));
}

export async function listenOnServer(
  databaseUrl: string,
  channel: string,
  handler: NotificationHandler,
  options: { retryMs?: number; onError?: (error: unknown) => void; connectTimeoutMs?: number } = {},
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = options.retryMs ?? 1000;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handler.message(message.payload ?? '');
    });
    // Both fire when the server or the network goes away; one reconnection is enough.
    // Before LISTEN succeeded, connect() itself fails and its caller retries.
    let lost = false;
    let established = false;
    const onLost = (error?: unknown) => {
      if (!established || lost || stopped) return;
      lost = true;
      if (error) options.onError?.(error);
      client = null;
      next.end().catch(() => undefined);
      reconnectLater();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    established = true;
    client = next;
  }

  function reconnectLater() {
    retry = setTimeout(() => {
      connect().then(
        () => {
          retryMs = options.retryMs ?? 1000;
          handler.gap();
        },
        (error: unknown) => {
          options.onError?.(error);
          // At most 10 s between attempts: the channel listens again soon after the server returns.
          retryMs = Math.min(retryMs * 2, 10_000);
          if (!stopped) reconnectLater();
        },
      );
    }, retryMs);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}
