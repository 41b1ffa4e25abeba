// read config → open database → migrate → seed on first start → build server → listen.
// Also the entry point tests and benchmarks use to run a real Cargolens in-process.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Config, randomSecret, readConfig } from './config';
import { getOrCreateSetting } from './db/app-settings';
import { openStore, type Store } from './db/database';
import { migrate } from './db/migrate';
import { ensurePositionPartitions } from './db/position-partitions';
import { createMailer } from './mail/mailer';
import { createDemoFleetSimulator, type DemoFleetSimulator } from './modules/demo-fleet';
import { buildOsmAndServer } from './modules/positions';
import { createHealthChecks, type HealthChecks, watchForFaults } from './modules/system';
import {
  createIngestPressure,
  createTrackingQueueWorker,
  type IngestPressure,
  scheduleTimeRules,
  startTrackingSweep,
  type TrackingWorker,
} from './modules/tracking';
import { seedDemo } from './seed/seed-demo';
import { buildServer } from './server';

export interface StartOptions {
  port?: number;
  /** OsmAnd listener; when absent, a caller that asks for any free API port (0) gets any free one here too. */
  osmandPort?: number;
  host?: string;
  /** 'memory://' for a throwaway in-memory PGlite. */
  dataDir?: string;
  databaseUrl?: string;
  seedDemo?: boolean;
  webDist?: string;
  logger?: boolean;
  now?: Date;
  /** Sees every statement the server sends (see StoreOptions.onStatement). */
  onStatement?: (sql: string) => void;
  /** Overrides TRACKING_WORKERS (tests run none and drive a worker themselves). */
  trackingWorkers?: number;
  /** See StoreOptions.pgliteSnapshot. */
  pgliteSnapshot?: Blob;
  /** Overrides SIMULATE (tests leave the demo fleet parked unless they drive it). */
  simulate?: boolean;
}

export interface RunningCargolens {
  url: string;
  /** Root of the OsmAnd listener (OSMAND_PORT). */
  osmandUrl: string;
  config: Config;
  store: Store;
  /** The in-process tracking workers, already started. */
  trackingWorkers: TrackingWorker[];
  /** The demo fleet simulator, already started, when SIMULATE is on. */
  simulator: DemoFleetSimulator | null;
  close(): Promise<void>;
}

/** This process's own listener as a local client reaches it (a wildcard address is reached on loopback). */
function loopbackUrl(address: string | AddressInfo | null, host: string): string {
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

export async function startCargolens(
  options: StartOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningCargolens> {
  const config = configOf(options, env);
  // Until the server's logger exists, a connection the database ended is written to stderr.
  let connectionLost = (error: unknown): void => {
    process.stderr.write(`database connection lost: ${error instanceof Error ? error.message : error}\n`);
  };
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    onStatement: options.onStatement,
    pgliteSnapshot: options.pgliteSnapshot,
    onConnectionError: (error) => connectionLost(error),
  });
  try {
    await prepareStore(store, config, options.now ?? new Date());
    // Positions being stored hold this process's tracking workers back, for a while (decision 0210).
    const pressure = createIngestPressure();
    const health = createHealthChecks(store, { stallAfterSeconds: config.trackingStallSeconds });
    const app = await buildServer(config, store, pressure, health);
    connectionLost = (error) =>
      app.log.warn(
        { err: { message: (error as Error)?.message, code: (error as { code?: string })?.code } },
        'database connection lost',
      );
    const address = await app.listen({ port: config.port, host: config.host });
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    const osmand = await buildOsmAndServer(config, store, pressure);
    const osmandAddress = await osmand
      .listen({ port: config.osmandPort, host: config.host })
      .catch(async (error: unknown) => {
        await app.close();
        throw error;
      });
    const tracking = startTracking(app, store, config, pressure, health);
    await tracking.firstRun;
    // The demo trucks report like phones do, to the OsmAnd listener over HTTP (decision 0115).
    const simulator = config.simulate
      ? createDemoFleetSimulator(store.db, {
          osmandUrl: loopbackUrl(osmand.server.address(), config.host),
          speedup: config.simulateSpeedup,
          onError: (error) => app.log.error({ err: error }, 'demo fleet simulator failed'),
        })
      : null;
    simulator?.start();
    return {
      url,
      osmandUrl: osmandAddress.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost'),
      config,
      store,
      trackingWorkers: tracking.workers,
      simulator,
      async close() {
        tracking.stopFaultWatch();
        await simulator?.stop();
        await tracking.stop();
        await osmand.close();
        await app.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** The configuration the environment gives, with what the caller overrides. */
function configOf(options: StartOptions, env: NodeJS.ProcessEnv): Config {
  return {
    ...readConfig(env),
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.osmandPort !== undefined
      ? { osmandPort: options.osmandPort }
      : options.port === 0
        ? { osmandPort: 0 }
        : {}),
    ...(options.host !== undefined ? { host: options.host } : {}),
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.seedDemo !== undefined ? { seedDemo: options.seedDemo } : {}),
    ...(options.webDist !== undefined ? { webDist: options.webDist } : {}),
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    ...(options.trackingWorkers !== undefined ? { trackingWorkers: options.trackingWorkers } : {}),
    ...(options.simulate !== undefined ? { simulate: options.simulate } : {}),
  };
}

/** Migrations, position partitions, the token secret (kept in the database unless configured), the demo. */
async function prepareStore(store: Store, config: Config, now: Date): Promise<void> {
  await migrate(store);
  await ensurePositionPartitions(store.db, now);
  if (!config.jwtSecret) config.jwtSecret = await getOrCreateSetting(store.db, 'jwt_secret', randomSecret);
  if (config.seedDemo) await seedDemo(store.db, { now });
}

interface RunningTracking {
  workers: TrackingWorker[];
  stopFaultWatch(): void;
  /** The time rules' first run, started with the workers (decision 0227). */
  firstRun: Promise<void>;
  /** Stops the sweep, the time rules and the workers. */
  stop(): Promise<void>;
}

/** This process's tracking workers, the fault watch over them, the sweep of quiet trackers, the time rules. */
function startTracking(
  app: FastifyInstance,
  store: Store,
  config: Config,
  pressure: IngestPressure,
  health: HealthChecks,
): RunningTracking {
  const workers = Array.from({ length: config.trackingWorkers }, () =>
    createTrackingQueueWorker(store.db, config, {
      leaseMs: config.trackingLeaseSeconds * 1000,
      yieldTo: pressure,
      onError: (error, job) =>
        job
          ? app.log.error({ err: error, job: job.id, resource: job.resourceId }, 'tracking job failed')
          : // A pass that failed as a whole: the database or the broker away. The loop keeps trying, and
            // the fault watch below says so once, then every minute (decision 0219).
            app.log.debug({ err: error }, 'tracking pass failed'),
    }),
  );
  for (const worker of workers) worker.start();
  health.watch(workers);
  const stopFaultWatch = watchForFaults(health, {
    warn: (details, message) => app.log.warn(details, message),
    info: (details, message) => app.log.info(details, message),
  });
  // Quiet trackers get a run every 5 minutes, so ETAs deprecate and silent stays confirm with the clock.
  const sweep =
    workers.length > 0 && config.trackingSweepSeconds > 0
      ? startTrackingSweep(store.db, {
          everyMs: config.trackingSweepSeconds * 1000,
          quietMs: 5 * 60_000,
          onError: (error) => app.log.error({ err: error }, 'tracking sweep failed'),
        })
      : null;
  // GPS recency, silent tours, stale external ETAs and the carrier ETA reminder follow the clock; every
  // process with workers asks for the turn, one runs them each period (decision 0150).
  const timeRules =
    workers.length > 0 && config.trackingRulesSeconds > 0
      ? scheduleTimeRules(store.db, {
          everyMs: config.trackingRulesSeconds * 1000,
          mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
          onError: (error) => app.log.error({ err: error }, 'tracking time rules failed'),
        })
      : null;
  // The first run at start, not a period later: what the rules store (silent tours, GPS recency) is read by
  // the screens as soon as the process serves them (decision 0227). Start-up waits for it, so the changes it
  // announces are not taken by a client for news of its own.
  const firstRun = (timeRules?.tick() ?? Promise.resolve()).then(
    () => undefined,
    (error: unknown) => app.log.error({ err: error }, 'tracking time rules failed'),
  );
  return {
    workers,
    stopFaultWatch,
    firstRun,
    async stop() {
      sweep?.stop();
      timeRules?.stop();
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
