import { describe, expect, it } from 'vitest';
import { buildTimeline } from './build-timeline';
import { type MilestoneStop, orderMilestones } from './stop-milestones';

const stop = (id: string, activity: MilestoneStop['activity'], facts: Partial<MilestoneStop> = {}) => ({
  id,
  activity,
  name: `Site ${id}`,
  timezone: 'Europe/Paris',
  arrivedAt: null,
  leftAt: null,
  isSkipped: false,
  ...facts,
});

describe('orderMilestones through buildTimeline', () => {
  it('places arrivals and departures on the site steps, with the order-event codes of the tracker', () => {
    const entries = orderMilestones({
      id: 'o',
      createdAt: '2026-03-02T06:00:00Z',
      cancelledAt: null,
      stops: [
        stop('l', 'LOADING', { arrivedAt: '2026-03-02T08:00:00Z', leftAt: '2026-03-02T09:00:00Z' }),
        stop('x', null, { arrivedAt: '2026-03-02T10:00:00Z' }),
        stop('d', 'UNLOADING', { arrivedAt: '2026-03-02T12:00:00Z' }),
      ],
    });
    const timeline = buildTimeline({ entries, currentStatus: 'ARR_UNLOAD' });
    expect(timeline.currentStep).toBe('onDeliverySite');
    expect(timeline.steps.map((s) => [s.type, s.state, s.events.map((e) => e.name)])).toEqual([
      ['orderCreated', 'done', ['ORDER_CREATED']],
      ['drivingLoadingSite', 'done', []],
      ['onLoadingSite', 'done', ['ARR_LOAD', 'LEFT_LOADING_SITE']],
      ['drivingDeliverySite', 'done', []],
      ['onDeliverySite', 'current', ['ARR_UNLOAD']],
    ]);
    expect(timeline.steps[2]!.events[0]).toMatchObject({ siteName: 'Site l', timezone: 'Europe/Paris' });
  });

  it('ends with the cancellation, and a skipped stop shows as not realised', () => {
    const entries = orderMilestones({
      id: 'o',
      createdAt: '2026-03-02T06:00:00Z',
      cancelledAt: '2026-03-02T07:00:00Z',
      stops: [stop('l', 'LOADING', { isSkipped: true }), stop('d', 'UNLOADING')],
    });
    expect(entries.map((e) => e.name)).toEqual([
      'ORDER_CREATED',
      'loading_non_realised_calculated-skipped',
      'CANCEL_ORDER',
    ]);
  });
});
