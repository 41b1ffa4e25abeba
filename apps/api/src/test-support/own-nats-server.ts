// A NATS server with JetStream of a test's own, on a spare port, for a test that stops and starts it (issue 27):
// Debian's nats-server, its stream kept in a temporary folder across restarts. The machine's shared server is
// never touched.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sparePort, until } from './server-process';

export interface OwnNats {
  url: string;
  /** SIGTERM, as a service manager stops it; resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store; resolves once it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<true | undefined>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(undefined));
  });

export async function startOwnNats(): Promise<OwnNats> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cargolens-own-nats-'));
  const port = await sparePort();
  let child: ChildProcess | null = null;
  const server: OwnNats = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      const started = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], {
        stdio: 'ignore',
      });
      child = started;
      await until('nats-server to accept connections', async () => {
        if (started.exitCode !== null) throw new Error(`nats-server exited with ${started.exitCode}`);
        return accepts(port);
      });
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const ended = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await ended;
    },
    async destroy() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
