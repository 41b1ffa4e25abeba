import { describe, expect, it } from 'vitest';
import { preferredPrice } from './preferred-price';

describe('preferredPrice', () => {
  const toPay = { type: 'TO_PAY', amount: 100 };
  const toBePaid = { type: 'TO_BE_PAID', amount: 120 };
  const other = { type: null, amount: 90 };
  it.each([
    [[toPay, toBePaid], toBePaid],
    [[toBePaid, toPay], toBePaid],
    [[toPay, other], toPay],
    [[other], other],
    [[], null],
    [null, null],
  ])('%j → %j', (prices, expected) => {
    expect(preferredPrice(prices)).toBe(expected);
  });
  it('takes the first TO_BE_PAID when several exist', () => {
    const second = { type: 'TO_BE_PAID', amount: 1 };
    expect(preferredPrice([toPay, toBePaid, second])).toBe(toBePaid);
  });
});
