// `npm start` serves from processes this one forks (decision 0215): several sharing the API and OsmAnd ports on
// PostgreSQL, one on PGlite. It starts again one that ends while serving, and stops them all on SIGINT or
// SIGTERM. Each one is a whole Cargolens (routes, tracking workers, listeners): what processes must share
// already lives in PostgreSQL (sessions' access versions, sign-in failures, job claims, the time rules'
// schedule).
import cluster from 'node:cluster';

/**
 * How the serving processes' Node runs. A young generation of 128 MB instead of 16: with fifty requests in
 * flight, a small one is collected so often that what the requests still hold survives into the old
 * generation, and collecting cost more CPU than answering (bench:api: 2.1 against 1.5 ms of server CPU per
 * list at 64 MB; 128 MB takes scavenges from 180 to 108 per 11,000 lists and the CPU per list down another
 * 5 %, for 130 MB more resident at peak: decision 0215). An operator's own --max-semi-space-size, in
 * NODE_OPTIONS or on the command line, is kept.
 */
export const SERVING_NODE_FLAGS = ['--max-semi-space-size=128'] as const;

function servingExecArgv(): string[] {
  const own = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
  return own.includes('--max-semi-space-size')
    ? process.execArgv
    : [...SERVING_NODE_FLAGS, ...process.execArgv];
}

/** Which served process this is (0, 1…): the first prints the banner and drives the demo fleet. */
export const PROCESS_INDEX_VARIABLE = 'CARGOLENS_PROCESS_INDEX';

export function processIndex(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env[PROCESS_INDEX_VARIABLE] ?? 0);
}

export interface SupervisorOptions {
  /** Wait before starting again a process that ended. */
  restartDelayMs?: number;
  /** After SIGTERM, processes still running this long are killed. */
  stopTimeoutMs?: number;
}

export function superviseApiProcesses(count: number, options: SupervisorOptions = {}): void {
  const restartDelayMs = options.restartDelayMs ?? 1000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
  const running = new Map<number, ReturnType<typeof cluster.fork>>();
  let stopping = false;
  let exitCode = 0;

  function stopAll(code: number) {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of running.values()) worker.process.kill('SIGKILL');
    }, stopTimeoutMs).unref();
  }

  function fork(index: number) {
    // Only the first process drives the demo fleet: several would each drive every truck.
    const worker = cluster.fork({
      [PROCESS_INDEX_VARIABLE]: String(index),
      ...(index > 0 ? { SIMULATE: 'false' } : {}),
    });
    running.set(index, worker);
    let served = false;
    worker.once('listening', () => {
      served = true;
    });
    worker.once('exit', (code, signal) => {
      running.delete(index);
      const how = signal ?? `exit code ${code}`;
      if (stopping) {
        if (running.size === 0) process.exit(exitCode);
        return;
      }
      if (!served) {
        // One that never listened failed to start (a port taken, the database out of reach): starting it
        // again would only fail again.
        process.stderr.write(`Cargolens process ${index} did not start (${how}); stopping the others\n`);
        stopAll(1);
        return;
      }
      process.stderr.write(`Cargolens process ${index} ended (${how}); starting it again\n`);
      setTimeout(() => {
        if (!stopping) fork(index);
      }, restartDelayMs);
    });
  }

  cluster.setupPrimary({ execArgv: servingExecArgv() });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
  for (let index = 0; index < count; index += 1) fork(index);
}
