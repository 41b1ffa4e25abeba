// The import tasks' worker: polls for a pending task, runs it, and polls again; `kick` wakes it at once when
// a task is created. Any number of processes may run one (claims are durable, see claim-task.ts). Stopping
// ends the current batch and gives the task back, so a restart resumes it; a process that dies instead lets
// its lease lapse and another resumes it. A task that keeps stopping is failed, never left running.
import { AppError } from '@cargolens/domain/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { claimImportTask, finishTask, releaseTask } from './claim-task';
import type { Importer, ImportType } from './importer';
import type { ImportsRepository } from './repository';
import { runImportTask } from './run-import-task';

export interface ImportWorkerOptions {
  db: Kysely<Database>;
  repository: ImportsRepository;
  importers: Record<ImportType, Importer>;
  batchSize: number;
  pollMs: number;
  maxAttempts?: number;
  onError?: (error: unknown) => void;
}

export function createImportWorker(options: ImportWorkerOptions) {
  const maxAttempts = options.maxAttempts ?? 3;
  let stopping = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function runOne(): Promise<boolean> {
    const task = await claimImportTask(options.db);
    if (!task) return false;
    const claim = { id: task.id, attempts: task.attempts };
    if (task.attempts > maxAttempts) {
      await finishTask(options.db, claim, `The import stopped ${maxAttempts} times before it could finish`);
      return true;
    }
    try {
      const outcome = await runImportTask(task, {
        db: options.db,
        repository: options.repository,
        importer: options.importers[task.type as ImportType],
        batchSize: options.batchSize,
        shouldStop: () => stopping,
      });
      if (outcome === 'done') await finishTask(options.db, claim, null);
      else if (outcome === 'stopped') await releaseTask(options.db, claim);
    } catch (error) {
      // A file the upload accepted but the run cannot read (it should not happen) fails at once, with why.
      if (error instanceof AppError) {
        await finishTask(options.db, claim, error.detail ?? error.message);
        return true;
      }
      // Left claimed: the lease lapses and the task is tried again, up to maxAttempts, then failed.
      options.onError?.(error);
    }
    return true;
  }

  async function run() {
    while (!stopping) {
      let worked = false;
      try {
        worked = await runOne();
      } catch (error) {
        options.onError?.(error);
      }
      if (worked || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    start() {
      loop ??= run();
    },
    kick() {
      wake?.();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
