// npm run bench:import -- [--lines 10000,100000,1000000] [--engine postgres|pglite]
// A generated places CSV (coordinates and a circle on every line, as an address book export has them) is
// uploaded to a fresh API server process per size and imported by its worker. Reports lines/s from upload to
// task done, the CPU seconds the server process and PostgreSQL spent on it (on a shared machine the wall
// clock includes other jobs' turns, CPU time per line does not), and the server's peak resident memory
// (VmHWM) against its memory before the upload, with its resident memory sampled at each tenth of the task.
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
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
    lines: { type: 'string', default: '10000,100000,1000000' },
    engine: { type: 'string', default: 'postgres' },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});

const TOWNS = [
  ['Lyon', '69003', 45.76, 4.85],
  ['Lille', '59000', 50.63, 3.06],
  ['Bordeaux', '33000', 44.84, -0.58],
  ['Strasbourg', '67000', 48.57, 7.75],
] as const;

async function writeCsv(file: string, lines: number) {
  const out = createWriteStream(file);
  out.write('externalId,name,street,postalCode,town,country,latitude,longitude,geofenceRadius,appointment\n');
  for (let i = 0; i < lines; i++) {
    const [town, zip, lat, lng] = TOWNS[i % TOWNS.length]!;
    const line = `BENCH-${i},Entrepôt ${i},${i % 200} rue du Port,${zip},${town},FR,${(lat + (i % 1000) / 10000).toFixed(5)},${(lng + (i % 777) / 10000).toFixed(5)},${300 + (i % 10) * 100},${i % 2 === 0}\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  out.end();
  await finished(out);
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function measure(lines: number, folder: string) {
  const file = path.join(folder, `places-${lines}.csv`);
  await writeCsv(file, lines);
  const db = await benchDatabase(args.engine!, {
    prefix: 'cargolens-import',
    adminUrl: args['postgres-admin-url']!,
  });
  const port = 19000 + Math.floor(Math.random() * 900);
  const server = await startApiServer(
    { ...db.env, IMPORT_MAX_FILE_MB: '500', IMPORT_POLL_MS: '200', ACCESS_TOKEN_TTL_SECONDS: '14400' },
    { port, seedDemo: true },
  );
  try {
    const token = await demoToken(port, 'shipper.admin');
    const before = memoryOf(server.pid!);
    const cpuBefore = cpuSecondsOf(server.pid!);
    const postgresBefore = args.engine === 'postgres' ? postgresCpuSeconds() : 0;
    const started = performance.now();
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
    const response = await fetch(`http://127.0.0.1:${port}/api/imports?type=place&name=bench.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body,
      duplex: 'half',
    } as RequestInit);
    const created = (await response.json()) as { data: { id: string } };
    if (response.status !== 202)
      throw new Error(`upload answered ${response.status}: ${JSON.stringify(created)}`);
    const uploaded = performance.now();
    let task: {
      status: string;
      statistics: { linesOk: number; linesError: number; linesDone?: number; linesTotal?: number };
    };
    // Resident memory at each tenth of the lines done: flat memory means these stay near each other.
    const rssAtTenth: number[] = [];
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const read = await fetch(`http://127.0.0.1:${port}/api/imports/${created.data.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      task = ((await read.json()) as { data: { attributes: typeof task } }).data.attributes;
      const done = (task.statistics.linesOk ?? 0) + (task.statistics.linesError ?? 0);
      while (rssAtTenth.length < 10 && done >= ((rssAtTenth.length + 1) * lines) / 10)
        rssAtTenth.push(memoryOf(server.pid!).rss);
    } while (task.status === 'pending');
    const seconds = (performance.now() - started) / 1000;
    const serverCpu = cpuSecondsOf(server.pid!) - cpuBefore;
    const postgresCpu = args.engine === 'postgres' ? postgresCpuSeconds() - postgresBefore : 0;
    const after = memoryOf(server.pid!);
    return {
      lines,
      megabytes: statSync(file).size / 1024 / 1024,
      status: task.status,
      ok: task.statistics.linesOk,
      errors: task.statistics.linesError,
      uploadSeconds: (uploaded - started) / 1000,
      seconds,
      linesPerSecond: lines / seconds,
      serverCpu,
      postgresCpu,
      rssBeforeMb: before.rss,
      rssAtTenthMb: rssAtTenth,
      peakRssMb: after.peak,
    };
  } finally {
    await stopApiServer(server);
    await db.cleanup();
    rmSync(file, { force: true });
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'cargolens-bench-import-'));
try {
  console.log(
    `engine ${args.engine}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    'lines      file MB  status     ok         upload s  total s  lines/s  server CPU s  µs/line  PG CPU s  RSS before MB  peak RSS MB  RSS at each tenth (MB)',
  );
  for (const lines of args.lines!.split(',').map(Number)) {
    const r = await measure(lines, folder);
    console.log(
      [
        String(r.lines).padEnd(10),
        r.megabytes.toFixed(1).padStart(7),
        r.status.padEnd(10),
        String(r.ok).padEnd(10),
        r.uploadSeconds.toFixed(1).padStart(8),
        r.seconds.toFixed(1).padStart(7),
        Math.round(r.linesPerSecond).toString().padStart(8),
        r.serverCpu.toFixed(1).padStart(13),
        Math.round((r.serverCpu / r.lines) * 1e6)
          .toString()
          .padStart(8),
        r.postgresCpu.toFixed(1).padStart(9),
        r.rssBeforeMb.toFixed(0).padStart(14),
        r.peakRssMb.toFixed(0).padStart(12),
        ` ${r.rssAtTenthMb.map((mb) => mb.toFixed(0)).join(' ')}`,
      ].join(' '),
    );
    console.log(
      `  load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
