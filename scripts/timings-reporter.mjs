// A Vitest reporter that says where the suite's time goes: the wall time of each project (first file started to
// last file ended), its files and tests, and the ten slowest files with what their time was spent on (importing
// the file, its setup file, and its tests with their hooks). `npm test` (scripts/test-all.mjs) prints it before
// the summary line; `npx vitest run --reporter=default --reporter=./scripts/timings-reporter.mjs` does too.
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default class TimingsReporter {
  /** @type {Map<string, { project: string, file: string, queued: number, ended?: number, tests: number, diagnostic?: any }>} */
  modules = new Map();

  onInit(vitest) {
    this.root = vitest.config.root;
    this.startedAt = Date.now();
  }

  onTestModuleQueued(module) {
    this.modules.set(module.moduleId, {
      project: module.project.name || 'default',
      file: path.relative(this.root, module.moduleId),
      queued: Date.now(),
      tests: 0,
    });
  }

  onTestModuleEnd(module) {
    const entry = this.modules.get(module.moduleId);
    if (!entry) return;
    entry.ended = Date.now();
    entry.tests = [...module.children.allTests()].length;
    entry.diagnostic = module.diagnostic();
  }

  onTestRunEnd() {
    const ended = [...this.modules.values()].filter((entry) => entry.ended !== undefined);
    if (ended.length === 0) return;
    const projects = new Map();
    for (const entry of ended) {
      const project = projects.get(entry.project) ?? { start: Infinity, end: 0, files: 0, tests: 0, busy: 0 };
      project.start = Math.min(project.start, entry.queued);
      project.end = Math.max(project.end, entry.ended);
      project.files += 1;
      project.tests += entry.tests;
      project.busy += entry.ended - entry.queued;
      projects.set(entry.project, project);
    }
    const lines = [
      '',
      'Where the time went (span: first file of the project started to its last ended, on the wall clock; files run side by side, one per worker):',
    ];
    lines.push('  project   span     from start   files   tests   file time summed');
    for (const [name, p] of [...projects].sort((a, b) => a[1].start - b[1].start)) {
      lines.push(
        `  ${name.padEnd(8)}  ${seconds(p.end - p.start).padStart(7)}  ${seconds(p.start - this.startedAt).padStart(10)}  ${String(p.files).padStart(6)}  ${String(p.tests).padStart(6)}   ${seconds(p.busy).padStart(9)}`,
      );
    }
    lines.push(`  all       ${seconds(Date.now() - this.startedAt).padStart(7)}`);
    lines.push(
      '',
      'The ten slowest files (wall clock; import = the file and what it loads, tests = tests and hooks):',
    );
    const slowest = ended.sort((a, b) => b.ended - b.queued - (a.ended - a.queued)).slice(0, 10);
    for (const entry of slowest) {
      const d = entry.diagnostic ?? {};
      lines.push(
        `  ${seconds(entry.ended - entry.queued).padStart(8)}  ${entry.project.padEnd(6)} ${entry.file}  (import ${seconds(d.collectDuration ?? 0)}, setup ${seconds(d.setupDuration ?? 0)}, tests ${seconds(d.duration ?? 0)}, ${entry.tests} tests)`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
