// A PostgreSQL server of a test's own, on a spare port, for a test that stops and starts it (issue 27): Debian's
// initdb and pg_ctl in a temporary folder, run as the `postgres` user when the test runs as root (PostgreSQL
// refuses root). The machine's shared server is never touched.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sparePort } from './server-process';

/** The newest PostgreSQL server Debian installed (/usr/lib/postgresql/<version>/bin). */
function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => existsSync(`${bin}/pg_ctl`));
  if (!found) throw new Error('No PostgreSQL server under /usr/lib/postgresql (Debian package postgresql)');
  return found;
}

export interface OwnPostgres {
  port: number;
  /** A database's URL on this server (trust authentication, user postgres). */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** A fast shutdown, as a failover or a minor upgrade does: sessions are ended, the server stops. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (when running) and removes its folder. */
  destroy(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = serverBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'cargolens-own-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    promisify(execFile)(
      asRoot ? 'runuser' : `${bin}/${tool}`,
      asRoot ? ['-u', 'postgres', '--', `${bin}/${tool}`, ...args] : args,
      { cwd: dir },
    );
  const port = await sparePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // Its own socket folder and port; no fsync (a test's data need not outlive a power cut).
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  let running = false;
  const server: OwnPostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: server.url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
      running = false;
    },
    async start() {
      await run('pg_ctl', ['start', '-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', options]);
      running = true;
    },
    async destroy() {
      if (running) await run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
