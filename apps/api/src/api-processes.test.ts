// Serving from several processes (decision 0215): `npm start` on PostgreSQL forks API_PROCESSES processes that
// share the ports, starts again one that dies, and stops them all on SIGTERM; PGlite keeps one process.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVING_NODE_FLAGS } from './api-processes';
import { readConfig, repoRoot } from './config';
import { ownDatabase } from './test-support/own-database';
import { servingChildren } from './test-support/process-tree';
import { until } from './test-support/server-process';

describe('API_PROCESSES', () => {
  it('serves from one process per two cores, up to 4, on PostgreSQL unless told', () => {
    const url = 'postgres://cargolens@db/cargolens';
    const halfTheCores = Math.min(Math.max(1, Math.floor(availableParallelism() / 2)), 4);
    expect(readConfig({ DATABASE_URL: url }).apiProcesses).toBe(halfTheCores);
    expect(readConfig({ DATABASE_URL: url, API_PROCESSES: '6' }).apiProcesses).toBe(6);
    expect(readConfig({ DATABASE_URL: url, API_PROCESSES: '0' }).apiProcesses).toBe(1);
  });

  it('shares 10 PostgreSQL connections between the processes, at least 4 each, unless told', () => {
    const url = 'postgres://cargolens@db/cargolens';
    expect(readConfig({ DATABASE_URL: url, API_PROCESSES: '1' }).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_URL: url, API_PROCESSES: '2' }).databasePoolSize).toBe(5);
    expect(readConfig({ DATABASE_URL: url, API_PROCESSES: '4' }).databasePoolSize).toBe(4);
    expect(
      readConfig({ DATABASE_URL: url, API_PROCESSES: '2', DATABASE_POOL_SIZE: '8' }).databasePoolSize,
    ).toBe(8);
  });

  it('keeps one process on PGlite, and says what it held back', () => {
    expect(readConfig({}).apiProcesses).toBe(1);
    const held = readConfig({ API_PROCESSES: '3' });
    expect(held.apiProcesses).toBe(1);
    expect(held.apiProcessesRequested).toBe(3);
  });
});

/** GET /api/health on a connection of its own (a kept-alive one may belong to a process just killed). */
function healthy(base: string): Promise<true | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/health`, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200 ? true : undefined);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}

const postgres = process.env.TEST_DATABASE_URL;
describe.each(postgres ? [postgres] : [])('npm start with API_PROCESSES=2 on PostgreSQL', (baseUrl) => {
  const own = ownDatabase(baseUrl, 'processes');
  const port = 19_400 + Math.floor(Math.random() * 300);
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess;
  const serverEnv = () => ({
    ...process.env,
    DATABASE_URL: own.url,
    API_PROCESSES: '2',
    PORT: String(port),
    OSMAND_PORT: String(port + 1),
    HOST: '127.0.0.1',
    LOG: 'false',
    SEED_DEMO: 'false',
    SIMULATE: 'false',
    WEB_DIST: '',
  });
  let output = '';

  beforeAll(async () => {
    await own.create();
    server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    // Both processes migrate the fresh database (one waits for the other's lock) before they listen.
    await until('the API', () => healthy(base), 120_000);
  }, 150_000);

  afterAll(async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await own.drop();
  });

  it('serves from two processes, with the young generation they need, and says so once', async () => {
    const serving = await until('two processes', () =>
      servingChildren(server.pid!).length === 2 ? servingChildren(server.pid!) : undefined,
    );
    expect(serving).toHaveLength(2);
    for (const pid of serving)
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain(SERVING_NODE_FLAGS[0]);
    await until('the banner', () => (output.includes('Processes: 2') ? true : undefined));
    expect(output.match(/Cargolens is running at/g)).toHaveLength(1);
  });

  it('starts again a process that dies, and keeps answering meanwhile', async () => {
    const [victim, survivor] = servingChildren(server.pid!);
    process.kill(victim!, 'SIGKILL');
    // Once the supervisor has seen it end, the survivor answers alone while the supervisor waits a second
    // before starting another.
    await until('the supervisor to see it end', () =>
      output.includes('ended (SIGKILL); starting it again') ? true : undefined,
    );
    expect(servingChildren(server.pid!)).toEqual([survivor]);
    // A connection handed out in the instant the primary learns of the death can still go to the dead process
    // (seen once in a few dozen runs); a client asking again is answered by the survivor, well before the
    // replacement, forked a second after the death, has started.
    expect(await until('the survivor to answer', () => healthy(base), 800)).toBe(true);
    const replaced = await until('a new process', () => {
      const now = servingChildren(server.pid!);
      return now.length === 2 && !now.includes(victim!) ? now : undefined;
    });
    expect(replaced).toContain(survivor);
    expect(await until('the API', () => healthy(base))).toBe(true);
  });

  it('stops at once with exit code 1 when its processes cannot start, instead of starting them again', async () => {
    // A second server on the port the first one holds: its processes fail to listen.
    const second = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
      env: { ...serverEnv(), OSMAND_PORT: String(port + 2) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    second.stderr!.on('data', (chunk) => {
      errors += chunk;
    });
    const code = await new Promise<number | null>((resolve) => second.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(errors).toContain('did not start');
    expect(errors).not.toContain('starting it again');
  }, 120_000);

  it('stops every process on SIGTERM', async () => {
    const serving = servingChildren(server.pid!);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of serving) expect(() => process.kill(pid, 0)).toThrow();
    expect(await healthy(base)).toBeUndefined();
  });
});
