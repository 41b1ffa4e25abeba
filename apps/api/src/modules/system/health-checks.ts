// What /api/health and /api/ready report (decision 0219): whether the database answers, and whether tracking
// keeps up (the oldest ready job's wait, the workers' failures, the NATS broker). Each check is bounded in time:
// while the database is away the answer comes within CHECK_TIMEOUT_MS, never a hang.
import type { Store } from '../../db/database';
import { queueBacklog, type TrackingWorker } from '../tracking';

/** The longest a check may wait for the database. */
export const CHECK_TIMEOUT_MS = 2_000;

export interface TrackingHealth {
  /** The queue this process's workers consume; null when it runs none (TRACKING_WORKERS=0). */
  queue: 'postgres' | 'nats' | null;
  /** Jobs ready (or held by a worker) in the PostgreSQL queue, the outbox of NATS; null when unknown. */
  waitingJobs: number | null;
  /** How long the oldest of them has been ready, in seconds; null when none or unknown. */
  oldestWaitingSeconds: number | null;
  /** NATS only: whether this process's workers reach the broker. */
  broker?: 'connected' | 'disconnected';
  /** A job waited longer than TRACKING_STALL_SECONDS, or a worker's loop has failed that long. */
  stalled: boolean;
}

export interface HealthReport {
  database: 'up' | 'down';
  tracking: TrackingHealth;
}

export interface HealthChecks {
  /** Adds this process's tracking workers, once they exist (start.ts creates them after the server). */
  watch(workers: readonly TrackingWorker[]): void;
  report(): Promise<HealthReport>;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createHealthChecks(
  store: Pick<Store, 'db'>,
  options: { stallAfterSeconds: number; timeoutMs?: number; now?: () => number },
): HealthChecks {
  const workers: TrackingWorker[] = [];
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;

  return {
    watch(list) {
      workers.push(...list);
    },
    async report() {
      const queue = await within(queueBacklog(store.db), timeoutMs).catch(() => null);
      const statuses = workers.map((worker) => worker.status());
      const failingSince = Math.min(
        ...statuses.map((status) => status.failingSince ?? Number.POSITIVE_INFINITY),
      );
      const broker = statuses.some((status) => status.broker === 'disconnected')
        ? 'disconnected'
        : statuses.some((status) => status.broker === 'connected')
          ? 'connected'
          : undefined;
      const oldest = queue?.oldest ?? null;
      const stalled =
        (oldest !== null && oldest > options.stallAfterSeconds) ||
        now() - failingSince > options.stallAfterSeconds * 1000;
      return {
        database: queue ? 'up' : 'down',
        tracking: {
          queue: statuses[0]?.queue ?? null,
          waitingJobs: queue?.waiting ?? null,
          oldestWaitingSeconds: oldest === null ? null : Math.round(oldest * 10) / 10,
          ...(broker ? { broker } : {}),
          stalled,
        },
      };
    },
  };
}
