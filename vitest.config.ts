import { defineConfig } from 'vitest/config';

// One runner for every TypeScript suite; each workspace is a project so the
// README's test command can run them all and CI can count them in one line.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'i18n', include: ['packages/i18n/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The demo fleet stays parked in tests unless a test drives it (apps/api/src/jobs/demo-fleet).
          env: { SIMULATE: 'false' },
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        // Browser journeys: one real API + built web app for the run (apps/web/e2e/global-setup.ts).
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // A journey polls what the page shows until it holds; on a loaded machine an answer can take
          // seconds, so polls get the same bound as Playwright's own waits (newPage in e2e/browser.ts).
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
