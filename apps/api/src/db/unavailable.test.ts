// Which failures mean "the database is away, try again" (503) and which are a statement's own fault (decision 0219).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a restart ending the session',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server shutting down or starting', withCode('57P03', 'the database system is shutting down')],
    ['a connection exception', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['a closed port', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('timeout exceeded when trying to connect')],
    [
      'both addresses of localhost refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {
        code: undefined,
      }),
    ],
    ['a refusal as the cause of a wrapper', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
