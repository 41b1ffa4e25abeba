// Public tracking links (issue 7 item 6, decision 0105): the owner shares, re-dates and revokes an order's
// link; anyone with a live link reads status, ETAs, delays and (unless light) the truck's position, and
// nothing else of the organization; other organizations cannot touch the link; the public call is rate-limited.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { encodeId } from '../../kernel/public-id';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';

const RATE_LIMIT = 30;
let addresses = 0;
/** Each test reads from its own client address, so that only the rate-limit test meets the limit. */
const nextAddress = () => `198.51.100.${++addresses}`;

const linkBody = (attributes: Record<string, unknown>) => ({ data: { type: 'publicLinks', attributes } });

interface DemoOrder {
  id: number;
  hashId: string;
  reference: string;
  tourReference: string;
  resourceId: number;
  resourceLabel: string;
  unitId: string | null;
  carrierName: string | null;
}

describe.each(engines())('public tracking links on $name', (engine) => {
  const app = useCargolens(engine, { env: () => ({ PUBLIC_LINK_RATE_LIMIT: String(RATE_LIMIT) }) });

  /** The shipper's orders whose tour runs with a paired truck, with what must never leak from their page. */
  async function runningOrders(): Promise<DemoOrder[]> {
    const { rows } = await sql<{
      id: number;
      reference: string;
      tour_reference: string;
      resource_id: number;
      label: string;
      telematic_unit_id: string | null;
      carrier_name: string | null;
    }>`
      SELECT o.id, o.reference, t.reference AS tour_reference, t.resource_id, r.label, r.telematic_unit_id,
             c.name AS carrier_name
      FROM orders o
      JOIN organizations owner ON owner.id = o.organization_id
      JOIN tours t ON t.id = o.tour_id
      JOIN resources r ON r.id = t.resource_id
      LEFT JOIN organizations c ON c.id = o.carrier_organization_id
      WHERE owner.name = ${DEMO_ORGANIZATIONS.shipper} AND t.status = 'IN_PROGRESS'
        AND o.cancelled_at IS NULL AND o.carrier_organization_id IS NOT NULL
      ORDER BY o.id LIMIT 3`.execute(app.running.store.db);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    return rows.map((r) => ({
      id: r.id,
      hashId: encodeId(r.id),
      reference: r.reference,
      tourReference: r.tour_reference,
      resourceId: r.resource_id,
      resourceLabel: r.label,
      unitId: r.telematic_unit_id,
      carrierName: r.carrier_name,
    }));
  }

  /** The truck reported a minute ago (as the positions-in call would have stored it). */
  async function truckReported(resourceId: number, lat = 45.2, lng = 4.9) {
    const at = new Date(Date.now() - 60_000);
    await sql`
      INSERT INTO latest_positions (resource_id, organization_id, recorded_at, lat, lng, received_at, source)
      SELECT id, organization_id, ${at}, ${lat}, ${lng}, ${at}, 'api' FROM resources WHERE id = ${resourceId}
      ON CONFLICT (resource_id) DO UPDATE SET recorded_at = EXCLUDED.recorded_at, lat = EXCLUDED.lat,
        lng = EXCLUDED.lng`.execute(app.running.store.db);
  }

  const share = async (order: string, attributes: Record<string, unknown> = {}, username = 'shipper.admin') =>
    app.api.request('POST', `/api/orders/${order}/public-link`, {
      token: await app.tokenOf(username),
      body: linkBody(attributes),
    });
  const linkOf = async (order: string, username = 'shipper.admin') =>
    app.api.get(`/api/orders/${order}/public-link`, await app.tokenOf(username));
  const eta = (token: string, address: string) =>
    app.api.request('GET', `/api/public/orders/eta?token=${encodeURIComponent(token)}`, {
      headers: { 'x-forwarded-for': address },
    });

  it('shares a link whose page shows status, ETAs, delays and the truck, without signing in', async () => {
    const [order] = await runningOrders();
    await truckReported(order!.resourceId, 45.21, 4.93);
    const before = await linkOf(order!.hashId);
    expect(before.status).toBe(200);
    expect(before.body.data.attributes).toMatchObject({ state: 'NONE', token: null, url: null });

    const created = await share(order!.hashId);
    expect(created.status).toBe(201);
    const link = created.body.data.attributes;
    expect(link).toMatchObject({ state: 'ACTIVE', isLight: false, expiresAt: null, revokedAt: null });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${app.running.url.replace(/\/$/, '')}/track/${link.token}`);
    // The owner can copy the same link again later.
    expect((await linkOf(order!.hashId)).body.data.attributes.url).toBe(link.url);

    const page = await eta(link.token, nextAddress());
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const shown = page.body.data.attributes;
    expect(shown).toMatchObject({
      reference: order!.reference,
      tourStatus: 'IN_PROGRESS',
      isLight: false,
      isCancelled: false,
    });
    expect(typeof shown.status).toBe('string');
    expect(shown.position).toMatchObject({ lat: 45.21, lng: 4.93, recency: 'RECENT', ageMinutes: 1 });
    expect(shown.stops.length).toBeGreaterThanOrEqual(2);
    expect(shown.stops.map((s: { activity: string }) => s.activity)).toEqual(
      expect.arrayContaining(['LOADING', 'UNLOADING']),
    );
    for (const stop of shown.stops) {
      expect(['Late', 'On time', 'Tolerable delay', 'ETA not available']).toContain(stop.delayState);
      expect(stop).toHaveProperty('eta');
      expect(stop).toHaveProperty('delayMinutes');
    }
  });

  it('tells nothing of the organization, the tour, the truck or other orders', async () => {
    const [order, other] = await runningOrders();
    await truckReported(order!.resourceId);
    const token = (await share(order!.hashId)).body.data.attributes.token as string;
    const text = JSON.stringify((await eta(token, nextAddress())).body);
    const secrets = [
      DEMO_ORGANIZATIONS.shipper,
      order!.carrierName,
      order!.hashId,
      order!.tourReference,
      order!.resourceLabel,
      order!.unitId,
      other!.reference,
      other!.hashId,
      `"id":${order!.id}`,
    ].filter((s): s is string => Boolean(s));
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    const { rows: places } = await sql<{ name: string; street: string | null }>`
      SELECT s.name, s.street FROM order_stops os JOIN stops s ON s.id = os.stop_id
      WHERE os.order_id = ${order!.id}`.execute(app.running.store.db);
    for (const place of places) {
      expect(text).not.toContain(place.name);
      if (place.street) expect(text).not.toContain(place.street);
    }
    expect(text).not.toMatch(/organization|owner|username|email|phone|carrier|driver/i);
  });

  it('makes tokens that cannot be guessed: 256 random bits, unique, and not stored as they are', async () => {
    const orders = await runningOrders();
    const tokens: string[] = [];
    for (const order of orders)
      for (let i = 0; i < 3; i++) tokens.push((await share(order.hashId)).body.data.attributes.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await sql<{ token_hash: string; token_sealed: string }>`
      SELECT token_hash, token_sealed FROM order_public_links`.execute(app.running.store.db);
    const stored = JSON.stringify(rows);
    for (const token of tokens) expect(stored).not.toContain(token);
    // A token of the right shape that no link has, a near miss, and rubbish are all simply not found.
    const live = tokens.at(-1)!;
    const nearMiss = `${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of ['A'.repeat(43), nearMiss, 'abc', "' OR 1=1 --"]) {
      const response = await eta(guess, nextAddress());
      expect(response.status, guess).toBe(404);
      expect(response.body.errors[0].code).toBe('http.not_found');
    }
  });

  it('hides the truck on a light link, and shows it again when the link is made full', async () => {
    const [order] = await runningOrders();
    await truckReported(order!.resourceId);
    const created = await share(order!.hashId, { isLight: true });
    expect(created.body.data.attributes.isLight).toBe(true);
    const token = created.body.data.attributes.token as string;
    const light = (await eta(token, nextAddress())).body.data.attributes;
    expect(light.isLight).toBe(true);
    expect(light.position).toBeNull();
    expect(JSON.stringify(light)).not.toMatch(/"lat"|"lng"/);
    expect(light.stops.length).toBeGreaterThan(0);

    const full = await app.api.request('PATCH', `/api/orders/${order!.hashId}/public-link`, {
      token: await app.tokenOf('shipper.admin'),
      body: linkBody({ isLight: false }),
    });
    expect(full.status).toBe(200);
    expect(full.body.data.attributes.token).toBe(token);
    expect((await eta(token, nextAddress())).body.data.attributes.position).not.toBeNull();
  });

  it('stops a link at its expiry, and the owner may extend it', async () => {
    const [order] = await runningOrders();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const created = await share(order!.hashId, { expiresAt: tomorrow });
    expect(created.body.data.attributes.expiresAt).toBe(tomorrow);
    const token = created.body.data.attributes.token as string;
    expect((await eta(token, nextAddress())).status).toBe(200);

    // The day goes by.
    await sql`UPDATE order_public_links SET expires_at = now() - interval '1 minute'
      WHERE order_id = ${order!.id} AND revoked_at IS NULL`.execute(app.running.store.db);
    const gone = await eta(token, nextAddress());
    expectError(gone, 410, {
      code: 'public_link.gone_error',
      title: 'This tracking link is no longer available',
    });
    const owner = (await linkOf(order!.hashId)).body.data.attributes;
    expect(owner).toMatchObject({ state: 'EXPIRED', token: null, url: null });

    const extended = await app.api.request('PATCH', `/api/orders/${order!.hashId}/public-link`, {
      token: await app.tokenOf('shipper.admin'),
      body: linkBody({ expiresAt: null }),
    });
    expect(extended.status).toBe(200);
    expect(extended.body.data.attributes).toMatchObject({ state: 'ACTIVE', expiresAt: null, token });
    expect((await eta(token, nextAddress())).status).toBe(200);
  });

  it('refuses an expiry in the past and unknown attributes at their field', async () => {
    const [order] = await runningOrders();
    const past = await share(order!.hashId, { expiresAt: '2020-01-01T00:00:00Z' });
    expectError(past, 400, {
      code: 'validation.not_valid',
      source: { pointer: '/data/attributes/expiresAt' },
    });
    const unknown = await share(order!.hashId, { showDriver: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].code).toBe('validation.unexpected_field');
    const noToken = await app.api.request('GET', '/api/public/orders/eta', {
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(noToken.status).toBe(400);
    expect(noToken.body.errors[0].source).toEqual({ parameter: 'token' });
  });

  it('revokes a link, and a new link retires the previous one', async () => {
    const [order] = await runningOrders();
    const first = (await share(order!.hashId)).body.data.attributes.token as string;
    const second = (await share(order!.hashId)).body.data.attributes.token as string;
    expect((await eta(first, nextAddress())).status).toBe(410);
    expect((await eta(second, nextAddress())).status).toBe(200);

    const token = await app.tokenOf('shipper.admin');
    const revoked = await app.api.request('DELETE', `/api/orders/${order!.hashId}/public-link`, { token });
    expect(revoked.status).toBe(204);
    expect((await eta(second, nextAddress())).status).toBe(410);
    const owner = (await linkOf(order!.hashId)).body.data.attributes;
    expect(owner.state).toBe('REVOKED');
    expect(owner.token).toBeNull();
    expect(owner.revokedAt).not.toBeNull();
    // Nothing live is left to revoke or re-date.
    const again = await app.api.request('DELETE', `/api/orders/${order!.hashId}/public-link`, { token });
    expect(again.status).toBe(404);
    const patch = await app.api.request('PATCH', `/api/orders/${order!.hashId}/public-link`, {
      token,
      body: linkBody({ expiresAt: null }),
    });
    expect(patch.status).toBe(404);
  });

  it('lets no other organization, nor the carrier, read, create or revoke the link (404)', async () => {
    const [order] = await runningOrders();
    const token = (await share(order!.hashId)).body.data.attributes.token as string;
    for (const username of ['carrier.operator', 'carrier.admin', 'carrier2.operator', 'lsp.operator']) {
      const bearer = await app.tokenOf(username);
      const path = `/api/orders/${order!.hashId}/public-link`;
      const read = await app.api.request('GET', path, { token: bearer });
      expect(read.status, `${username} GET`).toBe(404);
      expect(JSON.stringify(read.body)).not.toContain(token);
      expect((await app.api.request('POST', path, { token: bearer, body: linkBody({}) })).status).toBe(404);
      const patch = { token: bearer, body: linkBody({ expiresAt: '2099-01-01T00:00:00Z' }) };
      expect((await app.api.request('PATCH', path, patch)).status).toBe(404);
      expect((await app.api.request('DELETE', path, { token: bearer })).status).toBe(404);
    }
    // The link is as the owner left it.
    expect((await eta(token, nextAddress())).status).toBe(200);
    expect((await linkOf(order!.hashId)).body.data.attributes).toMatchObject({ token, expiresAt: null });
    // The back office acts on behalf of the owner; an integration of the owner shares through the API.
    expect((await linkOf(order!.hashId, 'backoffice.admin')).body.data.attributes.token).toBe(token);
    expect((await share(order!.hashId, {}, 'api.client')).status).toBe(201);
  });

  it('answers 429 with a JSON:API error once an address passes the limit, and only that address', async () => {
    const [order] = await runningOrders();
    const token = (await share(order!.hashId)).body.data.attributes.token as string;
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMIT; i++) expect((await eta(token, address)).status).toBe(200);
    const limited = await eta(token, address);
    expectError(limited, 429, {
      status: '429',
      code: 'http.too_many_requests',
      title: 'Too many requests, please try again later',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Guessing is limited as much as reading: an unknown token from the same address is refused too.
    expect((await eta('A'.repeat(43), address)).status).toBe(429);
    expect((await eta(token, nextAddress())).status).toBe(200);
  });
});
