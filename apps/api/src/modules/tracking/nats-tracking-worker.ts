// The tracking queue on NATS JetStream, chosen when NATS_URL is set (decisions 0085, 0153). The PostgreSQL
// table stays the outbox: ingest keeps writing its job in its own transaction (no dual write). A relay in
// every worker claims ready jobs as the PostgreSQL workers do, publishes each to the stream with the job's id
// as Nats-Msg-Id (a relay retry inside the duplicate window is dropped by JetStream) and deletes it. Workers
// are one durable pull consumer: each message is handled by the same runTrackingJob / runTourFactsJob and
// acked only after their transaction committed; a failure naks with the queue's backoff; a worker that dies
// holds its messages until ack_wait (the lease) and JetStream delivers them again. Handling is idempotent and
// serialized per tour by row locks (decision 0085), so redelivery and many consumers need nothing more.
import type { JsMsg, jetstream } from '@nats-io/jetstream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { POSITIONS_RECEIVED } from './enqueue-tracking-job';
import { createNatsConnection } from './nats-connection';
import { runClaimedJobs } from './run-claimed-jobs';
import { runTrackingJobs } from './run-tracking-job';
import { backoffMs, type ClaimedJob, claimJobs, finishJobs, releaseJobs } from './tracking-queue';
import {
  createWorkerLoop,
  DEFAULT_BATCH,
  drainJobs,
  handleTrackingJob,
  type TrackingWorker,
  type TrackingWorkerOptions,
} from './tracking-worker';

export interface NatsTrackingOptions extends TrackingWorkerOptions {
  url: string;
  /** Stream name; its subjects are `<stream>.<kind>.<resource or tour id>`. */
  stream?: string;
  /** The durable consumer every worker shares. */
  consumer?: string;
  /** Deliveries before JetStream gives a message up (the job is then lost to the log, as a poison message). */
  maxDeliver?: number;
}

/** The longest a request to the broker may take (a publish, a consumer's info) before the pass fails. */
const API_TIMEOUT_MS = 5_000;

/** What travels on the stream: the claimed job as the handlers take it. */
type JobMessage = Omit<ClaimedJob, 'attempts'>;

const subjectOf = (stream: string, job: ClaimedJob) =>
  job.kind === POSITIONS_RECEIVED
    ? `${stream}.positions.${job.resourceId}`
    : `${stream}.facts.${job.tourId ?? job.resourceId ?? 0}`;

/** Moves ready jobs from the outbox table to the stream; returns how many. */
async function relayJobs(
  db: Kysely<Database>,
  js: ReturnType<typeof jetstream>,
  { stream, batch, leaseMs }: { stream: string; batch: number; leaseMs: number },
): Promise<number> {
  const jobs = await claimJobs(db, batch, leaseMs);
  // All published before any is removed: a relay dying in between leaves jobs that are published again
  // and dropped by the duplicate window (Nats-Msg-Id).
  try {
    await Promise.all(
      jobs.map((job) => {
        const { attempts: _attempts, ...message } = job;
        return js.publish(subjectOf(stream, job), JSON.stringify(message satisfies JobMessage), {
          msgID: `job-${job.id}`,
          timeout: API_TIMEOUT_MS,
        });
      }),
    );
  } catch (error) {
    // The broker went away mid-relay: the jobs go back to the outbox now rather than when their lease ends
    // (those already published are dropped by the duplicate window when relayed again).
    await releaseJobs(db, jobs, error).catch(() => undefined);
    throw error;
  }
  await finishJobs(
    db,
    jobs.map((job) => job.id),
  );
  return jobs.length;
}

export function createNatsTrackingWorker(db: Kysely<Database>, options: NatsTrackingOptions): TrackingWorker {
  const stream = options.stream ?? 'TRACKING';
  const consumerName = options.consumer ?? 'tracking-workers';
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? DEFAULT_BATCH;
  const idleMs = options.idleMs ?? 250;
  const maxDeliver = options.maxDeliver ?? 20;
  const now = options.now ?? Date.now;
  const handle = options.handle ?? handleTrackingJob(db, now);
  const broker = createNatsConnection({
    url: options.url,
    stream,
    consumer: consumerName,
    leaseMs,
    maxDeliver,
    timeoutMs: API_TIMEOUT_MS,
  });
  const up = broker.up;

  /** Moves ready jobs from the outbox table to the stream; returns how many. */
  async function relay(): Promise<number> {
    const { js } = await up();
    return relayJobs(db, js, { stream, batch, leaseMs });
  }

  async function consume(): Promise<number> {
    const { js } = await up();
    const consumer = await js.consumers.get(stream, consumerName);
    // As many as are waiting (up to a batch), so a fetch returns at once instead of waiting for a full batch.
    const waiting = (await consumer.info()).num_pending;
    const expires = Math.max(1_000, idleMs);
    const messages = await consumer.fetch({ max_messages: Math.max(1, Math.min(batch, waiting)), expires });
    // A fetch whose connection dropped may never hear that it expired: it is stopped here instead, and the
    // messages it did not deliver stay in the stream.
    const guard = setTimeout(() => messages.stop(), expires + API_TIMEOUT_MS);
    const received: Array<{ message: JsMsg; job: ClaimedJob }> = [];
    try {
      for await (const message of messages)
        received.push({
          message,
          job: { ...message.json<JobMessage>(), attempts: message.info.deliveryCount },
        });
    } finally {
      clearTimeout(guard);
    }
    const messageOf = new Map(received.map(({ message, job }) => [job, message]));
    await runClaimedJobs(
      received.map(({ job }) => job),
      {
        batch: options.handle ? null : (together) => runTrackingJobs(db, together, now()),
        batchable: (job) => job.kind === POSITIONS_RECEIVED,
        handle,
        // After the handler's transaction committed: a worker dying before this gets the job redelivered.
        done: (job) => messageOf.get(job)!.ack(),
        failed: (job, error) => {
          options.onError?.(error, job);
          messageOf.get(job)!.nak(backoffMs(job.attempts));
        },
      },
    );
    return received.length;
  }

  async function runOnce(): Promise<number> {
    const relayed = await relay();
    const handled = await consume();
    return relayed + handled;
  }

  const loop = createWorkerLoop(runOnce, { ...options, idleMs });

  return {
    queue: 'nats',
    status: () => ({ queue: 'nats', failingSince: loop.failingSince(), broker: broker.state() }),
    runOnce,
    drain: () => drainJobs(runOnce),
    start: loop.start,
    async stop() {
      await loop.stop();
      await broker.close();
    },
  };
}
