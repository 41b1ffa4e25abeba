// Events and ETAs in (issue 7 §2): an API user sends order and handling-unit events by code and external ETAs
// per stop; each item is checked alone, stored once per sender event id, and the tracking worker takes them in
// so that stops, the tour, the ETA shown and the delay status follow, and the order's timeline shows them.

import { haversineDistance } from '@cargolens/domain/geo';
import type { TrackerState } from '@cargolens/domain/tracking';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { decodeId, encodeId } from '../../kernel/public-id';
import {
  DEMO_EVENT_DELIVERY_STOP_ID,
  DEMO_EVENT_LOADING_STOP_ID,
  DEMO_EVENT_ORDER_ID,
} from '../../openapi/example-ids';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from '../../seed/demo-users';
import { dbOf } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';
import { driveAlong, pairedDemoTour, sendFixes, stopsOf } from '../../test-support/tracking-fixtures';
import { ORDER_INPUT_EXAMPLE } from '../orders/order-input-example';
import { createTrackingWorker } from '../tracking/tracking-worker';
import { HANDLING_UNIT_EVENT_EXAMPLE } from './schemas';

const MINUTE = 60_000;
const startedAt = Date.now();
const minutesAgo = (minutes: number) => new Date(startedAt - minutes * MINUTE).toISOString();

const orderEvent = (eventId: string, code: string, orderId: string, extra: Record<string, unknown> = {}) => ({
  type: 'orderEvents',
  attributes: { eventId, code, occurredAt: minutesAgo(30), ...extra },
  relationships: { order: { data: { type: 'orders', id: orderId } } },
});
const externalEta = (eventId: string, stopId: string, eta: Date, recordedOn: Date) => ({
  type: 'externalEtas',
  attributes: { eventId, eta: eta.toISOString(), recordedOn: recordedOn.toISOString() },
  relationships: { stop: { data: { type: 'stops', id: stopId } } },
});

describe.each(engines())('events and ETAs in on $name', (engine) => {
  const app = useCargolens(engine);
  const post = async (path: string, data: unknown[], username = 'api.client') =>
    app.api.request('POST', path, { token: await app.tokenOf(username), body: { data } });
  const drain = () => createTrackingWorker(dbOf(app)).drain();
  const count = async (table: 'inbound_events' | 'external_etas') =>
    Number(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(dbOf(app)))
        .rows[0]!.n,
    );

  /** An order neither owned nor carried by the demo shipper (whose API user sends), with one of its stops. */
  async function foreignOrder() {
    const { rows } = await sql<{ id: number; stop_id: number }>`
      SELECT o.id, os.stop_id FROM orders o
      JOIN order_stops os ON os.order_id = o.id
      JOIN organizations own ON own.id = o.organization_id
      LEFT JOIN organizations carrier ON carrier.id = o.carrier_organization_id
      WHERE own.name <> ${DEMO_ORGANIZATIONS.shipper}
        AND (carrier.name IS NULL OR carrier.name <> ${DEMO_ORGANIZATIONS.shipper})
      ORDER BY o.id LIMIT 1`.execute(dbOf(app));
    return { id: encodeId(rows[0]!.id), stopId: encodeId(rows[0]!.stop_id) };
  }

  it('answers an unknown code with a 400 that names it, and stores nothing', async () => {
    const response = await post('/api/events', [
      orderEvent('unknown-1', 'ARRIVED_SOMEWHERE', DEMO_EVENT_ORDER_ID),
    ]);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        status: '400',
        code: 'event.unknown_code',
        detail: expect.stringContaining('"ARRIVED_SOMEWHERE"'),
        source: { pointer: '/data/0/attributes/code' },
      }),
    ]);
    expect(await count('inbound_events')).toBe(0);
  });

  it('keeps the good events of a batch and refuses each bad one with its reason', async () => {
    const foreign = await foreignOrder();
    const response = await post('/api/events', [
      orderEvent('mixed-ok', 'DELAY_LOAD', DEMO_EVENT_ORDER_ID, { comment: 'Traffic jam' }),
      orderEvent('mixed-code', 'delivery_refused_declared-not_a_reason', DEMO_EVENT_ORDER_ID),
      orderEvent('mixed-foreign', 'ARR_LOAD', foreign.id),
      orderEvent('mixed-nonsense', 'ARR_LOAD', 'nonsense'),
      orderEvent('mixed-future', 'ARR_LOAD', DEMO_EVENT_ORDER_ID, {
        occurredAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
      {
        ...orderEvent('mixed-stop', 'ARR_LOAD', DEMO_EVENT_ORDER_ID),
        relationships: {
          order: { data: { type: 'orders', id: DEMO_EVENT_ORDER_ID } },
          stop: { data: { type: 'stops', id: foreign.stopId } },
        },
      },
      { type: 'orderEvents', attributes: { eventId: 'mixed-shape', code: 'ARR_LOAD' } },
      orderEvent('mixed-ok', 'DELAY_LOAD', DEMO_EVENT_ORDER_ID),
      {
        ...HANDLING_UNIT_EVENT_EXAMPLE.data[0],
        attributes: { ...HANDLING_UNIT_EVENT_EXAMPLE.data[0].attributes },
      },
    ]);
    expect(response.status).toBe(200);
    const { attributes } = response.body.data;
    expect(attributes).toMatchObject({ accepted: 1, duplicates: 1, rejected: 7 });
    const summary = attributes.results.map((r: any) => [
      r.outcome,
      r.errors.map((e: any) => `${e.status} ${e.code} ${e.source.pointer}`),
    ]);
    expect(summary).toEqual([
      ['accepted', []],
      ['rejected', ['400 event.unknown_code /data/1/attributes/code']],
      ['rejected', ['404 event.unknown_order /data/2/relationships/order']],
      ['rejected', ['404 event.unknown_order /data/3/relationships/order']],
      ['rejected', ['400 event.date_in_future /data/4/attributes/occurredAt']],
      ['rejected', ['404 event.unknown_stop /data/5/relationships/stop']],
      [
        'rejected',
        [
          '400 validation.missing_field /data/6/attributes/occurredAt',
          '400 validation.missing_field /data/6/relationships',
        ],
      ],
      ['duplicate', []],
      // No order of the shipper has this pallet yet.
      ['rejected', ['404 event.unknown_handling_unit /data/8/attributes/trackingBarcode']],
    ]);
    expect(attributes.results[7].id).toBe(attributes.results[0].id);
    const stored = await dbOf(app).selectFrom('inbound_events').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      code: 'DELAY_LOAD',
      comment: 'Traffic jam',
      order_id: decodeId(DEMO_EVENT_ORDER_ID),
    });
    // A single event of another organization's order is a plain 404.
    const alone = await post('/api/events', [orderEvent('foreign-alone', 'ARR_LOAD', foreign.id)]);
    expectError(alone, 404, { code: 'event.unknown_order' });
  });

  it('stores an event once however often its sender id comes, and answers with the same id', async () => {
    const event = orderEvent('idem-1', 'order.loading.POSTPONED_LOAD', DEMO_EVENT_ORDER_ID);
    const first = await post('/api/events', [event]);
    const again = await post('/api/events', [
      { ...event, attributes: { ...event.attributes, comment: 'resent' } },
    ]);
    expect(first.body.data.attributes.results[0]).toMatchObject({ outcome: 'accepted' });
    expect(again.body.data.attributes.results[0]).toMatchObject({
      outcome: 'duplicate',
      id: first.body.data.attributes.results[0].id,
    });
    const rows = await dbOf(app)
      .selectFrom('inbound_events')
      .selectAll()
      .where('sender_event_id', '=', 'idem-1')
      .execute();
    expect(rows).toHaveLength(1);
    // The namespaced name keeps its last segment; the resent comment changed nothing.
    expect(rows[0]).toMatchObject({ code: 'POSTPONED_LOAD', comment: null });
    // One waiting job for the tour covers both batches.
    const jobs = await dbOf(app).selectFrom('tracking_jobs').select(['kind', 'tour_id']).execute();
    expect(jobs).toEqual([{ kind: 'tour.facts.received', tour_id: rows[0]!.tour_id }]);
    await drain();
  });

  it('moves the stop and the tour through the worker, and shows the events on the timeline', async () => {
    const orderKey = decodeId(DEMO_EVENT_ORDER_ID)!;
    const loadingKey = decodeId(DEMO_EVENT_LOADING_STOP_ID)!;
    const { tour_id: tourKey } = await dbOf(app)
      .selectFrom('orders')
      .select('tour_id')
      .where('id', '=', orderKey)
      .executeTakeFirstOrThrow();
    const tourStatus = async () =>
      (
        await dbOf(app)
          .selectFrom('tours')
          .select('status')
          .where('id', '=', tourKey!)
          .executeTakeFirstOrThrow()
      ).status;
    const loadingStop = () =>
      dbOf(app).selectFrom('stops').selectAll().where('id', '=', loadingKey).executeTakeFirstOrThrow();
    expect(await tourStatus()).toBe('NOT_STARTED');

    const arrivedAt = minutesAgo(40);
    const response = await post('/api/events', [
      orderEvent('e2e-arr', 'ARR_LOAD', DEMO_EVENT_ORDER_ID, { occurredAt: arrivedAt }),
    ]);
    expect(response.status).toBe(200);
    // Stored and queued; nothing moves before a worker takes the job.
    expect(await tourStatus()).toBe('NOT_STARTED');
    expect(await drain()).toBe(1);
    expect(await tourStatus()).toBe('IN_PROGRESS');
    const loading = await loadingStop();
    expect(loading.arrived_at?.toISOString()).toBe(arrivedAt);
    expect(loading).toMatchObject({ is_on_site: true, left_at: null });
    const calculated = await dbOf(app)
      .selectFrom('tracking_events')
      .select(['code', 'method'])
      .where('tour_id', '=', tourKey!)
      .where('stop_id', '=', loadingKey)
      .execute();
    expect(calculated).toContainEqual({ code: 'ARR_LOAD', method: 'declared' });
    expect(
      await dbOf(app)
        .selectFrom('inbound_events')
        .select('applied_at')
        .where('sender_event_id', '=', 'e2e-arr')
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ applied_at: expect.any(Date) });

    const leftAt = minutesAgo(10);
    await post('/api/events', [
      orderEvent('e2e-left', 'LEFT_LOADING_SITE', DEMO_EVENT_ORDER_ID, { occurredAt: leftAt }),
    ]);
    await drain();
    const left = await loadingStop();
    expect(left.left_at?.toISOString()).toBe(leftAt);
    expect(left).toMatchObject({ is_done: true, is_on_site: false });

    const timeline = await app.api.get(
      `/api/orders/${DEMO_EVENT_ORDER_ID}/timeline`,
      await app.tokenOf('shipper.operator'),
    );
    expect(timeline.status).toBe(200);
    const events = timeline.body.data.attributes.steps.flatMap((step: any) => step.events);
    const named = (name: string) => events.filter((event: any) => event.name === name);
    // The declared arrival is the stop's arrival: one entry, not an event and a milestone.
    expect(named('ARR_LOAD')).toEqual([expect.objectContaining({ occurredAt: arrivedAt })]);
    expect(named('LEFT_LOADING_SITE')).toEqual([expect.objectContaining({ occurredAt: leftAt })]);
    expect(named('DELAY_LOAD')).toEqual([expect.objectContaining({ isIssue: true })]);
    expect(named('POSTPONED_LOAD')).toHaveLength(1);
  });

  it('shows an external ETA on the order, judges the delay by it, and keeps the newest recorded', async () => {
    const stopKey = decodeId(DEMO_EVENT_DELIVERY_STOP_ID)!;
    const stop = await dbOf(app)
      .selectFrom('stops')
      .selectAll()
      .where('id', '=', stopKey)
      .executeTakeFirstOrThrow();
    const windowEnd = (stop.appointment_end ?? stop.planned_end)!;
    const late = new Date(windowEnd.getTime() + 5 * 60 * MINUTE);
    const onTime = new Date(windowEnd.getTime() - 60 * MINUTE);
    const response = await post('/api/etas', [
      externalEta('eta-late', DEMO_EVENT_DELIVERY_STOP_ID, late, new Date(startedAt - 5 * MINUTE)),
      // Recorded earlier, sent later: it does not replace the newer one.
      externalEta('eta-stale', DEMO_EVENT_DELIVERY_STOP_ID, onTime, new Date(startedAt - 50 * MINUTE)),
    ]);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({ accepted: 2, rejected: 0 });
    await drain();
    const order = await app.api.get(
      `/api/orders/${DEMO_EVENT_ORDER_ID}?include=stops`,
      await app.tokenOf('shipper.operator'),
    );
    const shown = order.body.included.find(
      (r: any) => r.type === 'stops' && r.id === DEMO_EVENT_DELIVERY_STOP_ID,
    );
    expect(shown.attributes.eta).toEqual({
      date: late.toISOString(),
      source: 'external',
      etaStatus: 'RISKY_DELAY',
      // Sent 5 minutes ago: not yet stale (decision 0181).
      isDeprecated: false,
    });
    const stored = await dbOf(app)
      .selectFrom('external_etas')
      .select('sender_event_id')
      .where('stop_id', '=', stopKey)
      .execute();
    expect(stored).toHaveLength(2);

    // Sent again: stored once, same answer.
    const again = await post('/api/etas', [
      externalEta('eta-late', DEMO_EVENT_DELIVERY_STOP_ID, late, new Date(startedAt - 5 * MINUTE)),
    ]);
    expect(again.body.data.attributes.results[0]).toMatchObject({
      outcome: 'duplicate',
      id: response.body.data.attributes.results[0].id,
    });
    expect(await count('external_etas')).toBe(2);

    // Another organization's stop is unknown, alone (404) or in a batch (its line).
    const foreign = await foreignOrder();
    const alone = await post('/api/etas', [externalEta('eta-foreign', foreign.stopId, late, new Date())]);
    expectError(alone, 404, {
      code: 'event.unknown_stop',
      source: { pointer: '/data/0/relationships/stop' },
    });
    const mixed = await post('/api/etas', [
      externalEta('eta-foreign-2', foreign.stopId, late, new Date()),
      externalEta('eta-own', DEMO_EVENT_DELIVERY_STOP_ID, late, new Date(startedAt - 4 * MINUTE)),
    ]);
    expect(mixed.body.data.attributes.results.map((r: any) => r.outcome)).toEqual(['rejected', 'accepted']);
    expect(await count('external_etas')).toBe(3);
    const foreignStop = await dbOf(app)
      .selectFrom('stops')
      .select('external_eta')
      .where('id', '=', decodeId(foreign.stopId)!)
      .executeTakeFirstOrThrow();
    expect(foreignStop.external_eta).toBeNull();
  });

  it('takes a handling-unit event by tracking barcode once the unit exists', async () => {
    const created = await app.api.request('POST', '/api/orders', {
      token: await app.tokenOf('api.client'),
      body: ORDER_INPUT_EXAMPLE,
    });
    expect(created.status).toBeLessThan(300);
    const response = await post('/api/events', [...HANDLING_UNIT_EVENT_EXAMPLE.data]);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.results[0]).toMatchObject({ outcome: 'accepted' });
    const row = await dbOf(app)
      .selectFrom('inbound_events')
      .select(['kind', 'code', 'handling_unit_id', 'order_id'])
      .where('sender_event_id', '=', HANDLING_UNIT_EVENT_EXAMPLE.data[0].attributes.eventId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'handlingUnit',
      code: 'LOADING',
      order_id: decodeId(created.body.data.id),
    });
    expect(row.handling_unit_id).not.toBeNull();
  });

  it('lets positions carry on from a declared arrival on a tour a truck drives', async () => {
    // Taken after the other tests moved the first not-started tour on, so this is another one.
    const tour = await pairedDemoTour(app);
    const stops = await stopsOf(app, tour.key);
    const { stop_id: loadingKey } = await dbOf(app)
      .selectFrom('order_stops')
      .select('stop_id')
      .where('order_id', '=', decodeId(tour.orderId)!)
      .where('activity', '=', 'LOADING')
      .executeTakeFirstOrThrow();
    const index = stops.findIndex((stop) => stop.id === loadingKey);
    const fixes = driveAlong(stops.slice(index), 3 * MINUTE + 31_000);
    const at = fixes.findIndex((fix) => haversineDistance(fix, stops[index]!) < 100);
    const arrivedAt = new Date(fixes[at]!.at).toISOString();
    const response = await post('/api/events', [
      orderEvent('paired-arr', 'ARR_LOAD', tour.orderId, { occurredAt: arrivedAt }),
    ]);
    expect(response.body.data.attributes.accepted).toBe(1);
    await drain();
    const tracker = await dbOf(app)
      .selectFrom('tour_trackers')
      .select('state')
      .where('tour_id', '=', tour.key)
      .executeTakeFirstOrThrow();
    expect((tracker.state as TrackerState).stops[index]).toMatchObject({ arrivalMethod: 'declared' });

    await sendFixes(app, fixes.slice(at));
    await drain();
    const loading = (await stopsOf(app, tour.key))[index]!;
    expect(loading.arrived_at?.toISOString()).toBe(arrivedAt);
    expect(loading.left_at).not.toBeNull();
    const departures = await dbOf(app)
      .selectFrom('tracking_events')
      .select('method')
      .where('stop_id', '=', loadingKey)
      .where('code', '=', 'LEFT_LOADING_SITE')
      .execute();
    expect(departures).toEqual([{ method: 'geofence' }]);
  });

  it('takes events and ETAs from API users with the matching role only', async () => {
    const event = orderEvent('perm-1', 'DELAY_LOAD', DEMO_EVENT_ORDER_ID);
    const eta = externalEta('perm-eta', DEMO_EVENT_DELIVERY_STOP_ID, new Date(), new Date());
    for (const username of ['shipper.operator', 'shipper.admin', 'carrier.admin', 'backoffice.admin']) {
      expect((await post('/api/events', [event], username)).status, username).toBe(403);
      expect((await post('/api/etas', [eta], username)).status, username).toBe(403);
    }
    expect((await app.api.request('POST', '/api/events', { body: { data: [event] } })).status).toBe(401);
    // Each child role opens its own call only (decision 0080): events in, ETAs in.
    const withRoles = async (roles: string[]) => {
      await dbOf(app).updateTable('users').set({ roles }).where('username', '=', 'api.client').execute();
      return (await app.api.signIn('api.client', DEMO_PASSWORD)).accessToken;
    };
    const send = (path: string, token: string, data: unknown[]) =>
      app.api.request('POST', path, { token, body: { data } });
    const eventsOnly = await withRoles(['ROLE_CLIENT_API', 'ROLE_CLIENT_API_EVENTS_IN']);
    expect((await send('/api/events', eventsOnly, [event])).status).toBe(200);
    expect((await send('/api/etas', eventsOnly, [eta])).status).toBe(403);
    const etasOnly = await withRoles(['ROLE_CLIENT_API', 'ROLE_CLIENT_API_ETAS_IN']);
    expect((await send('/api/etas', etasOnly, [eta])).status).toBe(200);
    expect((await send('/api/events', etasOnly, [event])).status).toBe(403);
    const positionsOnly = await withRoles(['ROLE_CLIENT_API', 'ROLE_CLIENT_API_POSITIONS_IN']);
    expect((await send('/api/events', positionsOnly, [event])).status).toBe(403);
    expect((await send('/api/etas', positionsOnly, [eta])).status).toBe(403);
    await withRoles(['ROLE_CLIENT_API', 'ROLE_CLIENT_API_ADMIN']);
  });
});
