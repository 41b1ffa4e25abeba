// Journeys that set the scene through the API before the browser looks: a token per demo user, JSON:API calls,
// an idle demo tour, and a truck's positions towards that tour's stops.
import { offsetPoint, syntheticTrack, type TrackLeg } from '@cargolens/domain/tracking';
import { inject } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from './browser';

const MINUTE = 60_000;

export async function tokenOf(username: string): Promise<string> {
  const response = await fetch(new URL('/api/tokens', baseUrl()), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  return ((await response.json()) as { data: { attributes: { accessToken: string } } }).data.attributes
    .accessToken;
}

export async function call(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(new URL(path, baseUrl()), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/vnd.api+json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A tour of the shipper nobody drives yet (not started, not chartered, not paired), with an order loaded at its first stop. */
export async function idleTour(token: string) {
  const page = await call(
    'GET',
    '/api/tours?filter[status]=NOT_STARTED&include=orders,stops&page[size]=100',
    token,
  );
  const find = (type: string, id: string) => page.included.find((r: any) => r.type === type && r.id === id);
  for (const tour of page.data) {
    if (tour.attributes.charteredName !== null || tour.attributes.isPairedAtTourLevel) continue;
    const stops = tour.relationships.stops.data.map((s: any) => find('stops', s.id));
    if (stops.length < 2) continue;
    // An order loaded at the tour's first stop: the arrival there shows on its page.
    const order = tour.relationships.orders.data
      .map((o: any) => find('orders', o.id))
      .find((o: any) => o?.attributes.departure?.name === stops[0].attributes.name);
    if (order)
      return {
        id: tour.id as string,
        reference: tour.attributes.reference as string,
        orderId: order.id as string,
        stops,
      };
  }
  throw new Error('no idle tour of the shipper in the demo data');
}

/**
 * Sends a truck's positions as api.client: from 3 km before the tour's first stop, 20 minutes there, then towards
 * the second, a fix a minute, ending a minute ago.
 */
export async function sendTrackToSecondStop(resourceId: string, stops: any[]): Promise<void> {
  const [first, second] = stops.map((s: any) => s.attributes.position);
  const legs: TrackLeg[] = [{ to: first, kmh: 60 }, { waitMs: 20 * MINUTE }, { to: second, kmh: 60 }];
  const track = syntheticTrack(offsetPoint(first, 270, 3_000), 0, legs, MINUTE).slice(0, 30);
  const shift = Date.now() - MINUTE - track[track.length - 1]!.at;
  await call('POST', '/api/positions', await tokenOf('api.client'), {
    data: track.map((fix) => ({
      type: 'positions',
      attributes: { date: new Date(fix.at + shift).toISOString(), lat: fix.lat, lng: fix.lng },
      relationships: { resource: { data: { type: 'means', id: resourceId } } },
    })),
  });
}

/** Runs the time-driven rules of this journey's server once, as if it were `at` (serve-cargolens.ts). */
export async function runTimeRulesAt(at: number): Promise<void> {
  const urls = inject('clockUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const response = await fetch(`${urls[(worker - 1) % urls.length]}?at=${at}`, { method: 'POST' });
  if (!response.ok) throw new Error(`time rules at ${new Date(at).toISOString()}: ${response.status}`);
}
