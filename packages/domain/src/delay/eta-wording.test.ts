import { describe, expect, it } from 'vitest';
import { delayStateWording, etaWording } from './eta-wording';

describe('etaWording', () => {
  it.each([
    ['Early', 'early'],
    ['ON_TIME', 'onTime'],
    ['TOLERABLE_DELAY', 'tolerable'],
    ['RISKY_DELAY', 'risky'],
    [null, 'unknown'],
    ['not a status', 'unknown'],
  ] as const)('words %s as %s', (status, wording) => {
    expect(etaWording(status)).toBe(wording);
  });

  it('words each stop delay state as the list badge does', () => {
    expect(delayStateWording('On time')).toBe('onTime');
    expect(delayStateWording('Tolerable delay')).toBe('tolerable');
    expect(delayStateWording('Late')).toBe('risky');
    expect(delayStateWording('ETA not available')).toBe('unknown');
  });
});
