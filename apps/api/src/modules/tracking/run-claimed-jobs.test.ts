// A worker's claim runs as one batch; when the batch fails, each job runs alone so only the one at fault is
// retried later (decision 0175).
import { describe, expect, it } from 'vitest';
import { runClaimedJobs } from './run-claimed-jobs';
import type { ClaimedJob } from './tracking-queue';

const job = (id: number, kind = 'positions.received'): ClaimedJob => ({
  id: String(id),
  kind,
  organizationId: 1,
  resourceId: id,
  tourId: null,
  payload: {},
  attempts: 1,
});

function recorder(guilty: string | null) {
  const log = {
    batches: [] as string[][],
    alone: [] as string[],
    done: [] as string[],
    failed: [] as string[],
  };
  return {
    log,
    runner: {
      batch: async (jobs: ClaimedJob[]) => {
        log.batches.push(jobs.map((j) => j.id));
        if (guilty !== null && jobs.some((j) => j.id === guilty)) throw new Error('rolled back');
      },
      batchable: (j: ClaimedJob) => j.kind === 'positions.received',
      handle: async (j: ClaimedJob) => {
        log.alone.push(j.id);
        if (j.id === guilty) throw new Error('bad job');
      },
      done: (j: ClaimedJob) => log.done.push(j.id),
      failed: (j: ClaimedJob) => {
        log.failed.push(j.id);
      },
    },
  };
}

describe('running a claim', () => {
  it('runs the positions jobs together and other kinds alone', async () => {
    const { log, runner } = recorder(null);
    await runClaimedJobs([job(1), job(2), job(3, 'tour.facts.received'), job(4)], runner);
    expect(log.batches).toEqual([['1', '2', '4']]);
    expect(log.alone).toEqual(['3']);
    expect(log.done.sort()).toEqual(['1', '2', '3', '4']);
    expect(log.failed).toEqual([]);
  });

  it('runs each job alone when the batch fails, and only the guilty one fails', async () => {
    const { log, runner } = recorder('2');
    await runClaimedJobs([job(1), job(2), job(3)], runner);
    expect(log.alone).toEqual(['1', '2', '3']);
    expect(log.done).toEqual(['1', '3']);
    expect(log.failed).toEqual(['2']);
  });
});
