#!/usr/bin/env node
// The README's test command: typecheck, lint, build the web app, then every Vitest project (domain, i18n,
// API on PGlite and on PostgreSQL when TEST_DATABASE_URL is set, web units, browser journeys). It ends with
// one line, `tests: N passed, N failed`, counting each test plus the typecheck and lint steps.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

let passed = 0;
let failed = 0;

function step(name, command, args) {
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

/** Runs a command with its output held back, so checks that run side by side print one after the other. */
function quietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

/** The checks before the tests, each core busy: every TypeScript project (`npm run typecheck`), lint, build. */
async function checks() {
  const tsc = path.join('node_modules', '.bin', 'tsc');
  // The projects `npm run typecheck` checks one after the other, read from its script.
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  const projects = [...scripts.typecheck.matchAll(/tsc -p (\S+)/g)].map((match) => match[1]);
  const typecheck = projects.map((project) => ({
    group: 'typecheck',
    name: `typecheck ${project}`,
    command: tsc,
    args: ['-p', project],
  }));
  // Longest first, so that no long job starts last while the other core idles: the web build, then the
  // typecheck in the script's order (largest program first), then the lint.
  const queue = [
    { group: 'build web', name: 'build web', command: 'npm', args: ['run', '--silent', 'build'] },
    ...typecheck,
    { group: 'lint', name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  ];
  const results = new Map();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { ok, output } = await quietly(job.command, job.args);
      process.stdout.write(
        `\n=== ${job.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(Date.now() - started)}\n${output}`,
      );
      results.set(job.group, (results.get(job.group) ?? true) && ok);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return results;
}

const checksStarted = Date.now();
const checkResults = await checks();
const checksTime = Date.now() - checksStarted;
for (const [group, ok] of checkResults) {
  if (ok) {
    if (group !== 'build web') passed += 1;
  } else failed += 1;
}

const outDir = mkdtempSync(path.join(tmpdir(), 'cargolens-tests-'));
const report = path.join(outDir, 'vitest.json');
const vitestOk = step('tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  '--reporter=./scripts/timings-reporter.mjs',
]);
const testsTime = Date.now() - checksStarted - checksTime;
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

process.stdout.write(
  `\nchecks (typecheck, lint, web build side by side) ${seconds(checksTime)}, tests ${seconds(testsTime)}\n`,
);
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
