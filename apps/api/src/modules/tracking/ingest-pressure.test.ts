// "A burst never slows the acknowledgement" (decision 0210): positions being taken in hold a worker's next
// claim back, for at most a bound, and the positions service counts its batches on the gauge it is given.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { decodeId } from '../../kernel/public-id';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';
import { dbOf } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { sendFixes } from '../../test-support/tracking-fixtures';
import { createPositionsRepository } from '../positions/repository';
import { createPositionsService } from '../positions/service';
import { createIngestPressure } from './ingest-pressure';
import { createTrackingWorker } from './tracking-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the gauge busy, as a batch being stored does, until the returned function is called. */
function holdBusy(pressure: ReturnType<typeof createIngestPressure>) {
  let release!: () => void;
  const held = pressure.during(() => new Promise<void>((resolve) => (release = resolve)));
  return async () => {
    release();
    await held;
  };
}

describe('the ingest gauge', () => {
  it('is quiet at once when nothing is being stored', async () => {
    const pressure = createIngestPressure();
    const started = performance.now();
    await pressure.quiet(10_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('is quiet when the last batch in flight is done, or when the wait is over', async () => {
    const pressure = createIngestPressure();
    const order: string[] = [];
    const releaseFirst = holdBusy(pressure);
    const releaseSecond = holdBusy(pressure);
    const quiet = pressure.quiet(60_000).then(() => order.push('quiet'));
    order.push('first stored');
    await releaseFirst();
    await sleep(20);
    order.push('second stored');
    await releaseSecond();
    await quiet;
    expect(order).toEqual(['first stored', 'second stored', 'quiet']);

    const releaseLast = holdBusy(pressure);
    await pressure.quiet(50);
    order.push('gave up waiting');
    await releaseLast();
    expect(order.at(-1)).toBe('gave up waiting');
  });
});

describe.each(engines())('tracking workers under ingest pressure on $name', (engine) => {
  const app = useCargolens(engine);
  const jobs = async () =>
    (await sql<{ attempts: number }>`SELECT attempts FROM tracking_jobs`.execute(dbOf(app))).rows;
  const until = async (done: () => Promise<boolean>) => {
    for (let waited = 0; waited < 10_000 && !(await done()); waited += 50) await sleep(50);
    expect(await done()).toBe(true);
  };

  it('counts a positions batch as in flight until it is stored', async () => {
    const pressure = createIngestPressure();
    const db = dbOf(app);
    const service = createPositionsService(createPositionsRepository(db), Date.now, pressure);
    const resource = await db
      .selectFrom('resources')
      .select(['id', 'organization_id'])
      .where('id', '=', decodeId(DEMO_SHIPPER_RESOURCE_ID)!)
      .executeTakeFirstOrThrow();
    const recordedAt = Date.now() - 60_000;
    const storedYet = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM positions
          WHERE resource_id = ${resource.id} AND recorded_at = ${new Date(recordedAt).toISOString()}`.execute(
          db,
        )
      ).rows[0]!.n;
    const ingest = service.ingestBatch(resource.organization_id, [
      { device: { resourceId: resource.id }, report: { recordedAt, lat: 45.75, lng: 4.85 } },
    ]);
    await pressure.quiet(60_000);
    // Quiet only once the batch's transaction is committed.
    expect(await storedYet()).toBe(1);
    expect((await ingest)[0]!.outcome).toBe('accepted');
  });

  it('holds its next claim while positions are being stored, and claims once they are', async () => {
    await sendFixes(app, [{ at: Date.now() - 30_000, lat: 45.76, lng: 4.84, speedKmh: null }]);
    expect(await jobs()).toEqual([{ attempts: 0 }]);
    const pressure = createIngestPressure();
    const release = holdBusy(pressure);
    const worker = createTrackingWorker(dbOf(app), { yieldTo: pressure, yieldAtMostMs: 60_000, idleMs: 10 });
    worker.start();
    try {
      await sleep(500);
      expect(await jobs()).toEqual([{ attempts: 0 }]);
      await release();
      await until(async () => (await jobs()).length === 0);
    } finally {
      await worker.stop();
    }
  });

  it('claims anyway once it has waited its bound, under positions that never stop', async () => {
    await sendFixes(app, [{ at: Date.now() - 20_000, lat: 45.77, lng: 4.83, speedKmh: null }]);
    expect(await jobs()).toHaveLength(1);
    const pressure = createIngestPressure();
    const release = holdBusy(pressure);
    const worker = createTrackingWorker(dbOf(app), { yieldTo: pressure, yieldAtMostMs: 200, idleMs: 10 });
    worker.start();
    try {
      await until(async () => (await jobs()).length === 0);
    } finally {
      await worker.stop();
      await release();
    }
  });
});
