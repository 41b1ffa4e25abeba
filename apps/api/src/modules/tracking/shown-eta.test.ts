// The ETA a stop shows is decided once, when the tracking worker stores the stop (decision 0224): a carrier's
// external ETA for a stop ahead is what the order, its public link, its tour, the global map and the homepage
// show, beside the delay status judged on it — not the engine's ETA on some screens and the carrier's on others.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { encodeId } from '../../kernel/public-id';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { createTrackingWorker } from './tracking-worker';

const HOUR = 3_600_000;

describe.each(engines())('the shown ETA on $name', (engine) => {
  const app = useCargolens(engine);
  const db = () => app.running.store.db;

  /** A shipper's order whose delivery stop is its running tour's next stop, with the truck reporting. */
  async function orderHeadingToDelivery() {
    const { rows } = await sql<{ order_id: number; stop_id: number; tour_id: number; resource_id: number }>`
      SELECT o.id AS order_id, s.id AS stop_id, t.id AS tour_id, t.resource_id
      FROM orders o
      JOIN organizations owner ON owner.id = o.organization_id
      JOIN tours t ON t.id = o.tour_id
      JOIN stops s ON s.id = o.delivery_stop_id
      WHERE owner.name = ${DEMO_ORGANIZATIONS.shipper} AND t.status = 'IN_PROGRESS' AND t.resource_id IS NOT NULL
        AND o.cancelled_at IS NULL AND s.is_next_stop AND NOT s.is_done
      ORDER BY o.id LIMIT 1`.execute(db());
    expect(rows).toHaveLength(1);
    const found = rows[0]!;
    const at = new Date(Date.now() - 60_000);
    await sql`
      INSERT INTO latest_positions (resource_id, organization_id, recorded_at, lat, lng, received_at, source)
      SELECT id, organization_id, ${at}, 45.2, 4.9, ${at}, 'api' FROM resources WHERE id = ${found.resource_id}
      ON CONFLICT (resource_id) DO UPDATE SET recorded_at = EXCLUDED.recorded_at`.execute(db());
    return found;
  }

  it('shows the carrier’s ETA for a stop ahead on every screen, beside the status judged on it', async () => {
    const { order_id, stop_id, tour_id } = await orderHeadingToDelivery();
    const stop = await db()
      .selectFrom('stops')
      .select(['appointment_end', 'planned_end', 'shown_eta'])
      .where('id', '=', stop_id)
      .executeTakeFirstOrThrow();
    // Three hours after the window closes: late whatever the engine thought.
    const external = new Date((stop.appointment_end ?? stop.planned_end)!.getTime() + 3 * HOUR);
    expect(stop.shown_eta?.getTime()).not.toBe(external.getTime());

    const sent = await app.api.request('POST', '/api/etas', {
      token: await app.tokenOf('api.client'),
      body: {
        data: [
          {
            type: 'externalEtas',
            attributes: { eventId: 'shown-eta-1', eta: external.toISOString() },
            relationships: { stop: { data: { type: 'stops', id: encodeId(stop_id) } } },
          },
        ],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await createTrackingWorker(db()).drain();

    const token = await app.tokenOf('shipper.admin');
    const order = await app.api.get(`/api/orders/${encodeId(order_id)}?include=stops`, token);
    const orderStop = order.body.included.find((r: any) => r.type === 'stops' && r.id === encodeId(stop_id));
    expect(orderStop.attributes.eta).toMatchObject({ date: external.toISOString(), source: 'external' });
    const judged = orderStop.attributes.eta.etaStatus;
    expect(judged).not.toBe('ON_TIME');

    const tour = await app.api.get(`/api/tours/${encodeId(tour_id)}`, token);
    expect(tour.body.data.attributes.nextStop).toMatchObject({
      eta: external.toISOString(),
      etaStatus: judged,
    });

    const map = await app.api.get(
      `/api/map/tours?filter[search]=${tour.body.data.attributes.reference}`,
      token,
    );
    const onMap = map.body.data.find((row: any) => row.id === encodeId(tour_id));
    expect(onMap.attributes.nextStop).toMatchObject({ eta: external.toISOString(), etaStatus: judged });

    const link = await app.api.request('POST', `/api/orders/${encodeId(order_id)}/public-link`, {
      token,
      body: { data: { type: 'publicLinks', attributes: {} } },
    });
    expect(link.status).toBe(201);
    const page = await app.api.request(
      'GET',
      `/api/public/orders/eta?token=${encodeURIComponent(link.body.data.attributes.token)}`,
      { headers: { 'x-forwarded-for': '198.51.100.250' } },
    );
    const publicStop = page.body.data.attributes.stops.find((s: any) => s.activity === 'UNLOADING');
    expect(publicStop).toMatchObject({ eta: external.toISOString(), etaStatus: judged });

    const day = new Date(external);
    day.setUTCHours(0, 0, 0, 0);
    const arrivals = await app.api.get(
      `/api/homepage/arrivals?filter[from]=${day.toISOString()}&filter[to]=${new Date(day.getTime() + 24 * HOUR).toISOString()}&page[size]=100`,
      token,
    );
    const arriving = arrivals.body.data.find((row: any) => row.id === encodeId(stop_id));
    expect(arriving.attributes).toMatchObject({ eta: external.toISOString(), etaStatus: judged });
  });
});
