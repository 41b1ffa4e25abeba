import { describe, expect, it } from 'vitest';
import { publicPageLanguage } from './public-language';

describe('language of the public tracking page', () => {
  it.each([
    ['de', ['en-GB'], 'de'],
    ['DE', [], 'de'],
    [null, ['pt-BR', 'en'], 'pt'],
    [null, ['ja-JP', 'ko-KR'], 'ko'],
    ['xx', ['lt'], 'lt'],
    [null, ['ja-JP'], 'fr'],
    [null, [], 'fr'],
  ] as const)('query %s, browser %j → %s', (query, browser, expected) => {
    expect(publicPageLanguage(query, browser)).toBe(expected);
  });
});
