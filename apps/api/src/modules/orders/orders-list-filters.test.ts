// The remaining filters of the search-field mapping (platform-core §3): each must return exactly the orders
// whose shown values match, with a total that says how many the pages hold.
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';

interface Place {
  name: string;
  town: string | null;
  postalCode: string | null;
  country: string | null;
  plannedStart: string | null;
}
interface Order {
  id: string;
  attributes: Record<string, any> & { departure: Place | null; arrival: Place | null };
  relationships: { goods?: { data: Array<{ id: string }> } };
  goodsTypes: string[];
}

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

describe.each(engines())('orders list filters on $name', (engine) => {
  const app = useCargolens(engine);

  /** Every order a user sees, with the goods types of each (from `included`). */
  async function everything(username: string, query = ''): Promise<{ orders: Order[]; total: number }> {
    const token = await app.tokenOf(username);
    const orders: Order[] = [];
    let next: string | undefined = `/api/orders?page[size]=100&include=goods${query ? `&${query}` : ''}`;
    let total = -1;
    while (next) {
      const page: { status: number; body: any } = await app.api.get(next, token);
      expect(page.status, `${next} → ${JSON.stringify(page.body).slice(0, 200)}`).toBe(200);
      total = page.body.meta.totalItems;
      const goods = new Map<string, string>(
        (page.body.included ?? []).map((g: any) => [g.id, g.attributes.goodsType] as const),
      );
      for (const order of page.body.data)
        orders.push({
          ...order,
          goodsTypes: (order.relationships.goods?.data ?? []).map((g: { id: string }) => goods.get(g.id)!),
        });
      const link: URL | undefined = page.body.links.next ? new URL(page.body.links.next) : undefined;
      next = link ? link.pathname + link.search : undefined;
    }
    return { orders, total };
  }

  let shipperOrders: Order[] = [];
  const sample = async () => {
    if (shipperOrders.length === 0) shipperOrders = (await everything('shipper.admin')).orders;
    return shipperOrders;
  };

  /** Filters built from values found in the data, and what each means on a listed order. */
  async function cases(): Promise<Array<[string, (o: Order) => boolean]>> {
    const orders = await sample();
    const withMean = orders.find((o) => o.attributes.mean?.mode)!;
    const first = orders.find((o) => o.attributes.departure?.postalCode && o.attributes.arrival)!;
    const dep = first.attributes.departure!;
    const arr = first.attributes.arrival!;
    const dates = orders.flatMap((o) =>
      o.attributes.departure?.plannedStart ? [o.attributes.departure.plannedStart] : [],
    );
    dates.sort();
    const from = dates[Math.floor(dates.length / 3)]!;
    const before = dates[Math.floor((2 * dates.length) / 3)]!;
    const arrivalFrom = new Date(Date.parse(arr.plannedStart!) - 86_400_000)
      .toISOString()
      .replace('Z', '+00:00');
    const meanFragment = withMean.attributes.mean.label.slice(1, 5).toUpperCase();
    const carried = orders.find((o) => o.attributes.charteredName)!;
    const chartered = (carried.attributes.charteredName as string).slice(2, 7);
    const contract = orders.find((o) => o.attributes.contractNumber)!.attributes.contractNumber.slice(-4);
    const consignment = first.attributes.consignmentReference.slice(-5);
    const cargo = (first.attributes.cargoDescription as string).split(' ')[0]!.toLowerCase();
    const name = dep.name.slice(1, 6);
    return [
      [
        `filter[departureName]=${encodeURIComponent(name)}`,
        (o) => lower(o.attributes.departure?.name).includes(lower(name)),
      ],
      [
        `filter[departureTown]=${encodeURIComponent(dep.town!.toUpperCase())}`,
        (o) => lower(o.attributes.departure?.town).includes(lower(dep.town)),
      ],
      [
        `filter[departurePostalCode]=${dep.postalCode!.slice(0, 2)}`,
        (o) => (o.attributes.departure?.postalCode ?? '').startsWith(dep.postalCode!.slice(0, 2)),
      ],
      [
        `filter[departureCountry]=${lower(dep.country)},xx`,
        (o) => o.attributes.departure?.country === dep.country,
      ],
      [
        `filter[departureFrom]=${encodeURIComponent(from)}&filter[departureBefore]=${encodeURIComponent(before)}`,
        (o) =>
          !!o.attributes.departure?.plannedStart &&
          o.attributes.departure.plannedStart >= from &&
          o.attributes.departure.plannedStart < before,
      ],
      [
        `filter[arrivalTown]=${encodeURIComponent(arr.town!)}`,
        (o) => lower(o.attributes.arrival?.town).includes(lower(arr.town)),
      ],
      [`filter[arrivalCountry]=${arr.country}`, (o) => o.attributes.arrival?.country === arr.country],
      [
        `filter[arrivalFrom]=${encodeURIComponent(arrivalFrom)}`,
        (o) =>
          !!o.attributes.arrival?.plannedStart &&
          Date.parse(o.attributes.arrival.plannedStart) >= Date.parse(arrivalFrom),
      ],
      [
        `filter[meanLabel]=${encodeURIComponent(meanFragment)}`,
        (o) => lower(o.attributes.mean?.label).includes(lower(meanFragment)),
      ],
      [
        `filter[meanMode]=${withMean.attributes.mean.mode}`,
        (o) => o.attributes.mean?.mode === withMean.attributes.mean.mode,
      ],
      [
        'filter[cargoType]=LINEAR_METERS,FULL_TRUCK',
        (o) => o.goodsTypes.some((t) => t === 'LINEAR_METERS' || t === 'FULL_TRUCK'),
      ],
      [
        `filter[charteredName]=${encodeURIComponent(chartered)}`,
        (o) => lower(o.attributes.charteredName).includes(lower(chartered)),
      ],
      [
        `filter[contractNumber]=${encodeURIComponent(contract)}`,
        (o) => lower(o.attributes.contractNumber).includes(lower(contract)),
      ],
      [
        `filter[consignmentReference]=${encodeURIComponent(consignment)}`,
        (o) => lower(o.attributes.consignmentReference).includes(lower(consignment)),
      ],
      [
        `filter[cargoDescription]=${encodeURIComponent(cargo)}`,
        (o) => lower(o.attributes.cargoDescription).includes(cargo),
      ],
      [
        'filter[nextStopPointEtaState]=ON_TIME,RISKY_DELAY',
        (o) => ['ON_TIME', 'RISKY_DELAY'].includes(o.attributes.nextStopPointEtaState),
      ],
      [
        `filter[departureCountry]=${dep.country}&filter[cargoType]=PALETS&filter[transportMode]=ftl,ltl,road`,
        (o) =>
          o.attributes.departure?.country === dep.country &&
          o.goodsTypes.includes('PALETS') &&
          ['ftl', 'ltl', 'road'].includes(o.attributes.transportMode),
      ],
    ];
  }

  it('returns exactly the orders each filter describes, and counts them', async () => {
    const orders = await sample();
    for (const [query, matches] of await cases()) {
      const expected = orders
        .filter(matches)
        .map((o) => o.id)
        .sort();
      const { orders: found, total } = await everything('shipper.admin', query);
      expect(expected.length, `${query} matches some orders of the demo`).toBeGreaterThan(0);
      expect(expected.length, `${query} leaves some out`).toBeLessThan(orders.length);
      expect(found.map((o) => o.id).sort(), query).toEqual(expected);
      expect(total, query).toBe(expected.length);
    }
  });

  it('finds a carrier’s orders by the name of the organization that ordered them', async () => {
    const { orders } = await everything('carrier.operator');
    const owners = [...new Set(orders.map((o) => o.attributes.ownerName as string))];
    expect(owners.length).toBeGreaterThan(1);
    const fragment = owners[0]!.slice(3, 9);
    const { orders: found, total } = await everything(
      'carrier.operator',
      `filter[ownerName]=${encodeURIComponent(fragment)}`,
    );
    const expected = orders.filter((o) => lower(o.attributes.ownerName).includes(lower(fragment)));
    expect(found.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
    expect(total).toBe(expected.length);
  });

  it('sorts by client reference both ways, orders without one last', async () => {
    const token = await app.tokenOf('shipper.admin');
    for (const [sort, direction] of [
      ['clientReference', 1],
      ['-clientReference', -1],
    ] as const) {
      const page = await app.api.get(`/api/orders?page[size]=100&sort=${sort}`, token);
      const refs: Array<string | null> = page.body.data.map((o: Order) => o.attributes.clientReference);
      const set = refs.filter((r): r is string => r !== null);
      expect(set.length).toBeGreaterThan(10);
      for (let i = 1; i < set.length; i += 1)
        expect(direction * (set[i]! < set[i - 1]! ? -1 : 1), sort).toBe(1);
      expect(refs.indexOf(null) === -1 || refs.slice(refs.indexOf(null)).every((r) => r === null)).toBe(true);
    }
  });

  it.each([
    ['filter[departureCountry]=FRA', 'filter[departureCountry]'],
    ['filter[arrivalFrom]=yesterday', 'filter[arrivalFrom]'],
    ['filter[departureFrom]=2026-03-02', 'filter[departureFrom]'],
    [
      'filter[departureFrom]=2026-03-02T10:00:00Z&filter[departureBefore]=2026-03-01T10:00:00Z',
      'filter[departureBefore]',
    ],
    ['filter[meanMode]=bicycle', 'filter[meanMode]'],
    ['filter[cargoType]=BOXES', 'filter[cargoType]'],
    ['filter[nextStopPointEtaState]=LATE', 'filter[nextStopPointEtaState]'],
    [`filter[contractNumber]=${'x'.repeat(101)}`, 'filter[contractNumber]'],
    ['filter[isArchived]=true', 'filter[isArchived]'],
    ['sort=-goods', 'sort'],
  ])('answers %s with a 400 naming the parameter', async (query, parameter) => {
    const response = await app.api.get(`/api/orders?${query}`, await app.tokenOf('shipper.admin'));
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toEqual({ parameter });
  });

  it('says which way a reversed date range is wrong', async () => {
    const response = await app.api.get(
      '/api/orders?filter[arrivalFrom]=2026-03-02T10:00:00%2B01:00&filter[arrivalBefore]=2026-03-02T09:00:00Z',
      await app.tokenOf('shipper.admin'),
    );
    expectError(response, 400, {
      code: 'validation.end_before_start',
      source: { parameter: 'filter[arrivalBefore]' },
    });
  });
});
