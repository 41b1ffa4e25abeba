// The background side of exports (decision 0070): claims queued tasks one at a time, writes their files, and
// sweeps expired files. Durable by construction: a task lives in export_tasks, the claim is a row update, and a
// task whose process died mid-way (its heartbeat stops) is claimed again and rewritten from the start, or fails
// after MAX_ATTEMPTS, so none stays "running" forever. Any number of processes may run this worker.
import { mkdir, rm, stat } from 'node:fs/promises';
import type { OrdersService } from '../orders';
import { type ExportTaskRow, type ExportTasksRepository, MAX_ATTEMPTS } from './repository';
import { writeOrderExport } from './write-order-export';

export interface ExportWorkerOptions {
  repository: ExportTasksRepository;
  orders: OrdersService;
  exportDir: string;
  retentionHours: number;
  /** How often to look for work another process queued (a task queued here wakes the worker at once). */
  pollMs?: number;
  sweepMs?: number;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

class Interrupted extends Error {}

export function createExportWorker(options: ExportWorkerOptions) {
  const { repository } = options;
  const now = options.now ?? (() => new Date());
  const expiry = () => new Date(now().getTime() + options.retentionHours * 3600_000);
  let stopped = false;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;

  async function runTask(task: ExportTaskRow) {
    if (task.attempts > MAX_ATTEMPTS) {
      await repository.fail(task.id, 'The export was interrupted too many times', now(), expiry());
      return;
    }
    try {
      const { path } = await writeOrderExport(task, {
        orders: options.orders,
        exportDir: options.exportDir,
        onProgress: async (written, total) => {
          if (stopped) throw new Interrupted();
          await repository.progress(task.id, written, total, now());
        },
      });
      const { size } = await stat(path);
      await repository.finish(task.id, { path, size }, now(), expiry());
    } catch (error) {
      // Shutting down: the task goes back to the queue, for this process's next start or another process.
      if (error instanceof Interrupted) return repository.requeue(task.id);
      options.log?.(`export task ${task.id} failed`, error);
      await repository.fail(task.id, 'The export could not be written', now(), expiry());
    }
  }

  /** Claims and runs tasks until none is left; one pass at a time per process. */
  function drain(): Promise<void> {
    if (running) {
      wakeAgain = true;
      return running;
    }
    running = (async () => {
      await mkdir(options.exportDir, { recursive: true });
      do {
        wakeAgain = false;
        for (let task = await repository.claim(now()); task && !stopped; task = await repository.claim(now()))
          await runTask(task);
      } while (wakeAgain && !stopped);
    })()
      .catch((error) => options.log?.('export worker pass failed', error))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  async function sweep() {
    const expired = await repository.expired(now());
    for (const task of expired) if (task.file_path) await rm(task.file_path, { force: true });
    await repository.markExpired(expired.map((task) => task.id));
  }

  return {
    /** A task was queued: start on it now rather than at the next poll. */
    wake(): void {
      if (!stopped) void drain();
    },
    drain,
    sweep,
    start() {
      pollTimer = setInterval(() => void drain(), options.pollMs ?? 5_000);
      sweepTimer = setInterval(
        () => void sweep().catch((error) => options.log?.('export sweep failed', error)),
        options.sweepMs ?? 15 * 60_000,
      );
      pollTimer.unref();
      sweepTimer.unref();
      void drain();
      void sweep().catch((error) => options.log?.('export sweep failed', error));
    },
    /** Stops claiming; a task being written stops at its next page and is queued again. */
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      clearInterval(sweepTimer);
      await running;
    },
  };
}

export type ExportWorker = ReturnType<typeof createExportWorker>;
