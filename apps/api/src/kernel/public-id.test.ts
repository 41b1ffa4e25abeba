import { describe, expect, it } from 'vitest';
import { decodeId, encodeId } from './public-id';

describe('public ids', () => {
  it('round-trips every key and hides the integer', () => {
    for (const id of [1, 2, 42, 99_999, 2_147_483_647]) {
      const hash = encodeId(id);
      expect(hash.length).toBeGreaterThanOrEqual(8);
      expect(hash).not.toContain(String(id));
      expect(decodeId(hash)).toBe(id);
    }
  });

  it.each(['', 'doesNotExist', 'not-an-id', '12', 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8Yz'])(
    'rejects %j',
    (value) => {
      expect(decodeId(value)).toBeUndefined();
    },
  );
});
