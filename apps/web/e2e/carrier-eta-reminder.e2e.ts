// The carrier ETA reminder reaches the carrier's screen (decisions 0150, 0180): a delivery of a tour chartered to
// the carrier runs late (the shipper's integration sends an ETA three hours past its window), 30 minutes go by
// on the rules' clock without a carrier ETA, and the open app's bell counts the reminder without a reload; the
// panel says it in French with the tour and stop, and marks it read. Keyboard operable, axe-clean.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../api/src/seed/demo-users';
import { call, runTimeRulesAt, tokenOf } from './api-calls';
import { seriousViolations, signedInOnOrders } from './browser';

const MINUTE = 60_000;

/** A tour of the shipper under way, chartered to the carrier, whose last stop is still ahead and not late. */
async function lateableTour(token: string) {
  const page = await call('GET', '/api/tours?filter[status]=IN_PROGRESS&include=stops&page[size]=100', token);
  for (const tour of page.data) {
    if (tour.attributes.charteredName !== DEMO_ORGANIZATIONS.carrier) continue;
    const ids = tour.relationships.stops.data.map((s: any) => s.id);
    const last = page.included.find((r: any) => r.type === 'stops' && r.id === ids[ids.length - 1]);
    const a = last?.attributes;
    if (!a || a.arrivedAt || a.leftAt || a.isSkipped || a.delayState === 'Late') continue;
    const windowEnd = a.appointment?.endAt ?? a.plannedEnd;
    if (windowEnd)
      return { id: tour.id as string, reference: tour.attributes.reference as string, stop: last, windowEnd };
  }
  throw new Error('no tour of the shipper under way with the carrier whose delivery is still ahead');
}

async function stopDelayState(token: string, tourId: string, stopId: string): Promise<string | undefined> {
  const page = await call('GET', '/api/tours?filter[status]=IN_PROGRESS&include=stops&page[size]=100', token);
  if (!page.data.some((tour: any) => tour.id === tourId)) return undefined;
  return page.included.find((r: any) => r.type === 'stops' && r.id === stopId)?.attributes.delayState;
}

const unreadIn = (name: string | null) => Number(/(\d+)/.exec(name ?? '')?.[1] ?? Number.NaN);

let page: Page;
beforeAll(async () => {
  ({ page } = await signedInOnOrders('carrier.operator'));
});
describe('carrier ETA reminder in the bell', () => {
  it('counts the reminder live, shows it in the carrier’s language and marks it read', async () => {
    const integration = await tokenOf('api.client');
    const tour = await lateableTour(integration);
    await call('POST', '/api/etas', integration, {
      data: [
        {
          type: 'externalEtas',
          attributes: {
            eventId: `e2e-reminder-${tour.id}-${Date.now()}`,
            eta: new Date(new Date(tour.windowEnd).getTime() + 3 * 60 * MINUTE).toISOString(),
          },
          relationships: { stop: { data: { type: 'stops', id: tour.stop.id } } },
        },
      ],
    });
    // The tracking worker judges the delivery again on that ETA: late.
    await expect
      .poll(() => stopDelayState(integration, tour.id, tour.stop.id), { timeout: 30_000, interval: 500 })
      .toBe('Late');

    const bell = page.getByRole('button', { name: /^Notifications, non lues/ });
    await bell.waitFor();
    const before = unreadIn(await bell.getAttribute('aria-label'));

    // The rules find the delay (the workflow opens), then 30 minutes later still no carrier ETA: reminded.
    const now = Date.now();
    await runTimeRulesAt(now);
    await runTimeRulesAt(now + 31 * MINUTE);

    // No reload: the live stream tells the bell.
    await expect
      .poll(async () => unreadIn(await bell.getAttribute('aria-label')), { timeout: 15_000 })
      .toBeGreaterThan(before);

    // Keyboard: the bell opens its panel with Enter.
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Vos notifications' });
    const reminder = panel
      .getByRole('listitem')
      .filter({ hasText: `La tournée ${tour.reference} est en retard` });
    await reminder.waitFor();
    expect(await reminder.textContent()).toContain(tour.stop.attributes.name);
    expect(await reminder.getByText('Non lue').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    const unread = unreadIn(await bell.getAttribute('aria-label'));
    await reminder.getByRole('button', { name: 'Marquer comme lue' }).click();
    await expect.poll(async () => unreadIn(await bell.getAttribute('aria-label'))).toBe(unread - 1);
    expect(await reminder.getByText('Non lue').count()).toBe(0);

    // The demo's own late deliveries may have reminded the carrier too: mark all read empties the count.
    await panel.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await expect.poll(async () => unreadIn(await bell.getAttribute('aria-label'))).toBe(0);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });
});
