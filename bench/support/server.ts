// The API as a separate process for the benchmarks, started as `npm start` starts it without the tsx wrapper:
// /proc/<pid> is its supervisor, whose serving processes (decision 0215) cpuSecondsOf counts with it, and the
// load generator does not share their event loops.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../apps/api/src/config';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-users';
import { childrenOf, servingChildren } from '../../apps/api/src/test-support/process-tree';

export async function startApiServer(
  env: Record<string, string>,
  options: { port: number; seedDemo: boolean; processes?: number | 'default' },
): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS refuses it).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(options.port),
        // The OsmAnd position listener too, so that two benchmarks' servers can run side by side.
        OSMAND_PORT: String(options.port + 1000),
        HOST: '127.0.0.1',
        LOG: 'false',
        SEED_DEMO: String(options.seedDemo),
        // The demo fleet would add its own positions to what is measured.
        SIMULATE: 'false',
        WEB_DIST: '',
        // One serving process unless the benchmark asks for more (the figures recorded before decision 0215
        // ran one); 'default' leaves the server's own choice.
        ...(options.processes === 'default' ? {} : { API_PROCESSES: String(options.processes ?? 1) }),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

export async function stopApiServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill();
  await new Promise((r) => child.once('exit', r));
}

/** An access token of a demo user, through the same sign-in call a client makes. */
export async function demoToken(port: number, username: string): Promise<string> {
  const basic = Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64');
  const response = await fetch(`http://127.0.0.1:${port}/api/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { data: { attributes: { accessToken: string } } }).data.attributes
    .accessToken;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Clock ticks of CPU (user + system) of a process, of the children it waited for, and of its live descendants. */
function treeTicks(pid: number): number {
  // After the command name, utime, stime, cutime and cstime (fields 14-17 of stat) sit at 11-14.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  let ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  for (const child of childrenOf(pid)) {
    try {
      ticks += treeTicks(child);
    } catch {
      // the child has ended since it was listed
    }
  }
  return ticks;
}

/**
 * User + system CPU seconds a process and its descendants have used so far: a server serving from several
 * processes (API_PROCESSES) counts them all, one that ended and was waited for included (cutime, cstime).
 */
export function cpuSecondsOf(pid: number): number {
  return treeTicks(pid) / TICKS_PER_SECOND;
}

/**
 * User + system CPU seconds used so far by every PostgreSQL process of this host (postmaster, backends,
 * background workers), or by the backends of one database. Without a database, other databases' work on the
 * same server counts too: read it on a quiet machine.
 */
export function postgresCpuSeconds(database?: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // A backend's title is "postgres: [cluster: ]<user> <database> <client> <state>": with a database named,
      // only the backends of that database count (other databases on a shared server do not; nor do the
      // server's own processes, such as the WAL writer, or backends that have exited).
      if (database && !readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(' ').includes(database)) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      // the process ended while we read
    }
  }
  return total;
}

/** The value below which `p` % of the sorted samples fall. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** How many processes a server started by startApiServer serves from (API_PROCESSES). */
export function servingProcesses(pid: number): number {
  return Math.max(1, servingChildren(pid).length);
}
