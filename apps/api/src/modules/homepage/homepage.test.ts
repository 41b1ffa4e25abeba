// The homepage widgets' read API (decision 0111): late stops, tours without a recent position, today's
// arrivals — of the caller's own tours and those chartered to it, from what the tracking worker stored.
import { describe, expect, it } from 'vitest';
import { encodeId } from '../../kernel/public-id';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';
import { dbOf, demoTour } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { pairedDemoTour } from '../../test-support/tracking-fixtures';
import { runTimeRules } from '../tracking';
import { createTrackingWorker } from '../tracking/tracking-worker';

const MINUTE = 60_000;

describe.each(engines())('homepage widgets on $name', (engine) => {
  const app = useCargolens(engine);

  const firstStopOf = (tourKey: number) =>
    dbOf(app)
      .selectFrom('stops')
      .select(['id', 'eta_status', 'arrived_at', 'eta', 'shown_eta', 'is_done', 'is_skipped'])
      .where('tour_id', '=', tourKey)
      .orderBy('sequence')
      .executeTakeFirstOrThrow();

  const ids = async (path: string, user: string) =>
    (
      await app.api.collect(`${path}${path.includes('?') ? '&' : '?'}page[size]=100`, await app.tokenOf(user))
    ).map((r) => r.id);

  it('lists a stop ahead whose ETA is late, to the tour’s owner and carrier only', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: 'carrier', status: 'NOT_STARTED' });
    const stop = await firstStopOf(tour.key);
    await dbOf(app)
      .updateTable('stops')
      .set({
        eta_status: 'RISKY_DELAY',
        eta: new Date(Date.now() + 30 * MINUTE),
        shown_eta: new Date(Date.now() + 30 * MINUTE),
        is_done: false,
        is_skipped: false,
      })
      .where('id', '=', stop.id)
      .execute();
    try {
      const response = await app.api.get(
        '/api/homepage/late-stops?page[size]=100',
        await app.tokenOf('shipper.operator'),
      );
      expect(response.status).toBe(200);
      const row = response.body.data.find((r: { id: string }) => r.id === encodeId(stop.id));
      expect(row.attributes).toMatchObject({
        etaStatus: 'RISKY_DELAY',
        delayState: 'Late',
        tourReference: tour.reference,
        charteredName: expect.any(String),
      });
      expect(row.relationships.tour.data).toEqual({ type: 'tours', id: tour.id });
      expect(await ids('/api/homepage/late-stops', 'carrier.operator')).toContain(encodeId(stop.id));
      expect(await ids('/api/homepage/late-stops', 'carrier2.operator')).not.toContain(encodeId(stop.id));
    } finally {
      await dbOf(app)
        .updateTable('stops')
        .set({ eta_status: stop.eta_status, eta: stop.eta, shown_eta: stop.shown_eta })
        .where('id', '=', stop.id)
        .execute();
    }
  });

  it('lists a started tour whose truck never reported, until a fresh position comes in', async () => {
    const tour = await pairedDemoTour(app, 1);
    await dbOf(app).updateTable('tours').set({ status: 'IN_PROGRESS' }).where('id', '=', tour.key).execute();
    await dbOf(app)
      .deleteFrom('latest_positions')
      .where(
        'resource_id',
        '=',
        (
          await dbOf(app)
            .selectFrom('tours')
            .select('resource_id')
            .where('id', '=', tour.key)
            .executeTakeFirstOrThrow()
        ).resource_id!,
      )
      .execute();
    // The time rules notice the silence and store it (decision 0151).
    await runTimeRules(dbOf(app), Date.now());
    const silent = await app.api.get(
      '/api/homepage/silent-tours?page[size]=100',
      await app.tokenOf('shipper.operator'),
    );
    const row = silent.body.data.find((r: { id: string }) => r.id === tour.id);
    expect(row.attributes).toMatchObject({ gpsRecency: 'NONE', lastPositionAt: null, status: 'IN_PROGRESS' });
    expect(await ids('/api/homepage/silent-tours', 'carrier2.operator')).not.toContain(tour.id);

    const sent = await app.api.request('POST', '/api/positions', {
      token: await app.tokenOf('api.client'),
      body: {
        data: [
          {
            type: 'positions',
            attributes: { date: new Date(Date.now() - 2 * MINUTE).toISOString(), lat: 45.75, lng: 4.85 },
            relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
          },
        ],
      },
    });
    expect(sent.status).toBe(200);
    // The tracking worker hears the truck again and ends the silence in the same run (decision 0227).
    await createTrackingWorker(dbOf(app)).drain();
    expect(await ids('/api/homepage/silent-tours', 'shipper.operator')).not.toContain(tour.id);
  });

  it('lists today’s arrivals, reached or expected, within the day the caller asks for', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: null, skip: 2 });
    const stop = await firstStopOf(tour.key);
    const arrivedAt = new Date(Date.now() - 5 * MINUTE);
    await dbOf(app).updateTable('stops').set({ arrived_at: arrivedAt }).where('id', '=', stop.id).execute();
    try {
      const from = new Date(arrivedAt.getTime() - 12 * 60 * MINUTE).toISOString();
      const to = new Date(arrivedAt.getTime() + 12 * 60 * MINUTE).toISOString();
      const today = await app.api.get(
        `/api/homepage/arrivals?filter[from]=${encodeURIComponent(from)}&filter[to]=${encodeURIComponent(to)}&page[size]=100`,
        await app.tokenOf('shipper.operator'),
      );
      expect(today.status).toBe(200);
      const row = today.body.data.find((r: { id: string }) => r.id === encodeId(stop.id));
      expect(row.attributes.arrivedAt).toBe(arrivedAt.toISOString());
      const tomorrow = new Date(arrivedAt.getTime() + 24 * 60 * MINUTE).toISOString();
      expect(
        await ids(
          `/api/homepage/arrivals?filter[from]=${encodeURIComponent(to)}&filter[to]=${encodeURIComponent(tomorrow)}`,
          'shipper.operator',
        ),
      ).not.toContain(encodeId(stop.id));
      expect(
        await ids(
          `/api/homepage/arrivals?filter[from]=${encodeURIComponent(from)}&filter[to]=${encodeURIComponent(to)}`,
          'carrier2.operator',
        ),
      ).not.toContain(encodeId(stop.id));
    } finally {
      await dbOf(app)
        .updateTable('stops')
        .set({ arrived_at: stop.arrived_at })
        .where('id', '=', stop.id)
        .execute();
    }
  });

  it('refuses a malformed day with 400 and names the parameter', async () => {
    const response = await app.api.get(
      '/api/homepage/arrivals?filter[from]=yesterday',
      await app.tokenOf('shipper.operator'),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source.parameter).toBe('filter[from]');
  });
});
