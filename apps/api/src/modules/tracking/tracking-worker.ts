// A tracking worker: claims jobs from the durable queue and runs them, until stopped. start.ts runs
// TRACKING_WORKERS of them in-process; more processes may run their own against the same database, since the
// claim, the lease and the per-tour locks make them safe to run side by side (decision 0085).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { POSITIONS_RECEIVED, TOUR_FACTS_RECEIVED } from './enqueue-tracking-job';
import type { IngestPressure } from './ingest-pressure';
import { runClaimedJobs } from './run-claimed-jobs';
import { runTourFactsJob } from './run-tour-facts-job';
import { runTrackingJob, runTrackingJobs } from './run-tracking-job';
import { type ClaimedJob, claimJobs, failJob } from './tracking-queue';

export interface TrackingWorkerOptions {
  /** How long a claimed job is this worker's; after that another worker may take it. */
  leaseMs?: number;
  /** Jobs claimed at once; the positions jobs among them run in one transaction (decision 0175). */
  batch?: number;
  /** Sleep when the queue is empty. */
  idleMs?: number;
  /** The engine's clock (tests pin it); wall-clock time by default. */
  now?: () => number;
  /** Replaces the handling of one job (tests make it fail). */
  handle?: (job: ClaimedJob) => Promise<void>;
  /**
   * Batches of positions being stored in this process: before each claim of its own loop, the worker waits
   * for them to be done, for at most `yieldAtMostMs` (decision 0210). `runOnce` and `drain` do not wait.
   */
  yieldTo?: IngestPressure;
  /** The longest wait for `yieldTo`: under a load that never pauses, a batch of jobs at least this often. */
  yieldAtMostMs?: number;
  /** Sees every failure; `job` is absent when the claim itself failed (database gone, say). */
  onError?: (error: unknown, job?: ClaimedJob) => void;
}

/** How a worker fares, for the health and readiness checks (decision 0219). */
export interface TrackingWorkerStatus {
  queue: 'postgres' | 'nats';
  /** Since when (epoch ms) its loop has failed without a success since: the database or the broker away. */
  failingSince: number | null;
  /** NATS only: whether the connection to the broker is up. */
  broker?: 'connected' | 'disconnected';
}

export interface TrackingWorker {
  /** Which queue it consumes (decision 0153). */
  readonly queue: 'postgres' | 'nats';
  status(): TrackingWorkerStatus;
  /** Claims and runs one batch; resolves with the number of jobs claimed. */
  runOnce(): Promise<number>;
  /** Runs batches until the queue has nothing ready (tests, and the end of a replay). */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Jobs per claim: a hundred trucks' positions per transaction (decision 0175). */
export const DEFAULT_BATCH = 100;

/**
 * A worker waits at most this long for positions being stored before claiming (decision 0210): under a load
 * that never pauses, each worker still runs a batch of jobs this often, each job with all its truck's new
 * positions.
 */
export const YIELD_AT_MOST_MS = 5_000;

/** The wait before a failed loop tries again: the idle sleep, doubled each time up to 5 s (decision 0219). */
export function retryDelayMs(idleMs: number, failures: number): number {
  return Math.min(5_000, Math.max(idleMs, 100) * 2 ** Math.min(failures, 6));
}

/** How either queue's worker runs one job by its kind: the engine for positions, the tour's facts for events. */
export function handleTrackingJob(db: Kysely<Database>, now: () => number) {
  return async (job: ClaimedJob): Promise<void> => {
    // Unknown kinds (a newer version's jobs during a rolling upgrade) are left for a worker that knows them.
    if (job.kind === POSITIONS_RECEIVED) return runTrackingJob(db, job, now());
    if (job.kind === TOUR_FACTS_RECEIVED) return runTourFactsJob(db, job, now());
    throw new Error(`unknown tracking job kind ${job.kind}`);
  };
}

/** Before each claim of a worker's loop (either queue): this process's batches of positions go first. */
export async function yieldToIngest(options: TrackingWorkerOptions): Promise<void> {
  await options.yieldTo?.quiet(options.yieldAtMostMs ?? YIELD_AT_MOST_MS);
}

/** Runs passes until one finds nothing to do (tests and shutdowns); the jobs run in all. */
export async function drainJobs(runOnce: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let done = await runOnce(); done > 0; done = await runOnce()) total += done;
  return total;
}

/**
 * A worker's loop, for either queue: yield to this process's ingest, run a pass, sleep when it found nothing.
 * A pass that fails as a whole (the database or the broker away) does not end the loop: it tries again, less
 * often, until a pass succeeds, and `failingSince` tells the health checks since when (decision 0219).
 */
export function createWorkerLoop(
  runOnce: () => Promise<number>,
  options: TrackingWorkerOptions & { idleMs: number },
) {
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let failingSince: number | null = null;
  let failures = 0;

  async function run() {
    while (running) {
      await yieldToIngest(options);
      if (!running) break;
      let done = 0;
      try {
        done = await runOnce();
        failingSince = null;
        failures = 0;
      } catch (error) {
        failingSince ??= Date.now();
        failures += 1;
        options.onError?.(error);
      }
      if (done === 0 && running)
        await new Promise<void>((resolve) => {
          const pause = failingSince === null ? options.idleMs : retryDelayMs(options.idleMs, failures);
          const timer = setTimeout(resolve, pause);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  }

  return {
    failingSince: () => failingSince,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
  };
}

export function createTrackingWorker(
  db: Kysely<Database>,
  options: TrackingWorkerOptions = {},
): TrackingWorker {
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? DEFAULT_BATCH;
  const idleMs = options.idleMs ?? 250;
  const now = options.now ?? Date.now;
  const handle = options.handle ?? handleTrackingJob(db, now);
  async function runOnce(): Promise<number> {
    const jobs = await claimJobs(db, batch, leaseMs);
    await runClaimedJobs(jobs, {
      batch: options.handle ? null : (together) => runTrackingJobs(db, together, now()),
      batchable: (job) => job.kind === POSITIONS_RECEIVED,
      handle,
      failed: async (job, error) => {
        options.onError?.(error, job);
        await failJob(db, job, error).catch(() => {
          // The lease will expire and the job come back: losing this bookkeeping loses no work.
        });
      },
    });
    return jobs.length;
  }

  const loop = createWorkerLoop(runOnce, { ...options, idleMs });

  return {
    queue: 'postgres',
    status: () => ({ queue: 'postgres', failingSince: loop.failingSince() }),
    runOnce,
    drain: () => drainJobs(runOnce),
    start: loop.start,
    stop: loop.stop,
  };
}
