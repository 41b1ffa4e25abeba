import { describe, expect, it } from 'vitest';
import {
  emptyOrder,
  instantToWallTime,
  type OrderFormValues,
  toOrderInput,
  wallTimeToInstant,
} from './order-form-values';
import { fieldOfPointer, validateOrderForm } from './validate-order-form';

function filled(): OrderFormValues {
  const values = emptyOrder('Europe/Paris');
  values.reference = 'WEB-1';
  values.stops = values.stops.map((stop, i) => ({
    ...stop,
    name: i === 0 ? 'Usine' : 'Client',
    town: i === 0 ? 'Lyon' : 'Lille',
    lat: i === 0 ? '45.75' : '50.63',
    lng: i === 0 ? '4.85' : '3.06',
    plannedStart: i === 0 ? '2026-12-01T08:00' : '2026-12-01T16:00',
    plannedEnd: i === 0 ? '2026-12-01T10:00' : '2026-12-01T18:00',
  }));
  values.goods = [
    { goodsType: 'PALETS', quantity: '12', weight: '8400', gerbabilite: true, description: '' },
  ];
  return values;
}

describe('order form', () => {
  it('accepts a complete order and sends wall times in the stop’s zone with their offset', () => {
    expect(validateOrderForm(filled())).toEqual({});
    const { attributes } = toOrderInput(filled()).data;
    expect(attributes.stops[0]?.plannedStart).toBe('2026-12-01T07:00:00.000Z');
    expect(attributes.goods).toEqual([
      { goodsType: 'PALETS', quantity: 12, weight: 8400, gerbabilite: true, description: undefined },
    ]);
  });

  it('reads an instant back as the wall time of the stop’s zone', () => {
    expect(instantToWallTime(wallTimeToInstant('2026-07-01T08:30', 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2026-07-01T08:30',
    );
    expect(instantToWallTime('2026-07-01T06:30:00.000Z', 'America/New_York')).toBe('2026-07-01T02:30');
  });

  it.each<[string, (v: OrderFormValues) => void, string, string]>([
    ['no reference', (v) => (v.reference = ' '), 'reference', 'validation.required'],
    [
      'a bad postal code',
      (v) => (v.stops[0]!.postalCode = '!'),
      'stops.0.postalCode',
      'validation.postalCode',
    ],
    ['latitude 91', (v) => (v.stops[1]!.lat = '91'), 'stops.1.lat', 'validation.max'],
    ['a bad email', (v) => (v.stops[0]!.contactEmail = 'a@b'), 'stops.0.contactEmail', 'validation.email'],
    [
      'a window ending first',
      (v) => (v.stops[0]!.plannedEnd = '2026-12-01T07:00'),
      'stops.0.plannedEnd',
      'validation.endAfterStart',
    ],
    ['a delivery first', (v) => v.stops.reverse(), 'stops.0.stopType', 'orderForm.errors.stopSequence'],
  ])('shows %s on its field with the spec message', (_name, change, field, key) => {
    const values = filled();
    change(values);
    expect(validateOrderForm(values)[field]?.key).toBe(key);
  });

  it.each([
    ['/data/attributes/stops/1/address/postalCode', 'stops.1.postalCode'],
    ['/data/attributes/stops/0/plannedEnd', 'stops.0.plannedEnd'],
    ['/data/attributes/reference', 'reference'],
    ['/data/attributes/tags/2', 'tags'],
    ['/data/attributes/stops/0/siret', undefined],
  ])('places the API error at %s on %s', (pointer, field) => {
    expect(fieldOfPointer(pointer)).toBe(field);
  });
});
