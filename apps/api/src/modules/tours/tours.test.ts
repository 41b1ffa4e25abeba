import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { listReader } from '../../test-support/list-reader';

type Resource = { id: string; type: string; attributes: Record<string, any>; relationships?: any };

describe.each(engines())('tours list on $name', (engine) => {
  const app = useCargolens(engine);
  const all = listReader<Resource>(app, '/api/tours');
  const page = async (query: string, username = 'shipper.admin') =>
    app.api.get(`/api/tours?${query}`, await app.tokenOf(username));

  it('shows each tour with its orders in the tours.orders view (include=orders)', async () => {
    const response = await page('include=orders&page[size]=25');
    expect(response.status).toBe(200);
    const tours: Resource[] = response.body.data;
    expect(tours).toHaveLength(25);
    expect(response.body.meta.totalItems).toBe(60);
    const included = new Map<string, Resource>(
      response.body.included.map((r: Resource) => [`${r.type}:${r.id}`, r]),
    );
    for (const tour of tours) {
      expect(tour.attributes.ownerName).toBe(DEMO_ORGANIZATIONS.shipper);
      const orders = tour.relationships.orders.data.map((ref: Resource) => included.get(`orders:${ref.id}`));
      expect(orders.length).toBe(tour.attributes.orderCount);
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.every((order: Resource) => order.attributes.reference.startsWith('MDI-'))).toBe(true);
      expect(tour.attributes.transportModes).toEqual(
        [...new Set(orders.map((o: Resource) => o.attributes.transportMode))].sort(),
      );
      // The list view names where each order is loaded and delivered.
      expect(orders[0].attributes.departure.name).toBeTruthy();
      expect(orders[0].attributes.arrival.name).toBeTruthy();
      expect(tour.relationships.stops).toBeUndefined();
    }
    // Newest first by default.
    const created = tours.map((t) => t.attributes.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('shows each tour with its stop points in itinerary order in the tours.waypoints view (include=stops)', async () => {
    const response = await page('include=stops&page[size]=30');
    const included = new Map<string, Resource>(
      response.body.included.map((r: Resource) => [`${r.type}:${r.id}`, r]),
    );
    expect([...included.values()].every((r) => r.type === 'stops')).toBe(true);
    for (const tour of response.body.data as Resource[]) {
      const stops = tour.relationships.stops.data.map((ref: Resource) => included.get(`stops:${ref.id}`)!);
      expect(stops.length).toBe(tour.attributes.stopCount);
      expect(stops.length).toBeGreaterThanOrEqual(2);
      const sequences = stops.map((s: Resource) => s.attributes.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(stops[0].attributes.name).toBe(tour.attributes.departure.name);
      expect(stops.at(-1).attributes.name).toBe(tour.attributes.arrival.name);
      // Every stop says which of the tour's orders are loaded or unloaded there.
      expect(stops.flatMap((s: Resource) => s.attributes.orders).length).toBeGreaterThanOrEqual(
        tour.attributes.orderCount,
      );
      const next = stops.filter((s: Resource) => s.attributes.isNextStop);
      if (tour.attributes.status === 'FINISHED') expect(next).toHaveLength(0);
      if (tour.attributes.status === 'NOT_STARTED') {
        expect(next.map((s: Resource) => s.id)).toEqual([stops[0].id]);
        expect(tour.attributes.nextStop.name).toBe(stops[0].attributes.name);
      }
    }
  });

  it('shows a carrier its own tours and those chartered to it, and nothing else', async () => {
    const carrier = DEMO_ORGANIZATIONS.carrier;
    const seen = await all('include=orders', 'carrier.operator');
    expect(
      seen.every((t) => t.attributes.ownerName === carrier || t.attributes.charteredName === carrier),
    ).toBe(true);
    const owners = new Set(seen.map((t) => t.attributes.ownerName));
    expect(owners).toEqual(new Set([carrier, DEMO_ORGANIZATIONS.shipper, DEMO_ORGANIZATIONS.lsp]));
    const everything = await all('', 'backoffice.admin');
    const expected = everything.filter(
      (t) => t.attributes.ownerName === carrier || t.attributes.charteredName === carrier,
    );
    expect(seen.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    // The shipper's permissions on a tour it owns are not the carrier's.
    const chartered = seen.find((t) => t.attributes.ownerName === DEMO_ORGANIZATIONS.shipper)!;
    expect(chartered.attributes.chartering.permissions).toEqual(['READ']);
    expect(chartered.attributes.pair.permissions).toContain('MODIFY');
  });

  it.each([
    [
      'filter[status]=FINISHED,NOT_STARTED',
      (t: Resource) => ['FINISHED', 'NOT_STARTED'].includes(t.attributes.status),
    ],
    ['filter[transportMode]=rail', (t: Resource) => t.attributes.transportModes.includes('rail')],
    [
      'filter[carrier]=nordlicht',
      (t: Resource) => t.attributes.charteredName === DEMO_ORGANIZATIONS.carrier2,
    ],
    [
      'filter[pairingStatus]=AWAITING_PAIRING',
      (t: Resource) => t.attributes.pair.status === 'AWAITING_PAIRING',
    ],
  ])('filters with %s', async (query, holds) => {
    const everything = await all('');
    const filtered = await all(query);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every(holds)).toBe(true);
    expect(filtered.length).toBe(everything.filter(holds).length);
  });

  it('searches tour references and the references of their orders', async () => {
    const [tour] = (await page('include=orders&page[size]=1')).body.data as Resource[];
    const byTour = await all(`filter[search]=${encodeURIComponent(tour!.attributes.reference)}`);
    expect(byTour.map((t) => t.id)).toEqual([tour!.id]);
    const withOrders = await page(`include=orders&page[size]=1`);
    const order = withOrders.body.included[0] as Resource;
    const byOrder = await all(
      `include=orders&filter[search]=${encodeURIComponent(order.attributes.reference)}`,
    );
    expect(byOrder.map((t) => t.id)).toContain(withOrders.body.data[0].id);
    expect(await all('filter[search]=NO-SUCH-REFERENCE')).toHaveLength(0);
  });

  it('filters on the paired truck and on the period a stop is planned in', async () => {
    const everything = await all('');
    const vehicle = everything.find((t) => t.attributes.pair.mean)!.attributes.pair.mean.label as string;
    const byMean = await all(`filter[mean]=${encodeURIComponent(vehicle)}`);
    expect(byMean.length).toBeGreaterThan(0);
    expect(
      byMean.every((t) => t.attributes.pair.mean?.label === vehicle || t.attributes.vehicle === vehicle),
    ).toBe(true);

    const sample = everything.find((t) => t.attributes.departure.plannedStart)!;
    const at = sample.attributes.departure.plannedStart as string;
    const inPeriod = await all(`filter[from]=${encodeURIComponent(at)}&filter[to]=${encodeURIComponent(at)}`);
    expect(inPeriod.map((t) => t.id)).toContain(sample.id);
    expect(inPeriod.length).toBeLessThan(everything.length);
    const future = await all('filter[from]=2999-01-01T00:00:00Z');
    expect(future).toHaveLength(0);
  });

  it('sorts by reference and pages through every tour once', async () => {
    const sorted = await app.api.collect<Resource>(
      '/api/tours?sort=reference&page[size]=7',
      await app.tokenOf('carrier2.operator'),
    );
    const references = sorted.map((t) => t.attributes.reference);
    expect(references).toEqual([...references].sort());
    expect(new Set(sorted.map((t) => t.id)).size).toBe(sorted.length);
    const first = await page('page[size]=7', 'carrier2.operator');
    expect(first.body.meta.totalItems).toBe(sorted.length);
  });

  it('answers 400 to an unknown filter value, include or sort field', async () => {
    for (const query of ['filter[status]=DONE', 'include=goods', 'sort=driver', 'filter[from]=yesterday']) {
      const response = await page(query);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].source.parameter).toBeTruthy();
    }
  });

  it('lets only the back office narrow the list to one organization', async () => {
    const me = await app.api.get('/api/me', await app.tokenOf('lsp.operator'));
    const lsp = me.body.data.relationships.organization.data.id as string;
    const narrowed = await all(`filter[organization]=${lsp}`, 'backoffice.admin');
    expect(narrowed.length).toBe(8);
    expect(narrowed.every((t) => t.attributes.ownerName === DEMO_ORGANIZATIONS.lsp)).toBe(true);
    const refused = await page(`filter[organization]=${lsp}`, 'carrier.operator');
    expect(refused.status).toBe(403);
  });
});
