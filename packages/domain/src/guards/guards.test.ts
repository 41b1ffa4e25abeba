import { describe, expect, it } from 'vitest';
import { isOneOf, isRecord } from './index';

const COLOURS = ['red', 'green'] as const;

describe('isOneOf', () => {
  it.each([
    ['red', true],
    ['green', true],
    ['Red', false],
    ['blue', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
    [['red'], false],
  ])('%j is one of the list: %s', (value, expected) => {
    expect(isOneOf(COLOURS, value)).toBe(expected);
  });
});

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [null, false],
    [[], false],
    ['text', false],
    [1, false],
    [undefined, false],
  ])('%j is a record: %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
