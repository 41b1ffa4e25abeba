import { describe, expect, it } from 'vitest';
import { buildTimeline } from './build-timeline';
import { DEFAULT_EVENT_VISIBILITY } from './event-visibility';
import type { TimelineEntry } from './timeline-entry';

let seq = 0;
const entry = (name: string, hhmm: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  id: `e${++seq}`,
  name,
  dates: { dateEvent: `2026-03-02T${hhmm}:00Z` },
  ...extra,
});

const journey = [
  entry('ORDER_CREATED', '06:00'),
  entry('DRIVING_TO_LOAD', '07:00'),
  entry('ARR_LOAD', '08:00'),
  entry('ORDER_MODIFIED', '08:10'),
  entry('CON_LOAD', '08:30'),
  entry('LEFT_LOADING_SITE', '08:45'),
  entry('DRIVING_TO_UNLOAD', '09:00'),
];

const namesByStep = (timeline: ReturnType<typeof buildTimeline>) =>
  Object.fromEntries(timeline.steps.map((s) => [s.type, s.events.map((e) => e.name)]));

describe('buildTimeline: placing entries on steps', () => {
  it('puts each event on its step and step-less events on the step in progress', () => {
    const timeline = buildTimeline({ entries: [...journey].reverse(), currentStatus: 'DRIVING_TO_UNLOAD' });
    expect(namesByStep(timeline)).toEqual({
      orderCreated: ['ORDER_CREATED'],
      drivingLoadingSite: ['DRIVING_TO_LOAD'],
      onLoadingSite: ['ARR_LOAD', 'ORDER_MODIFIED', 'CON_LOAD', 'LEFT_LOADING_SITE'],
      drivingDeliverySite: ['DRIVING_TO_UNLOAD'],
      onDeliverySite: [],
    });
  });

  it('places tracking codes by phase and containers on the terminal step, which then appears', () => {
    const timeline = buildTimeline({
      entries: [
        entry('tracking.loading_non_compliant_declared-opened', '08:00'),
        entry('CONTAINER_GATE_IN', '10:00'),
        entry('order.delivery_refused_declared-damage', '12:00'),
      ],
    });
    expect(namesByStep(timeline)).toMatchObject({
      onLoadingSite: ['tracking.loading_non_compliant_declared-opened'],
      onTerminal: ['CONTAINER_GATE_IN'],
      onDeliverySite: ['order.delivery_refused_declared-damage'],
    });
    expect(timeline.steps.at(-1)?.type).toBe('onDeliverySite');
  });

  it('omits the terminal step when no entry went through a terminal', () => {
    const types = buildTimeline({ entries: journey }).steps.map((s) => s.type);
    expect(types).toEqual([
      'orderCreated',
      'drivingLoadingSite',
      'onLoadingSite',
      'drivingDeliverySite',
      'onDeliverySite',
    ]);
  });

  it('splits notifications from events and flags anomalies', () => {
    const timeline = buildTimeline({
      entries: [
        entry('ARR_LOAD', '08:00', { tags: ['ANOMALY'] }),
        entry('DELAY_LOAD', '08:05', { type: 'notification' }),
      ],
    });
    const onLoading = timeline.steps.find((s) => s.type === 'onLoadingSite')!;
    expect(onLoading.events.map((e) => e.name)).toEqual(['ARR_LOAD']);
    expect(onLoading.hasAnomaly).toBe(true);
    const driving = timeline.steps.find((s) => s.type === 'drivingLoadingSite')!;
    expect(driving.notificationEvents.map((e) => e.name)).toEqual(['DELAY_LOAD']);
    expect(driving.hasAnomaly).toBe(false);
  });
});

describe('buildTimeline: current step', () => {
  it.each([
    ['CON_LOAD', 'onLoadingSite'],
    ['order.events.DRIVING_TO_UNLOAD', 'drivingDeliverySite'],
    ['ORDER_CREATED', 'orderCreated'],
    ['ORDER_WAITING_TO_PAIR', 'orderCreated'],
    ['ORDER_PENDING_WAITING_CONFIRMATION', 'orderCreated'],
    ['ARR_UNLOAD', null],
    [null, null],
  ])('status %s → %s', (status, expected) => {
    expect(buildTimeline({ entries: journey, currentStatus: status }).currentStep).toBe(expected);
  });

  it('marks steps before the current one done and after it upcoming', () => {
    const states = buildTimeline({ entries: journey, currentStatus: 'ARR_LOAD' }).steps.map((s) => s.state);
    expect(states).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
  });

  it('without a current step, marks steps up to the furthest reached as done', () => {
    const states = buildTimeline({
      entries: [entry('ORDER_CREATED', '06:00'), entry('ARR_LOAD', '08:00')],
    }).steps.map((s) => s.state);
    expect(states).toEqual(['done', 'done', 'done', 'upcoming', 'upcoming']);
  });

  it('keeps the current step even when its event is hidden', () => {
    const timeline = buildTimeline({
      entries: journey,
      currentStatus: 'CON_LOAD',
      visibility: { ...DEFAULT_EVENT_VISIBILITY, onLoadingSite: false },
    });
    expect(timeline.currentStep).toBe('onLoadingSite');
    expect(timeline.steps.find((s) => s.type === 'onLoadingSite')?.events).toEqual([]);
  });
});

describe('buildTimeline: date preference', () => {
  it('orders by the preferred date kind, falling back when it is missing', () => {
    const entries = [
      {
        id: 'a',
        name: 'ORDER_CREATED',
        dates: { dateEvent: '2026-03-02T09:00:00Z', inputDate: '2026-03-02T06:00:00Z' },
      },
      { id: 'b', name: 'ORDER_CONFIRMED', dates: { dateEvent: '2026-03-02T08:00:00Z' } },
      { id: 'c', name: 'ORDER_MODIFIED', dates: null },
    ];
    const ids = (kind: 'dateEvent' | 'inputDate') =>
      buildTimeline({ entries, dateKind: kind }).steps[0]!.events.map((e) => e.id);
    expect(ids('dateEvent')).toEqual(['b', 'a', 'c']);
    expect(ids('inputDate')).toEqual(['a', 'b', 'c']);
  });
});
