import { describe, expect, it } from 'vitest';
import { delayThresholdsIssue } from './agency-fields';

describe('delayThresholdsIssue (a field must not exceed another, shipment-domain §5)', () => {
  it.each([
    [15, 60, null],
    [30, 30, null],
    [45, 20, 'Minimum value: 45'],
  ])('tolerable %i min, risky %i min: %s', (tolerable, risky, expected) => {
    expect(delayThresholdsIssue(tolerable, risky)).toBe(expected);
  });
});
