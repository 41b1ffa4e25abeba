// The time-driven tracking rules (issue 7 §3, decisions 0150–0152) on a real Cargolens, with the clock pinned:
// GPS recency stored when it changes, a silent tour stated once and cleared when positions return, a stale
// external ETA deprecated so the engine's leads again, and the carrier reminded once 30 minutes into a
// delivery delay without a new ETA, by notification and email. Every effect is announced on the change feed.
import { describe, expect, it } from 'vitest';
import { decodeId } from '../../../kernel/public-id';
import type { Mailer, MailMessage } from '../../../mail/mailer';
import {
  DEMO_EVENT_DELIVERY_STOP_ID,
  DEMO_EVENT_ORDER_ID,
  DEMO_SHIPPER_RESOURCE_ID,
} from '../../../openapi/example-ids';
import { DEMO_ORGANIZATIONS } from '../../../seed/demo-users';
import { dbOf, demoTour } from '../../../test-support/assignment-fixtures';
import { useCargolens } from '../../../test-support/cargolens';
import { engines } from '../../../test-support/engines';
import {
  driveAlong,
  pairedDemoTour,
  sendFixes,
  stopsOf,
  storeLateDelivery,
} from '../../../test-support/tracking-fixtures';
import { enqueueTourFactsReceived } from '../enqueue-tracking-job';
import { TRACKING_CHANNEL, type TrackingChange } from '../publish-tracking-change';
import { createTrackingWorker } from '../tracking-worker';
import { runTimeRules, scheduleTimeRules } from './run-time-rules';

const MINUTE = 60_000;

describe.each(engines())('time-driven tracking rules on $name', (engine) => {
  const app = useCargolens(engine);
  const db = () => dbOf(app);
  const heard: TrackingChange[] = [];
  const listen = () =>
    app.running.store.listen(TRACKING_CHANNEL, {
      message: (payload) => heard.push(JSON.parse(payload)),
      gap: () => {},
    });
  const announced = async (tourId: number) => {
    // PostgreSQL delivers NOTIFY asynchronously to the listening connection.
    for (let i = 0; i < 50 && !heard.some((c) => c.tourId === tourId); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return heard.some((c) => c.tourId === tourId);
  };

  it('stores GPS recency when it changes, and states a silent tour once until positions return', async () => {
    const unlisten = await listen();
    try {
      const tour = await pairedDemoTour(app);
      const fixes = driveAlong(await stopsOf(app, tour.key));
      await sendFixes(app, fixes.slice(0, 3));
      const last = fixes[2]!.at;
      await createTrackingWorker(db(), { now: () => last + MINUTE }).drain();
      const tourRow = () =>
        db()
          .selectFrom('tours')
          .select(['status', 'gps_recency', 'silent_since'])
          .where('id', '=', tour.key)
          .executeTakeFirstOrThrow();
      const resource = () =>
        db()
          .selectFrom('resources')
          .select('gps_recency')
          .where('id', '=', decodeId(DEMO_SHIPPER_RESOURCE_ID)!)
          .executeTakeFirstOrThrow();
      const lostGps = async () =>
        (
          await db()
            .selectFrom('tracking_events')
            .select(['code', 'occurred_at', 'stop_id'])
            .where('tour_id', '=', tour.key)
            .where('code', 'like', 'LOST_GPS_%')
            .execute()
        ).map((e) => ({ ...e, occurred_at: e.occurred_at.getTime() }));
      expect((await tourRow()).status).not.toBe('NOT_STARTED');

      // 10 minutes after the last fix: recent.
      await runTimeRules(db(), last + 10 * MINUTE);
      expect(await tourRow()).toMatchObject({ gps_recency: 'RECENT', silent_since: null });
      expect((await resource()).gps_recency).toBe('RECENT');
      expect(await announced(tour.key)).toBe(true);

      // Exactly 60 minutes: still recent. 75 minutes: outdated and silent since the 60th minute.
      heard.length = 0;
      let result = await runTimeRules(db(), last + 60 * MINUTE);
      expect(result.gps).toMatchObject({ toursChanged: 0, wentSilent: 0 });
      result = await runTimeRules(db(), last + 75 * MINUTE);
      expect(result.gps).toMatchObject({ toursChanged: 1, wentSilent: 1 });
      expect(await tourRow()).toMatchObject({
        gps_recency: 'OUTDATED',
        silent_since: new Date(last + 60 * MINUTE),
      });
      expect((await resource()).gps_recency).toBe('OUTDATED');
      expect(await announced(tour.key)).toBe(true);
      // The truck heads to the first (loading) stop: the loading lost-GPS alert, dated when it went silent.
      const stops = await stopsOf(app, tour.key);
      expect(await lostGps()).toEqual([
        { code: 'LOST_GPS_LOAD', occurred_at: last + 60 * MINUTE, stop_id: stops[0]!.id },
      ]);

      // Run again, or by a second process at the same instant: nothing new.
      result = await runTimeRules(db(), last + 90 * MINUTE);
      expect(result.gps).toMatchObject({ resourcesChanged: 0, toursChanged: 0, wentSilent: 0 });
      expect(await lostGps()).toHaveLength(1);

      // Positions come back: the worker that stores them ends the silence (decision 0227); the rules then
      // find the tour recent again, with no silence left to clear.
      await sendFixes(app, fixes.slice(3, 5));
      const back = fixes[4]!.at;
      await createTrackingWorker(db(), { now: () => back + MINUTE }).drain();
      expect(await tourRow()).toMatchObject({ gps_recency: 'OUTDATED', silent_since: null });
      heard.length = 0;
      result = await runTimeRules(db(), back + 2 * MINUTE);
      expect(result.gps).toMatchObject({ toursChanged: 1, heardAgain: 0 });
      expect(await tourRow()).toMatchObject({ gps_recency: 'RECENT', silent_since: null });
      expect(await announced(tour.key)).toBe(true);

      // Unpaired while under way: the rules no longer watch it, and the recency it held is cleared.
      await db()
        .updateTable('tours')
        .set({ resource_id: null, pairing_agency: 'NONE' })
        .where('id', '=', tour.key)
        .execute();
      result = await runTimeRules(db(), back + 3 * MINUTE);
      expect(result.gps).toMatchObject({ toursChanged: 1 });
      expect(await tourRow()).toMatchObject({ gps_recency: null, silent_since: null });
      result = await runTimeRules(db(), back + 80 * MINUTE);
      expect(result.gps).toMatchObject({ toursChanged: 0, wentSilent: 0 });
    } finally {
      await unlisten();
    }
  });

  it('deprecates an external ETA 60 minutes after it was worked out, and the engine ETA leads again', async () => {
    const stopKey = decodeId(DEMO_EVENT_DELIVERY_STOP_ID)!;
    const stop = await db()
      .selectFrom('stops')
      .selectAll()
      .where('id', '=', stopKey)
      .executeTakeFirstOrThrow();
    const windowEnd = (stop.appointment_end ?? stop.planned_end)!.getTime();
    const recordedOn = Date.now() - 5 * MINUTE;
    const external = new Date(windowEnd + 3 * 60 * MINUTE);
    const internal = new Date(windowEnd - 30 * MINUTE);
    const postEta = async (eventId: string, recorded: number) =>
      app.api.request('POST', '/api/etas', {
        token: await app.tokenOf('api.client'),
        body: {
          data: [
            {
              type: 'externalEtas',
              attributes: {
                eventId,
                eta: external.toISOString(),
                recordedOn: new Date(recorded).toISOString(),
              },
              relationships: { stop: { data: { type: 'stops', id: DEMO_EVENT_DELIVERY_STOP_ID } } },
            },
          ],
        },
      });
    expect((await postEta('rules-eta-1', recordedOn)).status).toBe(200);
    // The engine's own ETA, as a worker stored it.
    await db()
      .updateTable('stops')
      .set({ eta: internal, eta_source: 'internalRemainingLeadTime' })
      .where('id', '=', stopKey)
      .execute();
    const drain = () => createTrackingWorker(db()).drain();
    await drain();
    const shown = async () => {
      const order = await app.api.get(
        `/api/orders/${DEMO_EVENT_ORDER_ID}?include=stops`,
        await app.tokenOf('shipper.operator'),
      );
      return order.body.included.find((r: any) => r.type === 'stops' && r.id === DEMO_EVENT_DELIVERY_STOP_ID)
        .attributes.eta;
    };
    expect(await shown()).toMatchObject({
      source: 'external',
      date: external.toISOString(),
      isDeprecated: false,
    });

    expect((await runTimeRules(db(), recordedOn + 60 * MINUTE)).deprecatedEtas).toBe(0);
    expect((await runTimeRules(db(), recordedOn + 61 * MINUTE)).deprecatedEtas).toBe(1);
    const flagged = await db()
      .selectFrom('stops')
      .select('external_eta_deprecated')
      .where('id', '=', stopKey)
      .executeTakeFirstOrThrow();
    expect(flagged.external_eta_deprecated).toBe(true);
    // The tour gets a job, so the delay status is judged again on the ETA that now leads.
    const jobs = await db().selectFrom('tracking_jobs').select(['kind', 'tour_id']).execute();
    expect(jobs).toContainEqual({ kind: 'tour.facts.received', tour_id: stop.tour_id });
    await drain();
    // The engine's ETA (recomputed by the run) leads; the stale external one no longer does.
    const fallback = await shown();
    expect(fallback.source).toBe('internalRemainingLeadTime');
    expect(fallback.date).not.toBe(external.toISOString());
    expect(fallback.isDeprecated).toBe(false);
    // Without an engine ETA the stale external one is still shown, and said to be stale: a tour no resource
    // drives keeps its stored ETAs at its next run, here none.
    await db().updateTable('stops').set({ eta: null }).where('id', '=', stopKey).execute();
    const tour = await db()
      .updateTable('tours')
      .set({ pairing_agency: 'NONE' })
      .where('id', '=', stop.tour_id)
      .returning(['id', 'organization_id'])
      .executeTakeFirstOrThrow();
    await enqueueTourFactsReceived(db(), [{ organizationId: tour.organization_id, tourId: tour.id }]);
    await drain();
    expect(await shown()).toMatchObject({
      source: 'external',
      date: external.toISOString(),
      isDeprecated: true,
    });
    // Once marked, it is not marked again.
    expect((await runTimeRules(db(), recordedOn + 90 * MINUTE)).deprecatedEtas).toBe(0);

    // A newer external ETA is current again.
    expect((await postEta('rules-eta-2', Date.now())).status).toBe(200);
    await drain();
    expect(await shown()).toMatchObject({ source: 'external' });
  });

  it('reminds the carrier once, 30 minutes into a delivery delay without a new ETA, by notification and email', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { enabled: true, send: async (message) => void sent.push(message) };
    const tour = await demoTour(app, {
      owner: 'shipper',
      carrier: 'carrier',
      status: 'NOT_STARTED',
      skip: 1,
    });
    // What the worker stored: the tour under way, the delivery stop 45 minutes late by its ETA.
    const delivery = await storeLateDelivery(app, tour.key, 45);
    const windowEnd = (delivery.appointment_end ?? delivery.planned_end)!.getTime();
    const t0 = Date.now();
    const reminders = () =>
      db()
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select(['u.username', 'n.kind', 'n.details', 'n.emailed_at', 'n.stop_id'])
        .where('n.stop_id', '=', delivery.id)
        .orderBy('u.username')
        .execute();
    const carrierUsers = await db()
      .selectFrom('users as u')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .select(['u.username', 'u.email', 'u.receive_mail', 'o.id as organization_id'])
      .where('o.name', '=', DEMO_ORGANIZATIONS.carrier)
      .where('u.deactivated_at', 'is', null)
      .orderBy('u.username')
      .execute();
    expect(carrierUsers.length).toBeGreaterThan(0);

    // The workflow opens when the delay is first found; nobody is reminded before 30 minutes.
    // (Other demo stops may be late too: every check below is about this stop.)
    const lateSince = async () =>
      (
        await db()
          .selectFrom('stops')
          .select('late_since')
          .where('id', '=', delivery.id)
          .executeTakeFirstOrThrow()
      ).late_since;
    const mailsOfTour = () => sent.filter((m) => m.subject.includes(tour.reference));
    await runTimeRules(db(), t0, { mailer });
    expect(await lateSince()).toEqual(new Date(t0));
    await runTimeRules(db(), t0 + 29 * MINUTE, { mailer });
    expect(await reminders()).toEqual([]);
    heard.length = 0;
    const unlisten = await listen();
    try {
      await runTimeRules(db(), t0 + 30 * MINUTE, { mailer });
      expect(await reminders()).toHaveLength(carrierUsers.length);
      expect(await announced(tour.key)).toBe(true);
    } finally {
      await unlisten();
    }
    const first = await reminders();
    expect(first.map((r) => r.username)).toEqual(carrierUsers.map((u) => u.username));
    // The road-traffic rule: 45 minutes late is network congestion, not the carrier's.
    expect(first[0]).toMatchObject({
      kind: 'carrier_eta_reminder',
      details: { delayMinutes: 45, responsibility: 'NETWORK_CONGESTION' },
    });
    // An email to each carrier user who receives mail, none to the others.
    const mailed = carrierUsers.filter((u) => u.receive_mail).map((u) => u.email);
    expect(
      mailsOfTour()
        .map((m) => m.to)
        .sort(),
    ).toEqual([...mailed].sort());
    expect(mailsOfTour()[0]!.text).toContain(delivery.name);
    expect(first.filter((r) => r.emailed_at !== null)).toHaveLength(mailed.length);

    // Later runs, however many: no second reminder for the same delay and the same (absent) carrier ETA.
    await runTimeRules(db(), t0 + 45 * MINUTE, { mailer });
    expect(await reminders()).toHaveLength(carrierUsers.length);
    expect(mailsOfTour()).toHaveLength(mailed.length);

    // The carrier gives a new ETA: the next reminder comes 30 minutes after it, once.
    await db()
      .insertInto('external_etas')
      .values({
        organization_id: carrierUsers[0]!.organization_id,
        sender_event_id: 'carrier-eta-1',
        stop_id: delivery.id,
        tour_id: tour.key,
        source: 'externalDeclared',
        eta: new Date(windowEnd + 50 * MINUTE),
        recorded_on: new Date(t0 + 50 * MINUTE),
      })
      .execute();
    await runTimeRules(db(), t0 + 79 * MINUTE, { mailer });
    expect(await reminders()).toHaveLength(carrierUsers.length);
    await runTimeRules(db(), t0 + 80 * MINUTE, { mailer });
    expect(await reminders()).toHaveLength(2 * carrierUsers.length);
    await runTimeRules(db(), t0 + 85 * MINUTE, { mailer });
    expect(await reminders()).toHaveLength(2 * carrierUsers.length);

    // The stop is reached: the workflow closes.
    await db()
      .updateTable('stops')
      .set({ arrived_at: new Date(t0 + 90 * MINUTE) })
      .where('id', '=', delivery.id)
      .execute();
    await runTimeRules(db(), t0 + 91 * MINUTE, { mailer });
    expect(await lateSince()).toBeNull();
  });

  it('runs the rules once per period however many processes ask for the turn', async () => {
    const at = Date.now() + 24 * 60 * MINUTE;
    const schedules = [1, 2, 3].map(() =>
      scheduleTimeRules(db(), { everyMs: MINUTE, now: () => at, timer: false }),
    );
    const results = await Promise.all(schedules.map((schedule) => schedule.tick()));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    // The next period is free again; within the period nobody runs.
    expect(await schedules[0]!.tick()).toBeNull();
    const later = scheduleTimeRules(db(), { everyMs: MINUTE, now: () => at + MINUTE, timer: false });
    expect(await later.tick()).not.toBeNull();
  });
});
