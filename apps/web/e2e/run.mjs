#!/usr/bin/env node
// `npm run test:e2e`: always rebuild the web app, then run only the browser journeys.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CARGOLENS_E2E_BUILD: '1' },
});
process.exit(result.status ?? 1);
