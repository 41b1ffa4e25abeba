// The tracking queue's connection to NATS JetStream (decisions 0153, 0219): made on first use with the stream and
// the durable consumer ensured, reconnecting for as long as it takes, forgotten once closed so the next pass
// connects afresh, and offered only while the broker is up.
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, nanos } from '@nats-io/transport-node';

export interface NatsConnectionOptions {
  url: string;
  stream: string;
  consumer: string;
  leaseMs: number;
  maxDeliver: number;
  /** The longest a request to the broker may take. */
  timeoutMs: number;
}

/** Creates the stream and the durable consumer if missing (idempotent: every worker calls it at start). */
async function ensureStream(
  nc: Awaited<ReturnType<typeof connect>>,
  stream: string,
  consumer: string,
  leaseMs: number,
  maxDeliver: number,
  timeoutMs: number,
) {
  const jsm = await jetstreamManager(nc, { timeout: timeoutMs });
  const streamConfig = {
    name: stream,
    subjects: [`${stream}.>`],
    // Longer than a relay lease, so a relay that dies after publishing and before deleting is deduplicated.
    duplicate_window: nanos(Math.max(120_000, 2 * leaseMs)),
  };
  await jsm.streams.info(stream).catch(() => jsm.streams.add(streamConfig));
  await jsm.consumers.info(stream, consumer).catch(() =>
    jsm.consumers.add(stream, {
      durable_name: consumer,
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(leaseMs),
      max_deliver: maxDeliver,
    }),
  );
  return jsm;
}

export function createNatsConnection(options: NatsConnectionOptions) {
  const { stream, consumer: consumerName, leaseMs, maxDeliver } = options;
  let connection: Promise<{
    nc: Awaited<ReturnType<typeof connect>>;
    js: ReturnType<typeof jetstream>;
  }> | null = null;
  let broker: 'connected' | 'disconnected' = 'disconnected';
  const connected = () => {
    connection ??= (async () => {
      // The client reconnects for as long as it takes, at most a second apart (decision 0219): the default
      // gave up after ten attempts, and a connection that has given up must never be kept.
      const nc = await connect({
        servers: options.url,
        name: 'cargolens-tracking',
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1_000,
        timeout: options.timeoutMs,
      });
      try {
        await ensureStream(nc, stream, consumerName, leaseMs, maxDeliver, options.timeoutMs);
      } catch (error) {
        await nc.close();
        throw error;
      }
      broker = 'connected';
      void watchStatus(nc);
      return { nc, js: jetstream(nc, { timeout: options.timeoutMs }) };
    })().catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };

  /** Follows the connection's state; a closed one is forgotten, so the next pass connects afresh. */
  async function watchStatus(nc: Awaited<ReturnType<typeof connect>>) {
    const forget = () => {
      broker = 'disconnected';
      connection = null;
    };
    nc.closed().then(forget, forget);
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') broker = 'disconnected';
      if (status.type === 'reconnect') broker = 'connected';
    }
  }

  /** The connection, only while it is up: nothing is claimed from the outbox for a broker that is away. */
  async function up() {
    const open = await connected();
    if (open.nc.isClosed() || broker !== 'connected') throw new Error('NATS is not reachable');
    return open;
  }

  return {
    up,
    state: () => broker,
    async close() {
      const open = connection;
      connection = null;
      if (open) await (await open.catch(() => null))?.nc.drain();
    },
  };
}
