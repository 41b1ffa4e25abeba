import { describe, expect, it } from 'vitest';
import { normaliseEventName } from './event-name';
import { ORDER_EVENT_FAMILIES } from './order-event-families';
import { isOrderEventName, orderEventFamily } from './order-event-predicates';
import { hasTagKind } from './tag-kinds';

describe('normaliseEventName keeps only the last dot-separated segment', () => {
  it.each([
    ['order.event.ARR_LOAD', 'ARR_LOAD'],
    ['ARR_LOAD', 'ARR_LOAD'],
    ['tracking.handling_unit.loading_compliant_declared-completed', 'loading_compliant_declared-completed'],
    ['order.ARR_LOAD.', 'ARR_LOAD'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (name, expected) => {
    expect(normaliseEventName(name)).toBe(expected);
  });
});

describe('order event families', () => {
  it.each([
    ['ORDER_WAITING_TO_PAIR', 'lifecycle'],
    ['CANCEL_ORDER', 'lifecycle'],
    ['DRIVER_LEFT_UNLOAD', 'drivingAndSite'],
    ['LOST_GPS_UNLOAD', 'siteIncident'],
    ['TOUR_CHARTERING_REQUESTED', 'tour'],
    ['APPOINTMENT_POSTPONED', 'appointment'],
    ['CONTAINER_CUSTOMS_RELEASE', 'container'],
    ['PARCEL_LEFT_DELIVERY_HUB', 'parcel'],
    ['x.y.TRACKING_ABANDONED', 'trackingState'],
    ['SOMETHING_ELSE', null],
  ])('%s → %s', (name, family) => {
    expect(orderEventFamily(name)).toBe(family);
    expect(isOrderEventName(name)).toBe(family !== null);
  });

  it('places every name in exactly one family', () => {
    const all = Object.values(ORDER_EVENT_FAMILIES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(ORDER_EVENT_FAMILIES.lifecycle).toHaveLength(14);
    expect(ORDER_EVENT_FAMILIES.drivingAndSite).toHaveLength(8);
    expect(ORDER_EVENT_FAMILIES.tour).toHaveLength(9);
  });
});

describe('hasTagKind', () => {
  it.each([
    [['PLANNING', 'ANOMALY'], true],
    [['PROBLEM'], false],
    [[], false],
    [undefined, false],
  ])('%j contains ANOMALY → %s', (tags, expected) => {
    expect(hasTagKind(tags, 'ANOMALY')).toBe(expected);
  });
});
