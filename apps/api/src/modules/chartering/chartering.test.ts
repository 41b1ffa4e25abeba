import { describe, expect, it } from 'vitest';
import { decodeId } from '../../kernel/public-id';
import { DEMO_CARRIER_AGENCY_ID } from '../../openapi/example-ids';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import {
  answerBody,
  charterBody,
  demoAgency,
  demoResource,
  demoTour,
  pairBody,
  recordedEvents,
} from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';
import { ORDER_INPUT_EXAMPLE } from '../orders/order-input-example';

describe.each(engines())('chartering on $name', (engine) => {
  const app = useCargolens(engine);
  const { as } = app;
  const assignment = (username: string, tourId: string) =>
    as(username, 'GET', `/api/tours/${tourId}/assignment`);
  const order = (username: string, orderId: string) => as(username, 'GET', `/api/orders/${orderId}`);
  const carriedOrders = async (username: string) =>
    (await app.api.collect(`/api/orders?page[size]=100`, await app.tokenOf(username))).map((o) => o.id);

  it('names the demo’s Lille Lesquin agency of Transports Lefèvre in its examples', async () => {
    expect((await demoAgency(app, 'carrier')).id).toBe(DEMO_CARRIER_AGENCY_ID);
  });

  it('lists the agencies of the public carriers and logistics providers, never the caller’s own', async () => {
    const agencies = await app.api.collect('/api/carrier-agencies', await app.tokenOf('shipper.admin'));
    const organizations = new Set(agencies.map((a) => a.attributes.organizationName));
    expect(organizations).toEqual(
      new Set([DEMO_ORGANIZATIONS.carrier, DEMO_ORGANIZATIONS.carrier2, DEMO_ORGANIZATIONS.lsp]),
    );
    const asCarrier = await app.api.collect('/api/carrier-agencies', await app.tokenOf('carrier.admin'));
    expect(asCarrier.some((a) => a.attributes.organizationName === DEMO_ORGANIZATIONS.carrier)).toBe(false);
    const searched = await as('shipper.admin', 'GET', '/api/carrier-agencies?filter[search]=lesquin');
    expect(searched.body.data.map((a: { id: string }) => a.id)).toEqual([DEMO_CARRIER_AGENCY_ID]);
  });

  it('charters, confirms, pairs and unchartered a tour: who sees what at each step', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: null, status: 'NOT_STARTED' });
    const truck = await demoResource(app, 'carrier');
    const before = await assignment('shipper.admin', tour.id);
    expect(before.body.data.attributes).toMatchObject({
      chartering: { status: 'NONE', isActive: false, agency: null, permissions: ['READ', 'MODIFY'] },
      allowedCommands: ['REQUEST_CHARTERING', 'PAIR'],
    });
    expect((await assignment('carrier.operator', tour.id)).status).toBe(404);

    const requested = await as(
      'shipper.admin',
      'PUT',
      `/api/tours/${tour.id}/chartering`,
      charterBody(DEMO_CARRIER_AGENCY_ID),
    );
    expect(requested.status).toBe(200);
    expect(requested.headers.get('etag')).toBe(`"${before.body.data.attributes.version + 1}"`);
    expect(requested.body.data.attributes.chartering).toMatchObject({
      status: 'REQUESTED',
      isActive: true,
      agency: { id: DEMO_CARRIER_AGENCY_ID, name: 'Lille Lesquin' },
      organization: { name: DEMO_ORGANIZATIONS.carrier },
    });
    expect((await order('shipper.admin', tour.orderId)).body.data.attributes).toMatchObject({
      currentStatus: 'ORDER_PENDING_WAITING_CONFIRMATION',
      charteredName: DEMO_ORGANIZATIONS.carrier,
    });
    expect(await carriedOrders('carrier.operator')).toContain(tour.orderId);
    expect(await carriedOrders('carrier2.operator')).not.toContain(tour.orderId);
    const seenByCarrier = await assignment('carrier.operator', tour.id);
    expect(seenByCarrier.body.data.attributes).toMatchObject({
      chartering: { permissions: ['READ'] },
      pair: { permissions: ['READ', 'MODIFY'] },
      allowedCommands: ['CONFIRM_CHARTERING', 'REFUSE_CHARTERING', 'PAIR'],
    });

    const confirmed = await as(
      'carrier.operator',
      'PATCH',
      `/api/tours/${tour.id}/chartering`,
      answerBody('CONFIRMED'),
    );
    expect(confirmed.body.data.attributes.chartering.status).toBe('CONFIRMED');
    expect((await order('carrier.operator', tour.orderId)).body.data.attributes.currentStatus).toBe(
      'ORDER_CONFIRMED',
    );

    const paired = await as('carrier.operator', 'PUT', `/api/tours/${tour.id}/pairing`, pairBody(truck.id));
    expect(paired.body.data.attributes.pair).toMatchObject({
      mean: { id: truck.id, label: truck.label },
      status: 'RESOURCE_PAIRED',
      pairingAgency: 'CHARTER',
      pairedBy: 'Sophie Lambert',
    });
    const shipperView = await assignment('shipper.admin', tour.id);
    expect(shipperView.body.data.attributes.pair).toMatchObject({
      mean: { label: truck.label },
      permissions: ['READ'],
    });
    expect((await order('shipper.admin', tour.orderId)).body.data.attributes.currentStatus).toBe(
      'ORDER_IS_PAIR',
    );

    const unchartered = await as('shipper.admin', 'DELETE', `/api/tours/${tour.id}/chartering`);
    expect(unchartered.status).toBe(200);
    expect(unchartered.body.data.attributes).toMatchObject({
      chartering: { status: 'UNCHARTERED', isActive: false, agency: null, organization: null },
      pair: { mean: null, pairingAgency: 'NONE', status: 'AWAITING_PAIRING', pairedBy: null },
    });
    expect((await assignment('carrier.operator', tour.id)).status).toBe(404);
    expect(await carriedOrders('carrier.operator')).not.toContain(tour.orderId);
    expect((await order('shipper.admin', tour.orderId)).body.data.attributes).toMatchObject({
      currentStatus: 'ORDER_IS_UNCHARTERED',
      charteredName: null,
    });

    const events = await recordedEvents(app, tour.key);
    expect(events.map((e) => [e.name, e.organization])).toEqual([
      ['chartering_requested', DEMO_ORGANIZATIONS.shipper],
      ['confirmed', DEMO_ORGANIZATIONS.carrier],
      ['paired', DEMO_ORGANIZATIONS.carrier],
      ['unchartered', DEMO_ORGANIZATIONS.shipper],
      ['unpaired', DEMO_ORGANIZATIONS.shipper],
    ]);
    expect(events[2]!.details).toMatchObject({ resourceId: truck.key, pairingAgency: 'CHARTER' });
    expect(events[4]!.details).toMatchObject({ resourceId: truck.key, reason: 'carrier_left' });
  });

  it('lets the carrier refuse: it stops seeing the tour, the shipper may charter it again', async () => {
    const tour = await demoTour(app, { owner: 'shipper', chartering: 'REQUESTED' });
    const path = `/api/tours/${tour.id}/chartering`;
    const refused = await as(tour.carrierUser, 'PATCH', path, answerBody('REFUSED'));
    expect(refused.status).toBe(200);
    expect(refused.body.data.attributes).toMatchObject({
      chartering: { status: 'REFUSED', isActive: false },
      allowedCommands: [],
    });
    expect((await assignment(tour.carrierUser, tour.id)).status).toBe(404);
    const { currentStatus } = (await order('shipper.admin', tour.orderId)).body.data.attributes;
    expect(currentStatus).toBe('ORDER_IS_REFUSED');
    const shipperView = await assignment('shipper.admin', tour.id);
    expect(shipperView.body.data.attributes.allowedCommands).toContain('REQUEST_CHARTERING');
    const other = await demoAgency(app, tour.carrierUser === 'carrier.operator' ? 'carrier2' : 'carrier');
    const again = await as('shipper.admin', 'PUT', path, charterBody(other.id));
    expect(again.body.data.attributes.chartering.agency.name).toBe(other.name);
    expect((await recordedEvents(app, tour.key)).map((e) => e.name)).toEqual([
      'refused',
      'chartering_requested',
    ]);
    // The tour's history, as each reads it: the new carrier only since it was asked.
    const history = async (username: string) =>
      (await as(username, 'GET', `/api/tours/${tour.id}`)).body.included
        .filter((r: { type: string }) => r.type === 'tourEvents')
        .map((r: { attributes: { name: string } }) => r.attributes.name);
    expect(await history('shipper.admin')).toEqual(['refused', 'chartering_requested']);
    const newCarrier = tour.carrierUser === 'carrier.operator' ? 'carrier2.operator' : 'carrier.operator';
    expect(await history(newCarrier)).toEqual(['chartering_requested']);
  });

  it('refuses steps the caller may not take (403) and steps the state does not allow (409)', async () => {
    const open = await demoTour(app, { owner: 'shipper', carrier: null, status: 'NOT_STARTED', skip: 1 });
    const confirmed = await demoTour(app, {
      owner: 'shipper',
      carrier: 'carrier',
      chartering: 'CONFIRMED',
      status: 'IN_PROGRESS',
    });
    const finished = await demoTour(app, { owner: 'shipper', chartering: 'CONFIRMED', status: 'FINISHED' });
    const path = (tour: { id: string }) => `/api/tours/${tour.id}/chartering`;
    const cases: [string, string, string, unknown, number, string][] = [
      [
        'shipper.operator',
        'PUT',
        path(open),
        charterBody(DEMO_CARRIER_AGENCY_ID),
        403,
        'http.access_denied_error',
      ],
      [
        'carrier.operator',
        'PUT',
        path(confirmed),
        charterBody(DEMO_CARRIER_AGENCY_ID),
        403,
        'http.access_denied_error',
      ],
      ['carrier.operator', 'DELETE', path(confirmed), undefined, 403, 'http.access_denied_error'],
      ['shipper.admin', 'PATCH', path(confirmed), answerBody('CONFIRMED'), 403, 'http.access_denied_error'],
      [
        'carrier.operator',
        'PATCH',
        path(confirmed),
        answerBody('REFUSED'),
        409,
        'chartering.transition_error',
      ],
      ['shipper.admin', 'DELETE', path(open), undefined, 409, 'chartering.transition_error'],
      ['shipper.admin', 'DELETE', path(finished), undefined, 409, 'tour.finished_error'],
      [
        'shipper.admin',
        'PUT',
        path(finished),
        charterBody(DEMO_CARRIER_AGENCY_ID),
        409,
        'tour.finished_error',
      ],
    ];
    for (const [username, method, url, body, status, code] of cases) {
      const response = await as(username, method, url, body);
      expect(response.status, `${username} ${method} ${url}`).toBe(status);
      expect(response.body.errors[0].code).toBe(code);
      expect(response.body.errors[0].detail).toBeTruthy();
    }
    expect((await assignment('shipper.admin', confirmed.id)).body.data.attributes.chartering.status).toBe(
      'CONFIRMED',
    );
  });

  it('answers 404 at the agency for an agency that is not a carrier’s, 400 for a wrong answer', async () => {
    const open = await demoTour(app, { owner: 'shipper', carrier: null, status: 'NOT_STARTED', skip: 1 });
    const ownAgency = await demoAgency(app, 'shipper');
    for (const agencyId of [ownAgency.id, 'nope']) {
      const response = await as(
        'shipper.admin',
        'PUT',
        `/api/tours/${open.id}/chartering`,
        charterBody(agencyId),
      );
      expectError(response, 404, {
        code: 'agency.not_found_error',
        source: { pointer: '/data/relationships/agency/data/id' },
      });
    }
    const wrong = await as(
      'carrier.operator',
      'PATCH',
      `/api/tours/${open.id}/chartering`,
      answerBody('MAYBE'),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/status');
    expect((await as('shipper.admin', 'GET', '/api/tours/nope/assignment')).status).toBe(404);
  });

  it('answers 409 to a stale version and lets one of two concurrent changes win', async () => {
    const tour = await demoTour(app, { owner: 'shipper', carrier: null, status: 'NOT_STARTED', skip: 2 });
    const path = `/api/tours/${tour.id}/chartering`;
    const read = (await assignment('shipper.admin', tour.id)).body.data.attributes.version;
    const hamburg = await demoAgency(app, 'carrier2');
    expect((await as('shipper.admin', 'PUT', path, charterBody(hamburg.id, read))).status).toBe(200);
    const stale = await as('shipper.admin', 'PUT', path, charterBody(DEMO_CARRIER_AGENCY_ID, read));
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].code).toBe('http.conflict_error');

    const current = `"${read + 1}"`;
    const results = await Promise.all(
      ['PUT', 'DELETE'].map((method) =>
        as(
          'shipper.admin',
          method,
          path,
          method === 'PUT' ? charterBody(DEMO_CARRIER_AGENCY_ID) : undefined,
          {
            'if-match': current,
          },
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await recordedEvents(app, tour.key)).toHaveLength(2);
  });

  it('records the chartering that orders-in makes, as the API does', async () => {
    const example = structuredClone(ORDER_INPUT_EXAMPLE) as unknown as {
      data: { attributes: Record<string, unknown> };
    };
    example.data.attributes.reference = 'CHARTERING-VIA-ORDERS-IN';
    example.data.attributes.carrier = { agency: DEMO_CARRIER_AGENCY_ID };
    const created = await as('shipper.admin', 'POST', '/api/orders', example);
    expect(created.body.data.attributes.currentStatus).toBe('ORDER_PENDING_WAITING_CONFIRMATION');
    const tourId = created.body.data.relationships.tour.data.id;
    const [event] = await recordedEvents(app, decodeId(tourId)!);
    expect(event).toMatchObject({ name: 'chartering_requested', details: { via: 'orders-in' } });
    expect((await assignment('carrier.operator', tourId)).body.data.attributes.allowedCommands).toContain(
      'CONFIRM_CHARTERING',
    );
  });
});
