// GET /api/events/stream: what the tracking worker stores reaches the screens of the organizations that may see
// it, and only them (decision 0110), on PGlite (in-process NOTIFY) and PostgreSQL (LISTEN on its own connection).
import { describe, expect, it } from 'vitest';
import { encodeId } from '../../kernel/public-id';
import { dbOf, demoTour } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { documentedSchemas } from '../../test-support/documented-schema';
import { engines } from '../../test-support/engines';
import { openEventStream, type ReceivedEvent } from '../../test-support/event-stream-client';
import { readUntil } from '../../test-support/read-until';
import { driveAlong, pairedDemoTour, sendFixes, stopsOf } from '../../test-support/tracking-fixtures';
import { publishTrackingChange } from '../tracking/publish-tracking-change';

const tracking = (tourId: string) => (event: ReceivedEvent) =>
  event.event === 'tracking' && event.data.tour === tourId;

describe.each(engines())('live event stream on $name', (engine) => {
  const app = useCargolens(engine, { trackingWorkers: 1, env: () => ({ EVENT_STREAMS_PER_USER: '3' }) });
  const open = async (user?: string) =>
    openEventStream(app.running.url, user ? await app.tokenOf(user) : undefined);
  /** What the server sent that the stream's documented event data (OpenAPI `x-event-data`) does not allow. */
  const undocumented = async (events: ReceivedEvent[]) => {
    const document = (await app.api.get('/api/openapi.json')).body;
    const stream = document.paths['/api/events/stream'].get.responses['200'].content['text/event-stream'];
    const dataOf = stream.schema['x-event-data'];
    const schemas = documentedSchemas(document);
    return events.flatMap((e) =>
      dataOf[e.event]
        ? schemas.violations(dataOf[e.event], e.data).map((v) => `${e.event} ${v}`)
        : [`${e.event}: not documented`],
    );
  };

  /** A tour's change as the worker publishes it, to the tour's owner and carrier: in progress, no order named. */
  const publishInProgress = async (tourKey: number) => {
    const row = await dbOf(app)
      .selectFrom('tours')
      .select(['organization_id', 'carrier_organization_id'])
      .where('id', '=', tourKey)
      .executeTakeFirstOrThrow();
    await publishTrackingChange(dbOf(app), {
      organizationId: row.organization_id,
      carrierOrganizationId: row.carrier_organization_id,
      tourId: tourKey,
      orderIds: [],
      status: 'IN_PROGRESS',
    });
  };

  it('relays a position sent through the API to the owner, and not to another organization', async () => {
    const tour = await pairedDemoTour(app);
    const [shipper, carrier, backOffice] = await Promise.all([
      open('shipper.operator'),
      open('carrier.operator'),
      open('backoffice.admin'),
    ]);
    try {
      expect(shipper.status).toBe(200);
      expect(shipper.headers.get('content-type')).toContain('text/event-stream');
      await Promise.all([shipper, carrier, backOffice].map((s) => s.waitFor((e) => e.event === 'ready')));

      await sendFixes(app, driveAlong(await stopsOf(app, tour.key)).slice(0, 3));

      const change = await shipper.waitFor(tracking(tour.id));
      expect(change.data).toEqual({
        tour: tour.id,
        orders: expect.arrayContaining([tour.orderId]),
        status: expect.any(String),
      });
      await backOffice.waitFor(tracking(tour.id));

      // A change the carrier may see, sent after: once it arrives, the shipper's tour would have come before it.
      const chartered = await demoTour(app, { owner: 'shipper', carrier: 'carrier' });
      await publishInProgress(chartered.key);
      await carrier.waitFor(tracking(chartered.id));
      expect(carrier.events.filter((e) => e.event === 'tracking').map((e) => e.data.tour)).toEqual([
        chartered.id,
      ]);
      expect(JSON.stringify(carrier.events)).not.toContain(tour.orderId);
      // What the web's generated types say of these events (LiveChange) is what the server sent.
      const sent = [shipper, carrier, backOffice].flatMap((s) => s.events);
      expect(sent.map((e) => e.event)).toEqual(expect.arrayContaining(['ready', 'tracking']));
      expect(await undocumented(sent)).toEqual([]);
    } finally {
      await Promise.all([shipper, carrier, backOffice].map((s) => s.close()));
    }
  });

  it('tells a carrier of the tours chartered to it, and nothing of a tour chartered to another carrier', async () => {
    const mine = await demoTour(app, { owner: 'shipper', carrier: 'carrier' });
    const theirs = await demoTour(app, { owner: 'shipper', carrier: 'carrier2' });
    const carrier2 = await open('carrier2.operator');
    try {
      await carrier2.waitFor((e) => e.event === 'ready');
      for (const tour of [mine, theirs]) await publishInProgress(tour.key);
      await carrier2.waitFor(tracking(theirs.id));
      expect(carrier2.events.some(tracking(mine.id))).toBe(false);
    } finally {
      await carrier2.close();
    }
  });

  it('names only the orders the session sees when it sees them but not their tour', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: null });
    const order = await dbOf(app)
      .selectFrom('orders')
      .select(['id', 'organization_id'])
      .where('tour_id', '=', tour.key)
      .executeTakeFirstOrThrow();
    const lsp = await open('lsp.operator');
    try {
      await lsp.waitFor((e) => e.event === 'ready');
      const lspOrg = await dbOf(app)
        .selectFrom('users')
        .select('organization_id')
        .where('username', '=', 'lsp.operator')
        .executeTakeFirstOrThrow();
      // An order of the tour that the LSP owns (a consolidated tour run by another organization).
      await dbOf(app)
        .updateTable('orders')
        .set({ organization_id: lspOrg.organization_id })
        .where('id', '=', order.id)
        .execute();
      await publishTrackingChange(dbOf(app), {
        organizationId: order.organization_id,
        carrierOrganizationId: null,
        tourId: tour.key,
        orderIds: [order.id, 2_000_000_000],
        status: 'IN_PROGRESS',
      });
      const change = await lsp.waitFor((e) => e.event === 'tracking');
      expect(change.data).toEqual({ tour: null, orders: [encodeId(order.id)], status: null });
      expect(await undocumented(lsp.events)).toEqual([]);
    } finally {
      await dbOf(app)
        .updateTable('orders')
        .set({ organization_id: order.organization_id })
        .where('id', '=', order.id)
        .execute();
      await lsp.close();
    }
  });

  it('refuses a stream without a token, and past the per-user cap until one closes', async () => {
    const anonymous = await open();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].code).toBe('http.unauthorized');

    const streams = [await open('shipper.admin'), await open('shipper.admin'), await open('shipper.admin')];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await open('shipper.admin');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].code).toBe('http.too_many_requests');
    // Another user is not held back by this one's streams.
    const other = await open('shipper.operator');
    expect(other.status).toBe(200);
    await other.close();

    await streams[0]!.close();
    // The server learns of a closed connection a moment after the client closed it.
    const again = await readUntil(
      () => open('shipper.admin'),
      (s) => s.status === 200,
      10_000,
    );
    expect(again.status).toBe(200);
    await Promise.all([again, ...streams.slice(1)].map((s) => s.close()));
  });
});
