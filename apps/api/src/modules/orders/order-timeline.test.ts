// GET /api/orders/{id}/timeline: the domain's buildTimeline over the order's milestones (decision 0066).
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

type Order = { id: string; attributes: Record<string, any> };
type Step = { type: string; state: string; events: Array<{ name: string; occurredAt: string | null }> };

describe.each(engines())('order timeline on $name', (engine) => {
  const app = useCargolens(engine);

  it('places a delivered order’s milestones on their steps, the delivery site last and current', async () => {
    const token = await app.tokenOf('shipper.admin');
    const orders = await app.api.collect<Order>(
      '/api/orders?page[size]=100&filter[status]=DRIVER_LEFT_UNLOAD',
      token,
    );
    expect(orders.length).toBeGreaterThan(0);
    const response = await app.api.get(`/api/orders/${orders[0]!.id}/timeline`, token);
    expect(response.status).toBe(200);
    const { attributes } = response.body.data;
    expect(response.body.data.type).toBe('orderTimelines');
    expect(attributes.currentStep).toBe('onDeliverySite');
    const steps = attributes.steps as Step[];
    expect(steps.map((s) => s.type)).toEqual([
      'orderCreated',
      'drivingLoadingSite',
      'onLoadingSite',
      'drivingDeliverySite',
      'onDeliverySite',
    ]);
    expect(steps.at(-1)!.state).toBe('current');
    expect(steps.slice(0, -1).every((s) => s.state === 'done')).toBe(true);
    expect(steps[0]!.events.map((e) => e.name)).toEqual(['ORDER_CREATED']);
    expect(steps[2]!.events.map((e) => e.name)).toContain('ARR_LOAD');
    expect(steps.at(-1)!.events.map((e) => e.name)).toEqual(['ARR_UNLOAD', 'DRIVER_LEFT_UNLOAD']);
    const times = steps.flatMap((s) => s.events.map((e) => e.occurredAt!));
    expect(times).toEqual([...times].sort());
  });

  it('shows a new order created and nothing else yet', async () => {
    const token = await app.tokenOf('shipper.admin');
    const orders = await app.api.collect<Order>(
      '/api/orders?page[size]=100&filter[tourStatus]=NOT_STARTED',
      token,
    );
    const response = await app.api.get(`/api/orders/${orders[0]!.id}/timeline`, token);
    const steps = response.body.data.attributes.steps as Step[];
    expect(steps.flatMap((s) => s.events.map((e) => e.name))).toEqual(
      orders[0]!.attributes.cancelledAt ? ['ORDER_CREATED', 'CANCEL_ORDER'] : ['ORDER_CREATED'],
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const token = await app.tokenOf('shipper.admin');
    for (const id of ['zzzzzzzz', 'not-an-id']) {
      const response = await app.api.get(`/api/orders/${id}/timeline`, token);
      expect(response.status).toBe(404);
      expect(response.body.errors[0].code).toBe('http.not_found');
    }
  });
});
