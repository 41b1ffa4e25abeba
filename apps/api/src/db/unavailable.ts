// Whether a failure means the database cannot be reached right now (a restart, a failover, the network), rather
// than a fault of the statement itself. Such a failure answers 503 with Retry-After, never 500, and an OsmAnd
// device is told to send its position again (decision 0219).

/** What Retry-After says while the database is away: a restart takes seconds. */
export const RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes and codes: 08 connection exception; 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
// connect now (starting up or shutting down); 53300 too many connections.
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
// Node's socket errors when the server's port is closed, reset or out of reach.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres' own words for a connection that ended or never opened.
const CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (SERVER_CODES.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && CLIENT_MESSAGES.test(message)) return true;
  // Connecting to localhost tries ::1 and 127.0.0.1: both refusals come as one AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
