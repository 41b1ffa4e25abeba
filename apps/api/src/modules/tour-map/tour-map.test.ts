// The maps' read API (decision 0145): the global map's running tours with their truck's latest position, last
// and next stop, filtered like the Tours page; and an order's driven track with its truck's current position.
import { describe, expect, it } from 'vitest';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';
import { dbOf, demoTour } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { pairedDemoTour } from '../../test-support/tracking-fixtures';

const MINUTE = 60_000;

describe.each(engines())('maps on $name', (engine) => {
  const app = useCargolens(engine);

  async function report(minutesAgo: number, lat: number, lng: number) {
    const sent = await app.api.request('POST', '/api/positions', {
      token: await app.tokenOf('api.client'),
      body: {
        data: [
          {
            type: 'positions',
            attributes: { date: new Date(Date.now() - minutesAgo * MINUTE).toISOString(), lat, lng },
            relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
          },
        ],
      },
    });
    expect(sent.status).toBe(200);
  }

  /** A running tour of the shipper, paired with its shuttle, its first stop done and its second next and late. */
  async function runningTour(skip: number) {
    const tour = await pairedDemoTour(app, skip);
    await dbOf(app).updateTable('tours').set({ status: 'IN_PROGRESS' }).where('id', '=', tour.key).execute();
    const stops = await dbOf(app)
      .selectFrom('stops')
      .select(['id', 'name'])
      .where('tour_id', '=', tour.key)
      .orderBy('sequence')
      .execute();
    await dbOf(app)
      .updateTable('stops')
      .set({ is_done: true, is_next_stop: false, arrived_at: new Date(Date.now() - 90 * MINUTE) })
      .where('id', '=', stops[0]!.id)
      .execute();
    await dbOf(app)
      .updateTable('stops')
      .set({
        is_done: false,
        is_next_stop: true,
        eta_status: 'RISKY_DELAY',
        eta: new Date(Date.now() + 30 * MINUTE),
        shown_eta: new Date(Date.now() + 30 * MINUTE),
      })
      .where('id', '=', stops[1]!.id)
      .execute();
    return { ...tour, stops };
  }

  const mapTours = async (user: string, query: string) => {
    const response = await app.api.get(`/api/map/tours?${query}`, await app.tokenOf(user));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as Array<{ id: string; attributes: Record<string, any> }>;
  };

  it('puts a running tour on the map at its truck’s latest position, with its last and next stop', async () => {
    const tour = await runningTour(0);
    await report(20, 45.7, 4.8);
    await report(5, 45.75, 4.85);
    const search = `filter[search]=${encodeURIComponent(tour.reference)}`;
    const [row] = (await mapTours('shipper.operator', search)).filter((r) => r.id === tour.id);
    expect(row?.attributes).toMatchObject({
      reference: tour.reference,
      status: 'IN_PROGRESS',
      meanLabel: expect.any(String),
      position: { lat: 45.75, lng: 4.85 },
      gpsRecency: 'RECENT',
      lastStop: { name: tour.stops[0]!.name },
      nextStop: { name: tour.stops[1]!.name, etaStatus: 'RISKY_DELAY', delayState: 'Late' },
    });

    // The delay filter reads the domain's delay state of the next stop.
    expect(
      (await mapTours('shipper.operator', `${search}&filter[delayState]=Late`)).map((r) => r.id),
    ).toContain(tour.id);
    expect(
      (await mapTours('shipper.operator', `${search}&filter[delayState]=On%20time`)).map((r) => r.id),
    ).not.toContain(tour.id);
    // A tour that is not running has no truck on the map, whatever the filter asks.
    expect(await mapTours('shipper.operator', 'filter[status]=NOT_STARTED')).toEqual([]);
    // Another organization does not see it.
    expect((await mapTours('carrier2.operator', search)).map((r) => r.id)).not.toContain(tour.id);
  });

  it('says a truck silent for more than an hour is outdated (shipment-domain §4)', async () => {
    const tour = await runningTour(0);
    await dbOf(app)
      .deleteFrom('latest_positions')
      .where('resource_id', '=', (await resourceOf(tour.key))!)
      .execute();
    await report(61, 45.7, 4.8);
    const rows = await mapTours('shipper.operator', `filter[search]=${encodeURIComponent(tour.reference)}`);
    expect(rows.find((r) => r.id === tour.id)?.attributes).toMatchObject({ gpsRecency: 'OUTDATED' });
  });

  it('refuses an unknown delay state with the field named', async () => {
    const response = await app.api.get(
      '/api/map/tours?filter[delayState]=Late,Soon',
      await app.tokenOf('shipper.operator'),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toEqual({ parameter: 'filter[delayState]' });
  });

  async function resourceOf(tourKey: number) {
    const row = await dbOf(app)
      .selectFrom('tours')
      .select('resource_id')
      .where('id', '=', tourKey)
      .executeTakeFirstOrThrow();
    return row.resource_id;
  }

  it('gives an order the track its truck drove during the tour, and where it is now', async () => {
    const tour = await runningTour(0);
    await dbOf(app)
      .updateTable('tours')
      .set({ start_at: new Date(Date.now() - 3 * 60 * MINUTE) })
      .where('id', '=', tour.key)
      .execute();
    // Newer than what the earlier tests reported for the same truck.
    await report(4, 45.6, 4.7);
    await report(3, 45.65, 4.75);
    await report(2, 45.7, 4.8);
    const response = await app.api.get(
      `/api/orders/${tour.orderId}/track`,
      await app.tokenOf('shipper.operator'),
    );
    expect(response.status).toBe(200);
    const track = response.body.data.attributes;
    expect(track).toMatchObject({
      tourStatus: 'IN_PROGRESS',
      meanLabel: expect.any(String),
      truncated: false,
      gpsRecency: 'RECENT',
    });
    const points = track.points as Array<{ date: string; lat: number; lng: number }>;
    // Oldest first, ending where the truck is now.
    expect(points.slice(-3).map((p) => [p.lat, p.lng])).toEqual([
      [45.6, 4.7],
      [45.65, 4.75],
      [45.7, 4.8],
    ]);
    expect(points.map((p) => p.date)).toEqual([...points.map((p) => p.date)].sort());
    expect(track.position).toMatchObject({ lat: 45.7, lng: 4.8 });

    // Once the tour is finished the truck is no longer shown as its current position; the track stays.
    await dbOf(app).updateTable('tours').set({ status: 'FINISHED' }).where('id', '=', tour.key).execute();
    await dbOf(app)
      .updateTable('stops')
      .set({ arrived_at: new Date(Date.now() - MINUTE), left_at: new Date() })
      .where('id', '=', tour.stops.at(-1)!.id)
      .execute();
    const finished = await app.api.get(
      `/api/orders/${tour.orderId}/track`,
      await app.tokenOf('shipper.operator'),
    );
    expect(finished.body.data.attributes).toMatchObject({ position: null, gpsRecency: 'NONE' });
    expect(finished.body.data.attributes.points.length).toBeGreaterThanOrEqual(3);
  });

  it('answers an order whose tour has no truck with an empty track, and another organization’s order with 404', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: 'carrier', status: 'NOT_STARTED' });
    await dbOf(app).updateTable('tours').set({ resource_id: null }).where('id', '=', tour.key).execute();
    const own = await app.api.get(`/api/orders/${tour.orderId}/track`, await app.tokenOf('shipper.operator'));
    expect(own.status).toBe(200);
    expect(own.body.data.attributes).toMatchObject({ points: [], position: null, gpsRecency: 'NONE' });
    const foreign = await app.api.get(
      `/api/orders/${tour.orderId}/track`,
      await app.tokenOf('carrier2.operator'),
    );
    expect(foreign.status).toBe(404);
  });
});
