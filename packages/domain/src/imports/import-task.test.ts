import { describe, expect, it } from 'vitest';
import { formatLineErrors, importTaskDisplay, isPartiallySuccessful } from './import-task';

describe('import task display (shipment-domain §4)', () => {
  it.each([
    [{ status: 'pending', linesOk: 0, globalError: null }, 'inProgress'],
    [{ status: 'succeeded', linesOk: 3, globalError: null }, 'done'],
    [{ status: 'failed', linesOk: 2, globalError: null }, 'partiallyDone'],
    [{ status: 'failed', linesOk: 0, globalError: null }, 'failed'],
    [{ status: 'failed', linesOk: 2, globalError: 'The import stopped 3 times' }, 'failed'],
    [{ status: 'canceled', linesOk: 2, globalError: null }, 'canceled'],
  ] as const)('%o is shown %s', (task, shown) => {
    expect(importTaskDisplay(task)).toBe(shown);
    expect(isPartiallySuccessful(task)).toBe(shown === 'partiallyDone');
  });
});

describe('line errors as text (shipment-domain §5)', () => {
  it('groups a field errors with a bar and joins the rest with spaces', () => {
    expect(
      formatLineErrors([
        { field: 'town', message: 'Required' },
        { field: 'country', message: 'This value is not a valid country' },
        { field: 'town', message: '255 maximum characters' },
        { field: null, message: 'This line has 3 values where the header has 14 columns' },
      ]),
    ).toBe(
      'town: Required | 255 maximum characters country: This value is not a valid country This line has 3 values where the header has 14 columns',
    );
  });
});
