import { ORDER_LIST_COLUMNS } from '@cargolens/domain/orders';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { COLUMN_FIELDS, listFields } from './list-fields';
import { type CellContext, orderCell } from './order-columns';
import type { Order } from './types';

const place = {
  name: 'Lyon Nord',
  town: 'Lyon',
  postalCode: '69000',
  country: 'FR',
  timezone: 'Europe/Paris',
  plannedStart: '2026-11-23T08:00:00.000Z',
  plannedEnd: null,
  arrivedAt: null,
  leftAt: null,
};
const order = {
  id: 'k3G7QAe5',
  type: 'orders',
  reference: 'MDI-1',
  clientReference: 'PO-1',
  currentStatus: 'DRIVING_TO_LOAD',
  transportMode: 'ftl',
  departure: place,
  arrival: place,
  nextStopPoint: 'departure',
  nextStopPointEtaState: 'ON_TIME',
  tags: [{ label: 'urgent', color: '#f00' }],
  ownerName: 'Maison Durand',
  charteredName: 'Nordlicht',
  tourReference: 'T-1',
  mean: { label: 'AB-123-CD', mode: 'truck' },
  goods: [{ id: 'g', type: 'goods', goodsType: 'PALETS', quantity: 2, size: {} }],
  consignmentReference: 'CMR-1',
  bookingReference: 'B-1',
  billOfLadingReference: 'BL-1',
  containerReference: 'C-1',
  createdAt: '2026-11-22T08:00:00.000Z',
  permissions: ['READ', 'MODIFY'],
  cancelledAt: null,
};

/** The order as the column reads it, noting each field read. */
function watched(read: Set<string>): Order {
  return new Proxy(order, {
    get(target, name, receiver) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name, receiver);
    },
  }) as unknown as Order;
}

const context: CellContext = {
  t: ((key: string) => key) as unknown as TFunction,
  lang: 'fr',
  format: {
    site: (site: { name?: string | null }) => site.name ?? '',
    dateTime: (value: string) => value,
  } as unknown as CellContext['format'],
  actions: (row) => `${row.reference} ${row.permissions.join()} ${row.cancelledAt}`,
};

describe('the fields the orders list asks for', () => {
  it.each(ORDER_LIST_COLUMNS)('the %s column reads only the fields it asks for', (column) => {
    const read = new Set<string>();
    orderCell(column, watched(read), context);
    const allowed = new Set<string>(['id', 'type', ...COLUMN_FIELDS[column]]);
    expect([...read].filter((name) => !allowed.has(name))).toEqual([]);
  });

  it('asks for the reference always, each field once, in a stable order', () => {
    expect(listFields(['status', 'timeline'])).toBe('currentStatus,reference');
    expect(listFields(['nextStopPoint', 'departure'])).toBe('arrival,departure,nextStopPoint,reference');
  });
});
