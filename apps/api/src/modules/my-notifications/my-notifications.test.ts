// The notification inbox (decision 0180) on a real Cargolens: the carrier ETA reminder the time rules write
// (decision 0150) reaches the carrier's users through GET /api/my-notifications and, without reload, their open
// event streams; each user reads and marks only their own.
import { describe, expect, it } from 'vitest';
import { dbOf, demoTour } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { openEventStream } from '../../test-support/event-stream-client';
import { storeLateDelivery } from '../../test-support/tracking-fixtures';
import { runTimeRules } from '../tracking/time-rules/run-time-rules';

const MINUTE = 60_000;

describe.each(engines())('notification inbox on $name', (engine) => {
  const app = useCargolens(engine);
  const db = () => dbOf(app);
  const inbox = async (user: string, query = '') =>
    app.api.get(`/api/my-notifications${query}`, await app.tokenOf(user));
  const markRead = async (user: string, attributes: Record<string, unknown>) =>
    app.api.request('POST', '/api/my-notifications/read', {
      token: await app.tokenOf(user),
      body: { data: { type: 'notificationReads', attributes } },
    });

  /**
   * A tour chartered to the carrier, under way, its delivery stop 45 minutes late for 30 minutes. Each call takes
   * the next tour still not started.
   */
  async function remindCarrier() {
    const tour = await demoTour(app, { owner: 'shipper', carrier: 'carrier', status: 'NOT_STARTED' });
    const delivery = await storeLateDelivery(app, tour.key, 45);
    const t0 = Date.now();
    await runTimeRules(db(), t0);
    return { tour, delivery, remind: () => runTimeRules(db(), t0 + 30 * MINUTE) };
  }

  it('lists the reminder to each carrier user, newest first, with the unread count, and to nobody else', async () => {
    const { tour, delivery, remind } = await remindCarrier();
    const before = (await inbox('carrier.operator')).body.meta.unreadCount as number;
    await remind();

    const response = await inbox('carrier.operator');
    expect(response.status).toBe(200);
    const mine = response.body.data.find((n: any) => n.attributes.tour?.reference === tour.reference);
    expect(mine.attributes).toMatchObject({
      kind: 'carrier_eta_reminder',
      readAt: null,
      delayMinutes: 45,
      responsibility: 'NETWORK_CONGESTION',
      stop: { name: delivery.name, town: delivery.town, timezone: delivery.timezone },
    });
    expect(response.body.meta.unreadCount).toBeGreaterThan(before);
    expect(response.body.meta.unreadCount).toBe(
      response.body.data.filter((n: any) => n.attributes.readAt === null).length,
    );
    const dates = response.body.data.map((n: any) => n.attributes.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // A colleague has their own copy; the shipper and another carrier have none of this tour (the demo's other
    // late stops remind their own carriers), the back office nothing at all.
    const colleague = (await inbox('carrier.admin')).body.data;
    expect(colleague.some((n: any) => n.attributes.tour?.reference === tour.reference)).toBe(true);
    expect(colleague.map((n: any) => n.id)).not.toContain(mine.id);
    for (const other of ['shipper.admin', 'carrier2.operator'])
      expect(
        (await inbox(other)).body.data.filter((n: any) => n.attributes.tour?.reference === tour.reference),
      ).toEqual([]);
    expect((await inbox('backoffice.admin')).body).toMatchObject({ data: [], meta: { unreadCount: 0 } });
    // Paged like every list.
    const first = await inbox('carrier.operator', '?page[size]=1');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.meta).toMatchObject({ size: 1, unreadCount: response.body.meta.unreadCount });
  });

  it('marks one read, refuses another user’s, and marks all read up to the newest one seen', async () => {
    const { remind } = await remindCarrier();
    await remind();
    const [own] = (await inbox('carrier.operator')).body.data;
    const [colleagues] = (await inbox('carrier.admin')).body.data;
    const unread = (await inbox('carrier.operator')).body.meta.unreadCount as number;

    expect((await markRead('carrier.operator', { notifications: [own.id] })).status).toBe(204);
    let after = await inbox('carrier.operator');
    expect(after.body.data[0].attributes.readAt).not.toBeNull();
    expect(after.body.meta.unreadCount).toBe(unread - 1);

    // A colleague's notification is unknown to the caller: 404 at its place in the list, nothing marked.
    const refused = await markRead('carrier.operator', { notifications: ['nonsense', colleagues.id] });
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0].source.pointer).toBe('/data/attributes/notifications/0');
    expect((await markRead('carrier.operator', { notifications: [colleagues.id] })).status).toBe(404);
    expect((await inbox('carrier.admin')).body.data[0].attributes.readAt).toBeNull();
    // Neither or both of notifications and all: 400 with a pointer.
    const invalid = await markRead('carrier.operator', {});
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].source.pointer).toBe('/data/attributes/notifications');

    // A reminder written after the user looked stays unread when they mark all they saw.
    const seen = after.body.data[0].id as string;
    const later = await remindCarrier();
    await later.remind();
    expect((await markRead('carrier.operator', { all: true, upTo: seen })).status).toBe(204);
    after = await inbox('carrier.operator');
    const stillUnread = after.body.data.filter((n: any) => n.attributes.readAt === null);
    expect(stillUnread.length).toBeGreaterThan(0);
    expect(after.body.meta.unreadCount).toBe(stillUnread.length);
    expect(stillUnread.every((n: any) => n.attributes.tour.reference === later.tour.reference)).toBe(true);
    expect((await markRead('carrier.operator', { all: true })).status).toBe(204);
    expect((await inbox('carrier.operator')).body.meta.unreadCount).toBe(0);
    expect((await inbox('carrier.admin')).body.meta.unreadCount).toBeGreaterThan(0);
  });

  it('tells the user’s open streams, and only theirs, when a notification arrives or is read', async () => {
    const { remind } = await remindCarrier();
    const open = async (user: string) => openEventStream(app.running.url, await app.tokenOf(user));
    const [carrier, colleague, shipper] = await Promise.all([
      open('carrier.operator'),
      open('carrier.admin'),
      open('shipper.operator'),
    ]);
    try {
      await Promise.all([carrier, colleague, shipper].map((s) => s.waitFor((e) => e.event === 'ready')));
      await remind();
      await carrier.waitFor((e) => e.event === 'notifications');
      await colleague.waitFor((e) => e.event === 'notifications');
      // The shipper hears the tour change the rule announced, never the carrier's notifications.
      await shipper.waitFor((e) => e.event === 'tracking');
      expect(shipper.events.some((e) => e.event === 'notifications')).toBe(false);

      // Read in the colleague's other tab: the colleague's streams hear it, the carrier's do not.
      const heardBefore = carrier.events.filter((e) => e.event === 'notifications').length;
      const colleagueHeard = colleague.events.filter((e) => e.event === 'notifications').length;
      expect((await markRead('carrier.admin', { all: true })).status).toBe(204);
      await colleague.waitFor(
        () => colleague.events.filter((e) => e.event === 'notifications').length > colleagueHeard,
      );
      expect(carrier.events.filter((e) => e.event === 'notifications').length).toBe(heardBefore);
    } finally {
      await Promise.all([carrier, colleague, shipper].map((s) => s.close()));
    }
  });
});
