import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for every TypeScript suite; each workspace is a project so the
// README's test command can run them all and CI can count them in one line.
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; an API test file mostly waits on one core (PGlite runs in its
    // thread), so two files side by side use a 2-core machine fully.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps its loaded modules from file to file (the pool's option, which the projects' `isolate`
    // does not set): importing the server costs seconds per API file, a browser journey's helpers one. Files
    // still share nothing else: every API file starts its own Cargolens on its own database, every journey its
    // own browser context, and hooks that must run for every file live in setup files, which run per file.
    poolOptions: { forks: { isolate: false } },
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'i18n', include: ['packages/i18n/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Bounds for a hang, not speed targets: the route-table walks make hundreds of requests, which on a
          // loaded machine take minutes.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Files run side by side, each worker on a PostgreSQL database of its own (test-support/worker-database.ts).
          setupFiles: ['apps/api/src/test-support/worker-database.ts'],
          globalSetup: ['apps/api/src/test-support/global-setup.ts'],
          // The demo fleet stays parked in tests unless a test drives it (apps/api/src/modules/demo-fleet).
          env: { SIMULATE: 'false' },
        },
      },
      {
        // `// @vitest-environment happy-dom-shared` names the component tests' DOM: Vitest looks for a package
        // vitest-environment-<name>, and this is it (apps/web/src/test-support/happy-dom-environment.ts).
        resolve: {
          alias: {
            'vitest-environment-happy-dom-shared': fileURLToPath(
              new URL('./apps/web/src/test-support/happy-dom-environment.ts', import.meta.url),
            ),
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Logic on Node; a component test (`*.test.tsx`) says `// @vitest-environment happy-dom-shared` and
          // renders the real component with the app's providers and catalogues (src/test-support).
          environment: 'node',
          setupFiles: ['apps/web/src/test-support/dom-setup.ts'],
        },
      },
      {
        // Browser journeys: one real API + built web app for the run (apps/web/e2e/global-setup.ts).
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          setupFiles: ['apps/web/e2e/setup-journey.ts'],
          // A journey polls what the page shows until it holds; on a loaded machine an answer can take
          // seconds, so polls get the same bound as Playwright's own waits (newPage in e2e/browser.ts).
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Journeys run side by side, each worker on a Cargolens of its own (global-setup.ts starts one per
          // worker), after the other projects so the browsers do not compete with them for the CPU.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
