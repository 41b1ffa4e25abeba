// Waiting in tests for what a server does a moment later (a worker's run, a closed connection noticed).

/**
 * Reads every 100 ms until `done` holds of what was read or `timeoutMs` has passed, and gives the last value
 * read: the test's expectations on it then say what went wrong.
 */
export async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
