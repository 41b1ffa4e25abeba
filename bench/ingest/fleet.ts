// The bench fleet: N trucks created through POST /api/means, each with an order through POST /api/orders whose
// tour is paired to it (the orders-in `resource` attribute), and a drive per truck that starts on its first stop
// and heads for its second, so the tracking engine has an arrival, a departure and ETAs to work out.
import { benchOrder, SITES } from '../orders-in/bench-order';

export interface BenchTruck {
  index: number;
  /** Public id, as a client names it in a position. */
  id: string;
  label: string;
}

export const truckLabel = (index: number) => `BENCH-INGEST-${index}`;

async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) results[i] = await task(i);
    }),
  );
  return results;
}

/** Creates the trucks and their paired orders through the API (the seed path integrators use). */
export async function createFleet(
  base: string,
  tokens: { admin: string; api: string },
  count: number,
  concurrency: number,
): Promise<BenchTruck[]> {
  return pool(count, concurrency, async (index) => {
    const label = truckLabel(index);
    const mean = await fetch(`${base}/means`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({ data: { type: 'means', attributes: { label, mode: 'truck' } } }),
    });
    if (mean.status !== 201) throw new Error(`POST /means answered ${mean.status}: ${await mean.text()}`);
    const id = ((await mean.json()) as { data: { id: string } }).data.id;
    const order = benchOrder(`BENCH-INGEST-${process.pid}-${index}`, index);
    const body = { data: { ...order.data, attributes: { ...order.data.attributes, resource: { label } } } };
    const created = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.api}`,
        'content-type': 'application/vnd.api+json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(body),
    });
    if (created.status !== 201)
      throw new Error(`POST /orders answered ${created.status}: ${await created.text()}`);
    await created.arrayBuffer();
    return { index, id, label };
  });
}

const EARTH_M_PER_DEG = 111_320;

/**
 * Truck `index`'s fix number `step` of `steps`, one every `intervalMs`, the last one `endsAgoMs` before
 * `now`: from its order's first stop towards the second at 80 km/h (a straight line is enough here).
 */
export function fixOf(index: number, step: number, steps: number, intervalMs: number, now: number) {
  const from = SITES[index % SITES.length]!;
  const to = SITES[(index + 1) % SITES.length]!;
  const dLat = to.lat - from.lat;
  const dLng = (to.lng - from.lng) * Math.cos((from.lat * Math.PI) / 180);
  const length = Math.hypot(dLat, dLng) * EARTH_M_PER_DEG;
  // The first few minutes on site (the engine sees the arrival), then on the road.
  const onSite = Math.min(step, 6);
  const metres = Math.min(length, (step - onSite) * (80 / 3.6) * (intervalMs / 1000));
  const share = metres / length;
  return {
    at: now - 60_000 - (steps - 1 - step) * intervalMs,
    lat: from.lat + (to.lat - from.lat) * share,
    lng: from.lng + (to.lng - from.lng) * share,
    speed: step < 6 ? 0 : 80 / 3.6,
  };
}
