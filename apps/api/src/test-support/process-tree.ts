// A process's children as Linux lists them (/proc/<pid>/task/<tid>/children): what tests and benchmarks use to
// find the processes a server serves from (decision 0215) and to count their CPU.
import { readdirSync, readFileSync } from 'node:fs';

export function childrenOf(pid: number): number[] {
  const ids: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) ids.push(...listed.split(' ').map(Number));
    } catch {
      // the thread has ended
    }
  }
  return ids;
}

/** The children running the API server (apps/api/src/main.ts) under a supervisor, by pid. */
export function servingChildren(pid: number): number[] {
  return childrenOf(pid)
    .filter((child) => {
      try {
        return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false; // ended since it was listed
      }
    })
    .sort((a, b) => a - b);
}
