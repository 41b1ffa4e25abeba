// The tracking queue's contract, run against both implementations (decision 0153): the PostgreSQL table
// (always) and NATS JetStream fed from it (when TEST_NATS_URL names a server with JetStream). A job enqueued
// with the data reaches a handler, once per delivery and at least once; a failure comes back after a backoff;
// a worker that dies holding a job loses it to another once its lease (ack wait) is over.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, describe, expect, it } from 'vitest';
import { dbOf } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { driveAlong, pairedDemoTour, sendFixes, stopsOf } from '../../test-support/tracking-fixtures';
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
        payload: { earliest: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) },
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

describe('choosing the queue (config.ts)', () => {
  it('runs on the PostgreSQL table without NATS_URL, on JetStream with it', async () => {
    const { createTrackingQueueWorker } = await import('./tracking-queue-worker');
    const { readConfig } = await import('../../config');
    const db = {} as ReturnType<typeof dbOf>;
    // Neither touches the database or the network until it runs.
    expect(createTrackingQueueWorker(db, readConfig({})).queue).toBe('postgres');
    const nats = readConfig({ NATS_URL: 'nats://127.0.0.1:4222' });
    expect(nats).toMatchObject({ natsUrl: 'nats://127.0.0.1:4222', natsStream: 'TRACKING' });
    expect(createTrackingQueueWorker(db, nats).queue).toBe('nats');
  });
});

// End to end with NATS_URL set: positions sent to a running Cargolens go through the outbox, the stream and a
// worker, and the stop states are stored.
describe.each(natsUrl ? engines() : [])('positions through NATS JetStream on $name', (engine) => {
  const e2eStream = `E2E_${engine.name}_${process.pid}_${Date.now()}`;
  const app = useCargolens(engine, {
    trackingWorkers: 1,
    env: () => ({ NATS_URL: natsUrl, NATS_STREAM: e2eStream }),
  });
  afterAll(async () => {
    const nc = await connect({ servers: natsUrl! });
    await (await jetstreamManager(nc)).streams.delete(e2eStream).catch(() => false);
    await nc.close();
  });

  it('stores the arrival and stop states of a position sent in', async () => {
    const tour = await pairedDemoTour(app);
    const stops = await stopsOf(app, tour.key);
    const fixes = driveAlong(stops);
    // Up to a few minutes after reaching the first stop.
    const arrivedBy = fixes.findIndex((fix, i) => i > 0 && fix.at - fixes[0]!.at > 10 * 60_000);
    await sendFixes(app, fixes.slice(0, arrivedBy));
    let first = (await stopsOf(app, tour.key))[0]!;
    for (let i = 0; i < 150 && first.arrived_at === null; i++) {
      await sleep(100);
      first = (await stopsOf(app, tour.key))[0]!;
    }
    expect(first.arrived_at).not.toBeNull();
    expect(first).toMatchObject({ is_on_site: true, is_done: false });
    // The outbox is empty: the job went to the stream and was acked after its transaction.
    expect(await dbOf(app).selectFrom('tracking_jobs').select('id').execute()).toEqual([]);
  });
});
