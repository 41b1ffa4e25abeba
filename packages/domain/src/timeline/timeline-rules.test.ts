import { describe, expect, it } from 'vitest';
import { eventDate } from './event-date';
import { DEFAULT_EVENT_VISIBILITY, type EventVisibilitySettings, isEventVisible } from './event-visibility';
import { isAnomaly } from './timeline-entry';
import { TIMELINE_STEPS, timelineStepOf } from './timeline-steps';

describe('isEventVisible', () => {
  const off = (patch: Partial<EventVisibilitySettings>) => ({ ...DEFAULT_EVENT_VISIBILITY, ...patch });
  it.each([
    ['ARR_LOAD', 'onLoadingSite', {}, true],
    ['CON_LOAD', 'onLoadingSite', { goodsLoaded: false }, false],
    ['ARR_LOAD', 'onLoadingSite', { goodsLoaded: false }, true],
    ['CON_LOAD', 'onLoadingSite', { onLoadingSite: false }, false],
    ['LEFT_LOADING_SITE', 'onLoadingSite', { onLoadingSite: false }, false],
    ['REFUSED_LOAD', 'onLoadingSite', { onLoadingSite: false }, false],
    ['DRIVING_TO_LOAD', 'drivingLoadingSite', { onLoadingSite: false }, true],
    ['DRIVING_TO_LOAD', 'drivingLoadingSite', { towardsLoadingSite: false }, false],
    ['CON_UNLOAD', 'onDeliverySite', { onDeliverySite: false }, false],
    ['DRIVER_LEFT_UNLOAD', 'onDeliverySite', { leftDeliverySite: false }, false],
    ['CON_UNLOAD', 'onDeliverySite', { goodsDelivered: false }, false],
    ['DRIVING_TO_LOAD', 'drivingLoadingSite', { skipLoad: true }, false],
    ['ARR_UNLOAD', 'onDeliverySite', { skipLoad: true }, true],
    ['DRIVING_TO_UNLOAD', 'drivingDeliverySite', { skipDelivery: true }, false],
    ['ORDER_CREATED', 'orderCreated', { skipLoad: true, skipDelivery: true }, true],
    ['toString', 'orderCreated', {}, true],
  ] as const)('%s on %s with %o → %s', (name, step, patch, expected) => {
    expect(isEventVisible(name, step, off(patch))).toBe(expected);
  });
});

describe('timelineStepOf', () => {
  it.each([
    ['ORDER_CREATED', 'orderCreated'],
    ['DRIVING_TO_LOAD', 'drivingLoadingSite'],
    ['REFUSED_BY_SHIPPER', 'onLoadingSite'],
    ['PARCEL_LEFT_HUB', 'drivingDeliverySite'],
    ['left_intermediate_stop_compliant_declared-scanned', 'drivingDeliverySite'],
    ['CONTAINER_UNLOADED', 'onTerminal'],
    ['REFUSED_BY_CONSIGNEE', 'onDeliverySite'],
    ['ORDER_MODIFIED', null],
    ['APPOINTMENT_TAKEN', null],
    ['booked_compliant_declared-completed', null],
  ])('%s → %s', (name, step) => {
    expect(timelineStepOf(name)).toBe(step);
  });
  it('ends on the delivery site', () => {
    expect(TIMELINE_STEPS.at(-1)).toBe('onDeliverySite');
  });
});

describe('isAnomaly and eventDate', () => {
  it.each([
    [['ANOMALY'], true],
    [['TRACKING', 'HIDEABLE'], false],
    [null, false],
  ])('tags %j → anomaly %s', (tags, expected) => {
    expect(isAnomaly({ tags })).toBe(expected);
  });
  it.each([
    ['createdAt', '2026-03-02T01:00:00Z'],
    ['dateEvent', '2026-03-02T02:00:00Z'],
    ['delay', '2026-03-02T02:00:00Z'],
    ['inputDate', '2026-03-02T02:00:00Z'],
  ] as const)('kind %s → %s', (kind, iso) => {
    const dates = { createdAt: '2026-03-02T01:00:00Z', dateEvent: '2026-03-02T02:00:00Z' };
    expect(eventDate({ dates }, kind)).toBe(Date.parse(iso));
  });
});
