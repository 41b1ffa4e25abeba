// Decision 0065: the stop states and the order's next stop point the API sends are the domain's, stored by
// whoever changed the stops: the seeders, orders-in and cancellation.
import { orderNextStop } from '@cargolens/domain/orders';
import { stopStates } from '@cargolens/domain/stops';
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { ORDER_INPUT_EXAMPLE } from '../orders/order-input-example';

type Resource = {
  id: string;
  type: string;
  attributes: Record<string, any>;
  relationships: Record<string, any>;
};

const stateOf = (a: Record<string, any>) => ({
  summaryState: a.summaryState,
  isDone: a.completionState.isDone,
  isNextStop: a.isNextStop,
  isDriving: a.isDriving,
  onSite: a.onSite,
  isLate: a.completionState.isLate,
});

describe.each(engines())('stored stop states on $name', (engine) => {
  const app = useCargolens(engine);

  it('are what stopStates decides for every stop of every demo tour', async () => {
    const token = await app.tokenOf('backoffice.admin');
    const response = await app.api.get('/api/tours?include=stops&page[size]=100', token);
    expect(response.status).toBe(200);
    const stops = new Map<string, Resource>(
      response.body.included.filter((r: Resource) => r.type === 'stops').map((r: Resource) => [r.id, r]),
    );
    let compared = 0;
    for (const tour of response.body.data as Resource[]) {
      const tourStops = tour.relationships.stops.data.map((ref: { id: string }) => stops.get(ref.id)!);
      const expected = stopStates(
        tourStops.map(({ attributes: a }: Resource) => ({
          arrivedAt: a.arrivedAt,
          leftAt: a.leftAt,
          isSkipped: a.isSkipped,
          planned: { startAt: a.plannedStart, endAt: a.plannedEnd },
          appointment: a.appointment,
        })),
        { started: tour.attributes.status !== 'NOT_STARTED' },
      );
      tourStops.forEach((stop: Resource, i: number) => {
        const want = expected[i]!;
        expect(stateOf(stop.attributes)).toEqual({
          summaryState: want.summaryState,
          isDone: want.isDone,
          isNextStop: want.isNextStop,
          isDriving: want.isDriving,
          onSite: want.onSite,
          isLate: want.completionState.isLate,
        });
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("give each order its next stop point and that stop's ETA state", async () => {
    const token = await app.tokenOf('shipper.admin');
    const orders = await app.api.collect<Resource>('/api/orders?page[size]=100&include=stops', token);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders.slice(0, 40)) {
      const detail = await app.api.get(`/api/orders/${order.id}?include=stops`, token);
      const stops = detail.body.included.filter((r: Resource) => r.type === 'stops');
      const point = (stop: Resource | undefined) =>
        stop
          ? {
              isDone: stop.attributes.completionState.isDone,
              isSkipped: stop.attributes.isSkipped,
              etaStatus: stop.attributes.eta?.etaStatus ?? null,
            }
          : null;
      const byActivity = (activity: string) =>
        stops.find((s: Resource) => s.attributes.activity === activity);
      const expected = orderNextStop({
        departure: point(byActivity('LOADING')),
        arrival: point(stops.findLast((s: Resource) => s.attributes.activity === 'UNLOADING')),
        isCancelled: order.attributes.cancelledAt !== null,
        tourStatus: order.attributes.tourStatus,
      });
      expect([order.attributes.nextStopPoint, order.attributes.nextStopPointEtaState]).toEqual([
        expected.nextStopPoint,
        expected.nextStopPointEtaState,
      ]);
    }
  });

  it('are written by orders-in on a new tour, and follow a cancellation and a second order on the tour', async () => {
    const token = await app.tokenOf('shipper.admin');
    const body = (reference: string, tour?: string) => {
      const copy = structuredClone(ORDER_INPUT_EXAMPLE) as unknown as { data: { attributes: any } };
      copy.data.attributes.reference = reference;
      if (tour) copy.data.attributes.tour = { reference: tour };
      return copy;
    };
    const stopsOf = async (id: string) =>
      (await app.api.get(`/api/orders/${id}?include=stops`, token)).body.included.filter(
        (r: Resource) => r.type === 'stops',
      );
    const first = await app.api.request('POST', '/api/orders', { token, body: body('STATES-1', 'STATES-T') });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({
      nextStopPoint: 'departure',
      nextStopPointEtaState: 'NOT_STARTED',
    });
    const firstStops = await stopsOf(first.body.data.id);
    expect(firstStops.map((s: Resource) => [s.attributes.summaryState, s.attributes.isNextStop])).toEqual([
      ['NOT_STARTED', true],
      ['NOT_STARTED', false],
    ]);

    // A second order on the same tour: its stops come after, and the tour's next stop stays the first.
    const second = await app.api.request('POST', '/api/orders', {
      token,
      body: body('STATES-2', 'STATES-T'),
    });
    expect(second.status).toBe(201);
    const secondStops = await stopsOf(second.body.data.id);
    expect(secondStops.map((s: Resource) => s.attributes.isNextStop)).toEqual([false, false]);
    expect(second.body.data.attributes.nextStopPoint).toBe('departure');

    const cancelled = await app.api.request('POST', `/api/orders/${first.body.data.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.attributes).toMatchObject({
      nextStopPoint: null,
      nextStopPointEtaState: null,
    });
  });
});
