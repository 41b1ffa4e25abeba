import { describe, expect, it } from 'vitest';
import { type OrderStopInput, validateOrderStops } from './validate-order-stops';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour));
const loading: OrderStopInput = { stopType: 'loading', plannedStart: at(8), plannedEnd: at(10) };
const delivery: OrderStopInput = { stopType: 'delivery', plannedStart: at(14), plannedEnd: at(16) };
const codes = (stops: OrderStopInput[]) =>
  validateOrderStops(stops, '/data/attributes/stops').map((i) => [i.code, i.pointer]);

describe('validateOrderStops', () => {
  it.each<[string, OrderStopInput[], string[][]]>([
    ['a loading then a delivery', [loading, delivery], []],
    ['loading, hub, two deliveries', [loading, { stopType: 'hub' }, delivery, delivery], []],
    ['ready for pickup counts as a loading', [{ stopType: 'readyForPickup' }, delivery], []],
    ['one stop', [loading], [['validation.too_few_elements', '/data/attributes/stops']]],
    [
      'a delivery before any loading',
      [delivery, loading],
      [['validation.stop_sequence', '/data/attributes/stops/0/stopType']],
    ],
    [
      'no delivery at all',
      [loading, { stopType: 'hub' }],
      [['validation.stop_sequence', '/data/attributes/stops']],
    ],
    [
      'a planned window that ends before it starts',
      [loading, { ...delivery, plannedEnd: at(12) }],
      [['validation.end_before_start', '/data/attributes/stops/1/plannedEnd']],
    ],
    [
      'an appointment that ends before it starts',
      [{ ...loading, appointment: { startAt: at(9), endAt: at(8) } }, delivery],
      [['validation.end_before_start', '/data/attributes/stops/0/appointment/endAt']],
    ],
  ])('%s', (_name, stops, expected) => {
    expect(codes(stops)).toEqual(expected);
  });

  it('reports every issue at once', () => {
    expect(codes([{ ...delivery, plannedEnd: at(1) }, loading])).toHaveLength(2);
  });

  it('refuses more than 50 stops', () => {
    const stops = [loading, ...Array.from({ length: 50 }, () => delivery)];
    expect(codes(stops)).toEqual([['validation.too_many_elements', '/data/attributes/stops']]);
  });
});
