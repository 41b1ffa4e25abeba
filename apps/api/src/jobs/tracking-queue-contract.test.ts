// The tracking queue's contract, run against both implementations (decision 0153): the PostgreSQL table
// (always) and NATS JetStream fed from it (when TEST_NATS_URL names a server with JetStream). A job enqueued
// with the data reaches a handler, once per delivery and at least once; a failure comes back after a backoff;
// a worker that dies holding a job loses it to another once its lease (ack wait) is over.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, describe, expect, it } from 'vitest';
import { dbOf } from '../modules/chartering/assignment-fixtures';
import { useCargolens } from '../test-support/cargolens';
import { engines } from '../test-support/engines';
import { enqueuePositionsReceived, POSITIONS_RECEIVED } from './enqueue-tracking-job';
import { createNatsTrackingWorker } from './nats-tracking-worker';
import { type ClaimedJob, finishJob } from './tracking-queue';
import { createTrackingWorker, type TrackingWorker, type TrackingWorkerOptions } from './tracking-worker';

const natsUrl = process.env.TEST_NATS_URL;
const stream = `CONTRACT_${process.pid}_${Date.now()}`;

const implementations: {
  name: string;
  make: (db: ReturnType<typeof dbOf>, options: TrackingWorkerOptions) => TrackingWorker;
}[] = [
  { name: 'the PostgreSQL table', make: (db, options) => createTrackingWorker(db, options) },
  ...(natsUrl
    ? [
        {
          name: 'NATS JetStream',
          make: (db: ReturnType<typeof dbOf>, options: TrackingWorkerOptions) =>
            createNatsTrackingWorker(db, { ...options, url: natsUrl, stream, idleMs: 1_000 }),
        },
      ]
    : []),
];

afterAll(async () => {
  if (!natsUrl) return;
  const nc = await connect({ servers: natsUrl });
  await (await jetstreamManager(nc)).streams.delete(stream).catch(() => false);
  await nc.close();
});

// The lease of a PostgreSQL claim; on JetStream the consumer's ack wait, set once when the consumer is made.
const LEASE_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(implementations)('tracking queue contract on $name', (implementation) => {
  const app = useCargolens(engines()[0]!);
  const workers: TrackingWorker[] = [];
  const worker = (options: TrackingWorkerOptions) => {
    const made = implementation.make(dbOf(app), { leaseMs: LEASE_MS, ...options });
    workers.push(made);
    return made;
  };
  afterAll(async () => {
    // A worker left holding a job (the one that "died") may never settle: do not wait for it long.
    await Promise.all(workers.map((w) => Promise.race([w.stop(), sleep(2_000)])));
  });
  const enqueue = async (skip: number) => {
    const resource = await dbOf(app)
      .selectFrom('resources')
      .select(['id', 'organization_id'])
      .orderBy('id')
      .offset(skip)
      .executeTakeFirstOrThrow();
    const at = new Date();
    await enqueuePositionsReceived(dbOf(app), [
      {
        organizationId: resource.organization_id,
        resourceId: resource.id,
        earliest: at,
        latest: at,
        positions: 3,
      },
    ]);
    return resource.id;
  };
  /** A handler stores its work and finishes the job in one transaction, as runTrackingJob does. */
  const finish = async (handled: ClaimedJob[], job: ClaimedJob) => {
    handled.push(job);
    await finishJob(dbOf(app), job.id);
  };
  const waiting = async () => (await dbOf(app).selectFrom('tracking_jobs').select('id').execute()).length;

  it('delivers an enqueued job to a handler, and once handled it is not delivered again', async () => {
    const resourceId = await enqueue(0);
    const handled: ClaimedJob[] = [];
    const consumer = worker({ handle: async (job) => finish(handled, job) });
    expect(await consumer.drain()).toBeGreaterThan(0);
    expect(handled).toEqual([
      expect.objectContaining({
        kind: POSITIONS_RECEIVED,
        resourceId,
        attempts: 1,
        payload: expect.objectContaining({ positions: 3 }),
      }),
    ]);
    expect(await waiting()).toBe(0);
    await consumer.drain();
    expect(handled).toHaveLength(1);
  });

  it('brings a failed job back after a backoff, and delivers it again', async () => {
    const resourceId = await enqueue(1);
    const attempts: number[] = [];
    const consumer = worker({
      handle: async (job) => {
        attempts.push(job.attempts);
        if (job.attempts === 1) throw new Error('database gone');
        await finishJob(dbOf(app), job.id);
      },
    });
    await consumer.runOnce();
    expect(attempts).toEqual([1]);
    // backoffMs(1) = 2 s.
    await sleep(2_300);
    await consumer.drain();
    expect(attempts).toEqual([1, 2]);
    expect(resourceId).toEqual(expect.any(Number));
  });

  it('gives the job of a worker that died to another once the lease is over', async () => {
    const resourceId = await enqueue(2);
    let taken = false;
    const dying = worker({
      handle: () => {
        taken = true;
        return new Promise<void>(() => {});
      },
    });
    void dying.runOnce();
    for (let i = 0; i < 50 && !taken; i++) await sleep(100);
    expect(taken).toBe(true);
    const handled: ClaimedJob[] = [];
    const survivor = worker({ handle: async (job) => finish(handled, job) });
    await survivor.runOnce();
    expect(handled).toEqual([]);
    await sleep(LEASE_MS);
    await survivor.drain();
    expect(handled).toEqual([expect.objectContaining({ resourceId, attempts: 2 })]);
  });
});
