// The engine in the loop (issue 7 §3): positions sent through the API move a paired demo tour from
// NOT_STARTED to FINISHED through the durable queue and a worker, which stores arrivals, departures, ETAs,
// delay statuses and events once however often a job is delivered.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { decodeId } from '../../kernel/public-id';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';
import { dbOf } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import {
  driveAlong,
  eventsOf,
  pairedDemoTour,
  sendFixes,
  stopsOf,
  tourStatusOf,
} from '../../test-support/tracking-fixtures';
import { enqueuePositionsReceived } from './enqueue-tracking-job';
import { sweepQuietTrackers } from './sweep-quiet-trackers';
import { claimJobs } from './tracking-queue';
import { createTrackingWorker } from './tracking-worker';

describe.each(engines())('tracking worker on $name', (engine) => {
  const app = useCargolens(engine);
  const worker = () => createTrackingWorker(dbOf(app));
  /** Each stop's row version: a stop written again gets a new one. */
  const rowVersions = async (tourKey: number) =>
    (
      await sql<{ xmin: string }>`SELECT xmin::text AS xmin FROM stops WHERE tour_id = ${tourKey}
        ORDER BY sequence`.execute(dbOf(app))
    ).rows.map((row) => row.xmin);
  /** Makes every job waiting for a retry due now, as if its backoff had passed. */
  const retriesDue = () =>
    dbOf(app)
      .updateTable('tracking_jobs')
      .set({ available_at: new Date(0) })
      .execute();
  const jobCount = async () =>
    Number(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM tracking_jobs`.execute(dbOf(app))).rows[0]!.n,
    );

  it('drives a paired tour from NOT_STARTED to FINISHED with arrivals, departures, ETAs and events', async () => {
    const tour = await pairedDemoTour(app);
    const stops = await stopsOf(app, tour.key);
    expect(await tourStatusOf(app, tour.key)).toBe('NOT_STARTED');
    const fixes = driveAlong(stops);
    // Half way: on the road between stops, ETAs for what is still ahead.
    const firstLegEnd = fixes.findIndex((fix, i) => i > 30 && fix.at - fixes[0]!.at > 40 * 60_000);
    await sendFixes(app, fixes.slice(0, firstLegEnd));
    // The engine's clock a minute after the last fix, as if the trip were live.
    const live = createTrackingWorker(dbOf(app), { now: () => fixes[firstLegEnd - 1]!.at + 60_000 });
    expect(await live.drain()).toBeGreaterThan(0);
    expect(await tourStatusOf(app, tour.key)).toBe('IN_PROGRESS');
    const midway = await stopsOf(app, tour.key);
    expect(midway[0]!.arrived_at).not.toBeNull();
    // Stop states are the domain's stopStates over the stored facts (decision 0065).
    expect(midway[0]).toMatchObject({ is_done: true, is_next_stop: false });
    expect(midway[1]).toMatchObject({ is_done: false, is_next_stop: true });
    const ahead = midway[midway.length - 1]!;
    expect(ahead.eta).not.toBeNull();
    expect(ahead).toMatchObject({ eta_source: 'internalRemainingLeadTime', eta_reason: null });
    expect(ahead.eta_explanation).toMatchObject({ detourFactor: expect.any(Number) });
    expect(ahead.eta_slot_start!.getTime()).toBeLessThanOrEqual(ahead.eta!.getTime());
    expect(ahead.eta_status).toEqual(expect.any(String));

    // Driving on: the stop left behind is not written again, the last one, whose ETA moves, is (decision 0214).
    const versions = await rowVersions(tour.key);
    const further = firstLegEnd + 5;
    await sendFixes(app, fixes.slice(firstLegEnd, further));
    await createTrackingWorker(dbOf(app), { now: () => fixes[further - 1]!.at + 60_000 }).drain();
    const driven = await rowVersions(tour.key);
    expect(driven[0]).toBe(versions[0]);
    expect(driven[driven.length - 1]).not.toBe(versions[versions.length - 1]);
    expect((await stopsOf(app, tour.key))[0]).toEqual(midway[0]);

    await sendFixes(app, fixes.slice(further));
    await worker().drain();
    expect(await tourStatusOf(app, tour.key)).toBe('FINISHED');
    const done = await stopsOf(app, tour.key);
    for (const stop of done) {
      expect(stop.arrived_at).not.toBeNull();
      expect(stop.left_at).not.toBeNull();
      expect(stop).toMatchObject({ is_skipped: false, is_done: true, is_next_stop: false });
    }
    const events = await eventsOf(app, tour.key);
    const codes = events.map((event) => event.code);
    expect(codes.filter((code) => code === 'TOUR_STATUS')).toHaveLength(3);
    expect(codes).toContain('ARR_LOAD');
    expect(codes).toContain('LEFT_LOADING_SITE');
    expect(codes).toContain('ARR_UNLOAD');
    expect(codes).toContain('DRIVER_LEFT_UNLOAD');
    // orders.tour_status follows the tour by trigger (migration 0016).
    const order = await dbOf(app)
      .selectFrom('orders')
      .select('tour_status')
      .where('tour_id', '=', tour.key)
      .executeTakeFirstOrThrow();
    expect(order.tour_status).toBe('FINISHED');

    // The same job delivered again (at least once): nothing new is written.
    const stateBefore = await dbOf(app)
      .selectFrom('tour_trackers')
      .select(['fed_until'])
      .where('tour_id', '=', tour.key)
      .executeTakeFirstOrThrow();
    const shuttle = await dbOf(app)
      .selectFrom('resources')
      .select(['id', 'organization_id'])
      .where('id', '=', decodeId(DEMO_SHIPPER_RESOURCE_ID)!)
      .executeTakeFirstOrThrow();
    await enqueuePositionsReceived(dbOf(app), [
      {
        organizationId: shuttle.organization_id,
        resourceId: shuttle.id,
        earliest: new Date(fixes[0]!.at),
      },
    ]);
    await worker().drain();
    expect(await eventsOf(app, tour.key)).toEqual(events);
    expect(await stopsOf(app, tour.key)).toEqual(done);
    expect(
      (
        await dbOf(app)
          .selectFrom('tour_trackers')
          .select('fed_until')
          .where('tour_id', '=', tour.key)
          .executeTakeFirstOrThrow()
      ).fed_until,
    ).toEqual(stateBefore.fed_until);
    expect(await jobCount()).toBe(0);
  });

  it('runs a job again when the worker that claimed it died, once its lease is over', async () => {
    const tour = await pairedDemoTour(app);
    // Demo shuttle tours repeat one route, and fixes fall on whole seconds: a drive ending 17 s off the first
    // test's minute grid sends positions not stored yet.
    const fixes = driveAlong(await stopsOf(app, tour.key), 30 * 60_000 + 17_000);
    await sendFixes(app, fixes.slice(0, 2));
    // A worker claims the job for 300 ms and dies without a word.
    const [claimed] = await claimJobs(dbOf(app), 10, 300);
    expect(claimed).toBeDefined();
    expect(await worker().runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await worker().runOnce()).toBe(1);
    expect(await tourStatusOf(app, tour.key)).toBe('TOWARDS_FIRST_STOP');
    const events = await eventsOf(app, tour.key);
    expect(events.map((event) => event.code).slice(0, 2)).toEqual(['TOUR_STATUS', 'DRIVING_TO_LOAD']);
    expect(await jobCount()).toBe(0);
  });

  it('lets the clock deprecate the ETAs of a tour whose device went quiet', async () => {
    const tour = await pairedDemoTour(app);
    const track = driveAlong(await stopsOf(app, tour.key));
    // The first two fixes of the drive, as sent a minute ago and now.
    const shift = Date.now() - track[1]!.at;
    await sendFixes(
      app,
      track.slice(0, 2).map((fix) => ({ ...fix, at: fix.at + shift })),
    );
    await worker().drain();
    const fresh = await stopsOf(app, tour.key);
    // Two fixes teach the engine little: its first ETA, not a deprecated one.
    expect(fresh[0]).toMatchObject({
      eta_reason: 'first_eta_calculation_in_progress',
      eta_source: 'internalRemainingLeadTime',
    });

    expect(await sweepQuietTrackers(dbOf(app), 0)).toBeGreaterThan(0);
    // Nothing came for two hours.
    const later = createTrackingWorker(dbOf(app), { now: () => Date.now() + 2 * 3_600_000 });
    await later.drain();
    const stale = await stopsOf(app, tour.key);
    expect(stale[0]).toMatchObject({ eta_reason: 'is_deprecated', arrived_at: null });
    expect(stale[0]!.eta_computed_at!.getTime()).toBeGreaterThan(fresh[0]!.eta_computed_at!.getTime());
    expect(await jobCount()).toBe(0);
  });

  it('puts a failing job back with a backoff and its error', async () => {
    await sendFixes(app, [{ at: Date.now() - 1_000, lat: 45.76, lng: 4.84 }]);
    const failing = createTrackingWorker(dbOf(app), {
      handle: async () => {
        throw new Error('route provider down');
      },
    });
    expect(await failing.runOnce()).toBe(1);
    const job = await dbOf(app)
      .selectFrom('tracking_jobs')
      .select(['attempts', 'last_error', 'locked_until', sql<boolean>`available_at > now()`.as('later')])
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      attempts: 1,
      last_error: 'route provider down',
      locked_until: null,
      later: true,
    });
    expect(await worker().runOnce()).toBe(0);
    await retriesDue();
    expect(await worker().runOnce()).toBe(1);
    expect(await jobCount()).toBe(0);
  });

  it('folds a failed job into the one that positions opened while it ran', async () => {
    const first = Date.now() - 2_000;
    await sendFixes(app, [{ at: first, lat: 45.761, lng: 4.841 }]);
    const failing = createTrackingWorker(dbOf(app), {
      handle: async () => {
        // Positions arrive while the job is held: they open a second, waiting job for the resource.
        await sendFixes(app, [{ at: Date.now() - 1_000, lat: 45.762, lng: 4.842 }]);
        throw new Error('engine crashed');
      },
    });
    expect(await failing.runOnce()).toBe(1);
    const jobs = await dbOf(app)
      .selectFrom('tracking_jobs')
      .select(['attempts', 'last_error', 'locked_until', 'payload'])
      .execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      attempts: 1,
      last_error: 'engine crashed',
      locked_until: null,
      // The waiting job reaches back to the failed one's fix, so the run it stands for covers both.
      payload: { earliest: new Date(first).toISOString() },
    });
    await retriesDue();
    expect(await worker().drain()).toBe(1);
    expect(await jobCount()).toBe(0);
  });
});
