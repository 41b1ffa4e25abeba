import { describe, expect, it } from 'vitest';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import {
  dbOf,
  demoResource,
  demoTour,
  pairBody,
  recordedEvents,
} from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

describe.each(engines())('pairing on $name', (engine) => {
  const app = useCargolens(engine);
  const { as } = app;
  const pair = (username: string, tourId: string, body: unknown) =>
    as(username, 'PUT', `/api/tours/${tourId}/pairing`, body);
  const events = async (tourKey: number) => (await recordedEvents(app, tourKey)).map((e) => e.name);
  const statusOf = async (orderId: string) =>
    (await as('shipper.admin', 'GET', `/api/orders/${orderId}`)).body.data.attributes.currentStatus;

  it('names the shipper’s own shuttle in its example', async () => {
    const shuttle = await demoResource(app, 'shipper');
    expect(shuttle).toMatchObject({ id: DEMO_SHIPPER_RESOURCE_ID, label: 'Navette Gerland – Villefranche' });
  });

  it('pairs a tour the shipper runs itself with its own truck, then with every pairing status', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: null, status: 'NOT_STARTED' });
    const paired = await pair('shipper.operator', tour.id, pairBody(DEMO_SHIPPER_RESOURCE_ID));
    expect(paired.status).toBe(200);
    expect(paired.body.data.attributes).toMatchObject({
      vehicle: 'Navette Gerland – Villefranche',
      pair: {
        mean: { id: DEMO_SHIPPER_RESOURCE_ID, label: 'Navette Gerland – Villefranche', mode: 'truck' },
        mode: 'truck',
        status: 'RESOURCE_PAIRED',
        pairingAgency: 'SHIPPER',
        pairedBy: 'Thomas Girard',
        permissions: ['READ', 'MODIFY'],
      },
    });
    expect(await statusOf(tour.orderId)).toBe('ORDER_IS_PAIR');

    const again = await pair('shipper.operator', tour.id, pairBody(DEMO_SHIPPER_RESOURCE_ID));
    expect(again.body.data.attributes.version).toBe(paired.body.data.attributes.version);

    const awaiting = await pair(
      'shipper.operator',
      tour.id,
      pairBody(DEMO_SHIPPER_RESOURCE_ID, { status: 'AWAITING_CONFIRMATION', pairingAgency: 'NONE' }),
    );
    expect(awaiting.body.data.attributes.pair).toMatchObject({
      pairingAgency: 'NONE',
      status: 'AWAITING_CONFIRMATION',
      pairedBy: null,
    });
    expect(await statusOf(tour.orderId)).toBe('ORDER_TO_BE_CONFIRMED');

    const unpaired = await as('shipper.operator', 'DELETE', `/api/tours/${tour.id}/pairing`);
    expect(unpaired.body.data.attributes).toMatchObject({
      vehicle: null,
      pair: { mean: null, pairingAgency: 'NONE', status: 'AWAITING_PAIRING' },
    });
    expect(await statusOf(tour.orderId)).toBe('ORDER_IS_UNPAIR');
    expect(await events(tour.key)).toEqual(['paired', 'unpaired', 'unpaired']);

    const nothing = await as('shipper.operator', 'DELETE', `/api/tours/${tour.id}/pairing`);
    expect(nothing.status).toBe(409);
    expect(nothing.body.errors[0].code).toBe('pairing.transition_error');
  });

  it('leaves the pairing of a chartered tour to its carrier, who pairs its own trucks only', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: 'carrier', status: 'IN_PROGRESS' });
    const [truck, other] = [await demoResource(app, 'carrier', 1), await demoResource(app, 'carrier2')];
    const byShipper = await pair('shipper.admin', tour.id, pairBody(DEMO_SHIPPER_RESOURCE_ID));
    expect(byShipper.status).toBe(403);
    const foreign = await pair('carrier.operator', tour.id, pairBody(other.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0].source.pointer).toBe('/data/relationships/resource/data/id');
    const changed = await pair('carrier.operator', tour.id, pairBody(truck.id, { status: 'IN_PROGRESS' }));
    expect(changed.body.data.attributes.pair).toMatchObject({
      mean: { label: truck.label },
      status: 'IN_PROGRESS',
      pairingAgency: 'CHARTER',
    });
    const seen = await as('shipper.admin', 'GET', `/api/tours/${tour.id}/assignment`);
    expect(seen.body.data.attributes.pair.mean.label).toBe(truck.label);
    expect((await as('carrier2.operator', 'GET', `/api/tours/${tour.id}/assignment`)).status).toBe(404);
  });

  it('refuses a deactivated resource and a finished tour', async () => {
    const tour = await demoTour(app, {
      owner: 'shipper',
      carrier: 'carrier',
      status: 'IN_PROGRESS',
      skip: 1,
    });
    const truck = await demoResource(app, 'carrier', 2);
    await dbOf(app)
      .updateTable('resources')
      .set({ deactivated_at: new Date() })
      .where('id', '=', truck.key)
      .execute();
    expect((await pair('carrier.operator', tour.id, pairBody(truck.id))).status).toBe(404);
    await dbOf(app)
      .updateTable('resources')
      .set({ deactivated_at: null })
      .where('id', '=', truck.key)
      .execute();

    const finished = await demoTour(app, {
      owner: 'shipper',
      carrier: 'carrier',
      status: 'FINISHED',
      paired: true,
    });
    for (const [method, body] of [
      ['PUT', pairBody(truck.id)],
      ['DELETE', undefined],
    ] as const) {
      const response = await as('carrier.operator', method, `/api/tours/${finished.id}/pairing`, body);
      expect(response.status).toBe(409);
      expect(response.body.errors[0].code).toBe('tour.finished_error');
    }
  });

  it('shows a tour paired in the demo data as paired by its carrier', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: 'carrier', paired: true });
    const seen = await as('shipper.admin', 'GET', `/api/tours/${tour.id}/assignment`);
    expect(seen.body.data.attributes).toMatchObject({
      chartering: { status: 'CONFIRMED', organization: { name: DEMO_ORGANIZATIONS.carrier } },
      pair: { pairingAgency: 'CHARTER', status: 'RESOURCE_PAIRED' },
    });
  });
});
