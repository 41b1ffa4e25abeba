// The baseline of bench:api: the very queries GET /api/orders runs for a scenario (the page with its details and
// tags, the count), called through the orders service in-process with the same concurrency, without HTTP,
// JSON:API, validation, auth or serializing. `threads` splits the concurrency over that many worker threads,
// each with its own pool, as the API splits it over its processes (decision 0215).
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { openStore } from '../../apps/api/src/db/database';
import { createOrdersRepository } from '../../apps/api/src/modules/orders/repository';
import { createOrdersService } from '../../apps/api/src/modules/orders/service';
import { percentile } from '../support/server';
import { SCENARIOS } from './scenarios';

export interface DirectRun {
  storeOptions: { dataDir: string; databaseUrl?: string };
  organizationId: number;
  scenarioName: string;
  connections: number;
  /** The moment (performance.timeOrigin + now) every caller stops at. */
  deadlineEpochMs: number;
}

export interface DirectLoop {
  latencies: number[];
  matching: number;
  ids: number[];
}

/** `connections` callers asking for the scenario's list until the deadline, on a store of their own. */
export async function directLoop(run: DirectRun): Promise<DirectLoop> {
  const scenario = SCENARIOS.find((s) => s.name === run.scenarioName)!;
  const store = await openStore(run.storeOptions);
  const service = createOrdersService(createOrdersRepository(store.db));
  const scope = { organizationId: run.organizationId, allOrganizations: false };
  const first = await service.list(scope, scenario.input);
  const latencies: number[] = [];
  const now = () => performance.timeOrigin + performance.now();
  async function caller() {
    while (now() < run.deadlineEpochMs) {
      const started = performance.now();
      await service.list(scope, scenario.input);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: run.connections }, caller));
  await store.close();
  return { latencies, matching: first.total, ids: first.orders.map((o) => o.id) };
}

/**
 * The direct side's callers, on this thread or split over worker threads that live as long as the benchmark's
 * server does: a thread started for each round would be measured while its JIT warms up.
 */
export function directSide(threads: number) {
  const workers = Array.from(
    { length: threads > 1 ? threads : 0 },
    () => new Worker(new URL('./direct-thread.mjs', import.meta.url)),
  );
  const inThread = (worker: Worker, run: DirectRun) =>
    new Promise<DirectLoop>((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      worker.once('error', fail);
      worker.once('message', (loop: DirectLoop) => {
        worker.off('error', fail);
        resolve(loop);
      });
      worker.postMessage(run);
    });

  return {
    async measure(
      storeOptions: DirectRun['storeOptions'],
      organizationId: number,
      scenarioName: string,
      options: { connections: number; durationSeconds: number },
    ) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const base = { storeOptions, organizationId, scenarioName };
      const deadlineEpochMs = performance.timeOrigin + started + options.durationSeconds * 1000;
      const loops =
        workers.length === 0
          ? [await directLoop({ ...base, connections: options.connections, deadlineEpochMs })]
          : await Promise.all(
              // The callers split as evenly as they can.
              workers.map((worker, i) =>
                inThread(worker, {
                  ...base,
                  connections: Math.floor((options.connections + i) / workers.length),
                  deadlineEpochMs,
                }),
              ),
            );
      const elapsed = (performance.now() - started) / 1000;
      // The whole process's CPU: every thread's.
      const cpu = process.cpuUsage(cpuBefore);
      const latencies = loops.flatMap((loop) => loop.latencies).sort((a, b) => a - b);
      return {
        rps: latencies.length / elapsed,
        /** This process's CPU (user + system) per list answered: the service's share, load-independent. */
        cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / latencies.length,
        answered: latencies.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        matching: loops[0]!.matching,
        ids: loops[0]!.ids,
      };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
