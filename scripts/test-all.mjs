#!/usr/bin/env node
// The README's test command: typecheck, lint, build the web app, then every Vitest project (domain, i18n,
// API on PGlite and on PostgreSQL when TEST_DATABASE_URL is set, web units, browser journeys). It ends with
// one line, `tests: N passed, N failed`, counting each test plus the typecheck and lint steps.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let passed = 0;
let failed = 0;

function step(name, command, args) {
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

for (const [name, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
]) {
  if (step(name, 'npm', ['run', '--silent', script])) passed += 1;
  else failed += 1;
}

if (!step('build web', 'npm', ['run', '--silent', 'build'])) failed += 1;

const outDir = mkdtempSync(path.join(tmpdir(), 'cargolens-tests-'));
const report = path.join(outDir, 'vitest.json');
const vitestOk = step('tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A suite that fails to load reports no failed test: count it so it can never pass silently.
  failed += results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} catch {
  failed += 1;
}
if (!vitestOk && failed === 0) failed += 1;
rmSync(outDir, { recursive: true, force: true });

process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
