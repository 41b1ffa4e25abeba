// The CPU a database's PostgreSQL backends use while a benchmark runs, read from /proc (PostgreSQL runs on this
// machine): what the database spends on the work measured, beside the server's and the client's CPU.
// Sampled rather than read once (server.ts's postgresCpuSeconds): a backend that ends before the measure does
// (the direct side's pool, closed when it is done) still counts, up to its last sample.
import type pg from 'pg';
import { cpuSecondsOf } from './server';

/** CPU seconds of this database's backends, summed over every backend seen while sampling. */
export function backendCpu(client: pg.Client, database: string) {
  const last = new Map<number, number>();
  const base = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  const read = (pid: number) => {
    try {
      return cpuSecondsOf(pid);
    } catch {
      return undefined; // the backend has ended
    }
  };
  async function sample() {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    for (const { pid } of rows) {
      const cpu = read(pid);
      if (cpu === undefined) continue;
      if (!base.has(pid)) base.set(pid, last.has(pid) ? 0 : cpu);
      last.set(pid, cpu);
    }
    for (const pid of last.keys()) {
      const cpu = read(pid);
      if (cpu !== undefined) last.set(pid, cpu);
    }
  }
  return {
    async start() {
      await sample();
      timer = setInterval(() => void sample().catch(() => {}), 200);
    },
    /** Seconds used since start (a backend that ended between two samples loses at most 200 ms). */
    async read() {
      await sample();
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - (base.get(pid) ?? cpu);
      return total;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
