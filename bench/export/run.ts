// npm run bench:export -- [--orders 100000] [--engines postgres] [--keep-database cargolens_bench_export]
// Seeds the demo data plus N orders for the demo shipper (the bulk seeder of bench:api), starts the API as its own
// process, and exports the whole list of the demo shipper's administrator to xlsx and to csv with every column
// the list offers, through the API as a user would (POST /api/orders/export, poll the task, download the file).
// It records the seconds from request to file, the server's CPU seconds (and per row) and PostgreSQL's, and
// the server's resident memory sampled every 100 ms: before,
// at a tenth, half and all of the rows written, and the peak. Flat memory means the later samples stay near the
// early ones whatever the size of the file.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXPORT_COLUMNS } from '../../apps/api/src/modules/exports/schemas';
import { seedBenchStore } from '../api/seed-bench-store';
import { benchDatabase } from '../support/databases';
import {
  cpuSecondsOf,
  demoToken,
  postgresCpuSeconds,
  startApiServer,
  stopApiServer,
} from '../support/server';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'postgres' },
    'keep-database': { type: 'string' },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ORDERS = Number(args.orders);

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D/g, '')) / 1024;
};

async function exportOnce(
  port: number,
  pid: number,
  token: string,
  format: 'xlsx' | 'csv',
  postgres: boolean,
) {
  const base = `http://127.0.0.1:${port}/api`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' };
  const before = rssMb(pid);
  let peak = before;
  const atShare: Record<string, number> = {};
  const started = performance.now();
  const cpuBefore = cpuSecondsOf(pid);
  const postgresBefore = postgres ? postgresCpuSeconds() : 0;
  const asked = await fetch(`${base}/orders/export?sort=-createdAt`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data: { type: 'exportTasks', attributes: { format, columns: EXPORT_COLUMNS } } }),
  });
  if (asked.status !== 202) throw new Error(`export answered ${asked.status}: ${await asked.text()}`);
  const id = ((await asked.json()) as { data: { id: string } }).data.id;
  let task: { status: string; progress: number; total: number | null; fileUrl: string; fileSize: number };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rss = rssMb(pid);
    peak = Math.max(peak, rss);
    const answer = await fetch(`${base}/export-tasks/${id}`, { headers });
    task = ((await answer.json()) as { data: { attributes: typeof task } }).data.attributes;
    const share = task.total ? task.progress / task.total : 0;
    for (const mark of [0.1, 0.5]) if (share >= mark && atShare[mark] === undefined) atShare[mark] = rss;
    if (task.status === 'done') break;
    if (task.status !== 'queued' && task.status !== 'running') throw new Error(`export ${task.status}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const serverCpuSeconds = cpuSecondsOf(pid) - cpuBefore;
  const postgresCpuSecondsUsed = postgres ? postgresCpuSeconds() - postgresBefore : 0;
  const file = await fetch(`http://127.0.0.1:${port}${task.fileUrl}`, { headers });
  const bytes = (await file.arrayBuffer()).byteLength;
  if (bytes !== task.fileSize) throw new Error(`downloaded ${bytes} bytes of ${task.fileSize}`);
  return {
    format,
    rows: task.progress,
    seconds: Number(seconds.toFixed(1)),
    // On a shared machine the wall clock includes other jobs' turns; the server's own CPU time does not.
    serverCpuSeconds: Number(serverCpuSeconds.toFixed(1)),
    serverCpuMicrosecondsPerRow: Math.round((serverCpuSeconds / Math.max(1, task.progress)) * 1e6),
    // Every PostgreSQL process of the host: other jobs' queries count too on a shared machine.
    postgresCpuSeconds: Number(postgresCpuSecondsUsed.toFixed(1)),
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
    fileMb: Number((bytes / 1e6).toFixed(1)),
    rssBeforeMb: Math.round(before),
    rssAt10PctMb: Math.round(atShare[0.1] ?? before),
    rssAt50PctMb: Math.round(atShare[0.5] ?? before),
    rssAtEndMb: Math.round(rssMb(pid)),
    rssPeakMb: Math.round(peak),
  };
}

const cpus = os.cpus();
console.log(
  `machine: ${cpus.length} × ${cpus[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
for (const engine of args.engines.split(',')) {
  const database = await benchDatabase(engine, {
    prefix: 'cargolens-bench-export',
    adminUrl: args['postgres-admin-url'],
    keep: args['keep-database'],
  });
  const exportDir = await mkdtemp(path.join(tmpdir(), 'cargolens-bench-exports-'));
  try {
    const seeding = performance.now();
    await seedBenchStore(database.store, ORDERS, (done) => process.stdout.write(`\rseeded ${done} orders`));
    console.log(
      `\n${engine}: ${ORDERS} bench orders ready in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    const port = 19000 + Math.floor(Math.random() * 1000);
    const server = await startApiServer(
      { ...database.env, EXPORT_DIR: exportDir },
      { port, seedDemo: false },
    );
    try {
      const token = await demoToken(port, 'shipper.admin');
      for (const format of ['xlsx', 'csv'] as const)
        console.log(engine, await exportOnce(port, server.pid!, token, format, engine === 'postgres'));
    } finally {
      await stopApiServer(server);
    }
  } finally {
    await rm(exportDir, { recursive: true, force: true });
    await database.cleanup();
  }
}
