import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, TRANSPORT_MODES } from './order-statuses';

describe('order statuses and transport modes (shipment-domain §1, §4)', () => {
  it('covers the lifecycle and the driving and site families, each once', () => {
    expect(ORDER_STATUSES).toContain('ORDER_CREATED');
    expect(ORDER_STATUSES).toContain('CANCEL_ORDER');
    expect(ORDER_STATUSES).toContain('DRIVING_TO_UNLOAD');
    expect(ORDER_STATUSES).toContain('DRIVER_LEFT_UNLOAD');
    expect(new Set(ORDER_STATUSES).size).toBe(ORDER_STATUSES.length);
  });

  it('lists the 14 transport modes of the spec', () => {
    expect(TRANSPORT_MODES).toHaveLength(14);
    expect(new Set(TRANSPORT_MODES).size).toBe(14);
    expect(TRANSPORT_MODES).toEqual(
      expect.arrayContaining(['ftl', 'ltl', 'parcel', 'ocean', 'air', 'rail', 'road']),
    );
  });
});
