// How a worker runs what it claimed (decision 0175): the `positions.received` jobs together, in one
// transaction (runTrackingJobs), so a claim of a hundred trucks costs one lock, one read and one write per
// table instead of a hundred transactions. If that transaction fails, nothing of it is stored, and each job
// runs again alone: a job that fails by itself is retried with its own backoff, the others are not held back.
// Other kinds, and a worker given its own `handle` (tests), run one by one.
import type { ClaimedJob } from './tracking-queue';

export interface ClaimedJobsRunner {
  /** The jobs that may share one transaction, run together; null runs every job alone. */
  batch: ((jobs: ClaimedJob[]) => Promise<void>) | null;
  /** Whether a job may go into `batch`. */
  batchable: (job: ClaimedJob) => boolean;
  /** One job alone. */
  handle: (job: ClaimedJob) => Promise<void>;
  /** Its work is stored (committed). */
  done?: (job: ClaimedJob) => void;
  /** It failed alone. */
  failed: (job: ClaimedJob, error: unknown) => Promise<void> | void;
}

export async function runClaimedJobs(jobs: readonly ClaimedJob[], runner: ClaimedJobsRunner): Promise<void> {
  let alone = [...jobs];
  const together = runner.batch ? jobs.filter(runner.batchable) : [];
  if (runner.batch && together.length > 1) {
    try {
      await runner.batch(together);
      for (const job of together) runner.done?.(job);
      alone = jobs.filter((job) => !together.includes(job));
    } catch {
      // Rolled back as a whole: each runs alone below, and only the guilty one fails.
    }
  }
  for (const job of alone) {
    try {
      await runner.handle(job);
      runner.done?.(job);
    } catch (error) {
      await runner.failed(job, error);
    }
  }
}
