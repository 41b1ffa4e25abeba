// Runs around every journey file (vitest.config.ts e2e setupFiles): a worker keeps its modules from file to
// file, so what must happen for each file is here rather than at the top of browser.ts, which loads once.
import { afterAll, afterEach } from 'vitest';
import { disconnectJourneyBrowser, expectNoCspViolations } from './browser';

afterEach(() => {
  expectNoCspViolations();
});

afterAll(async () => {
  await disconnectJourneyBrowser();
});
