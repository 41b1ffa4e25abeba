// The real server as `npm start` runs it (apps/api/src/main.ts, its supervisor and the process it serves from),
// as a child process in a group of its own: for the tests of faults that a process must survive or recover from
// (a SIGKILL, a database restart, a broker outage).
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { offsetPoint } from '@cargolens/domain/tracking';
import { expect } from 'vitest';
import { repoRoot } from '../config';
import { decodeId } from '../kernel/public-id';
import { DEMO_SHIPPER_RESOURCE_ID } from '../openapi/example-ids';
import { DEMO_PASSWORD } from '../seed/demo-users';

/** Polls `probe` every 100 ms until it gives a value; fails after `ms`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 60_000,
) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A TCP port nothing listens on now (the kernel's choice); `count` consecutive ones are not guaranteed. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** The API's base, http://127.0.0.1:<port>/api. */
  api: string;
  /** The OsmAnd listener's root. */
  osmand: string;
  /** The end of what the server wrote to stderr and stdout, for a failure's message. */
  output(): string;
  /** Every line of its log at warning level or above (LOG=true writes JSON lines). */
  warnings(): string[];
}

/**
 * Starts the server with the demo data (SIMULATE off, one tracking worker, no sweep) and waits until
 * /api/health answers. `env` adds to or overrides that; `quiet` keeps its log out of the test's output.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const [port, osmandPort] = [await sparePort(), await sparePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      OSMAND_PORT: String(osmandPort),
      HOST: '127.0.0.1',
      LOG: 'false',
      SEED_DEMO: 'true',
      SIMULATE: 'false',
      WEB_DIST: '',
      TRACKING_WORKERS: '1',
      TRACKING_SWEEP_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, so that the supervisor and its serving process are killed together.
    detached: true,
  });
  let output = '';
  const warnings: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    warnings.push(...text.split('\n').filter((line) => /^\{"level":[456]0,/.test(line)));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const api = `http://127.0.0.1:${port}/api`;
  const started: ServerProcess = {
    child,
    api,
    osmand: `http://127.0.0.1:${osmandPort}`,
    output: () => output,
    warnings: () => warnings,
  };
  // Startup migrates and seeds the demo data: seconds on a quiet machine, much longer on a loaded one.
  try {
    await until(
      'the server to answer',
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
        try {
          return (await fetch(`${api}/health`)).ok ? true : undefined;
        } catch {
          return undefined; // not listening yet
        }
      },
      90_000,
    );
  } catch (error) {
    killGroup(child);
    throw error;
  }
  return started;
}

/** SIGKILL to every process of the server's group at once. */
export function killGroup(child: ChildProcess) {
  process.kill(-child.pid!, 'SIGKILL');
}

export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

/** Stops the server as a service manager does (SIGTERM) and waits for it to end. */
export async function stopServerProcess(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await exited(server.child);
}

export async function tokenOf(api: string, username: string) {
  const response = await fetch(`${api}/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  return ((await response.json()) as { data: { attributes: { accessToken: string } } }).data.attributes
    .accessToken;
}

/** Two stops 4 km apart near Lyon, on an order whose tour orders-in pairs with the demo shuttle. */
export async function plannedShuttleTour(api: string, token: string, reference: string) {
  const first = { lat: 45.7325, lng: 4.8335 };
  const second = offsetPoint(first, 0, 4_000);
  const day = new Date().toISOString().slice(0, 10);
  const response = await fetch(`${api}/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: {
        type: 'orders',
        attributes: {
          reference,
          transportMode: 'ftl',
          stops: [first, second].map((site, i) => ({
            stopType: i === 0 ? 'loading' : 'delivery',
            address: { name: `Stop ${i + 1}`, postalCode: '69007', town: 'Lyon', country: 'FR', ...site },
            plannedStart: `${day}T00:00:00Z`,
            plannedEnd: `${day}T23:59:00Z`,
            geofencingRadius: 300,
          })),
          resource: { label: 'Navette Gerland – Villefranche' },
        },
      },
    }),
  });
  const body = (await response.json()) as {
    data: { relationships: { tour: { data: { id: string } } } };
  };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return {
    stops: [first, second],
    tourKey: decodeId(body.data.relationships.tour.data.id)!,
    resourceKey: decodeId(DEMO_SHIPPER_RESOURCE_ID)!,
  };
}
