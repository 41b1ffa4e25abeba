import { describe, expect, it } from 'vitest';
import { stopGoodsStatus } from './goods-status';
import { goodsMeasureCount } from './goods-types';
import { formatDimensions } from './handling-unit-dimensions';

describe('stopGoodsStatus: REFUSED over NOT_REALISED over NOT_CONFORM, else NONE', () => {
  const orders = (...statuses: (string | null)[]) => statuses.map((goodsStatus) => ({ goodsStatus }));
  it.each([
    [orders('NOT_CONFORM', 'REFUSED', 'NOT_REALISED'), 'REFUSED'],
    [orders('NOT_CONFORM', 'NOT_REALISED', 'NONE'), 'NOT_REALISED'],
    [orders('NONE', 'NOT_CONFORM'), 'NOT_CONFORM'],
    [orders('NONE', null, 'SOMETHING_ELSE'), 'NONE'],
    [orders('constructor', 'NOT_CONFORM'), 'NOT_CONFORM'],
    [orders('REFUSED_AT_LOADING_SITE', 'NOT_REALISED'), 'REFUSED'],
    [orders('NOT_REALISED_AT_LOADING_SITE', 'NOT_CONFORM'), 'NOT_REALISED'],
    [[], 'NONE'],
    [null, 'NONE'],
  ])('%j → %s', (list, expected) => {
    expect(stopGoodsStatus(list)).toBe(expected);
  });
});

describe('goodsMeasureCount', () => {
  it.each([
    [{ type: 'LINEAR_METERS', quantity: 3, size: { length: 6.5 } }, 6.5],
    [{ type: 'PALETS', quantity: 33, size: { length: 1.2 } }, 33],
    [{ type: 'FULL_TRUCK', quantity: 1 }, 1],
    [{ type: 'LINEAR_METERS', quantity: 3 }, null],
    [null, null],
  ])('%o → %s', (goods, expected) => {
    expect(goodsMeasureCount(goods)).toBe(expected);
  });
});

describe('formatDimensions (LxWxH)', () => {
  it.each([
    [{ length: 120, width: 80, height: 150 }, undefined, '120x80x150'],
    [{ height: 150, width: 80, length: 120 }, 'cm', '120x80x150 cm'],
    [{ length: 1.2, width: 0.8, height: 0 }, 'm', '1.2x0.8x0 m'],
    [{ length: 120, width: 80 }, 'cm', ''],
    [null, undefined, ''],
  ])('%o %s → %j', (dimensions, unit, text) => {
    expect(formatDimensions(dimensions, unit)).toBe(text);
  });
});
