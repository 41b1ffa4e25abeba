// Every environment variable Cargolens reads, typed, with its default, in one place.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** postgres://… runs on a PostgreSQL server; absent means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /**
   * Processes `npm start` serves from, sharing the ports (decision 0215): on PostgreSQL API_PROCESSES, by default
   * one per two cores up to 4; always 1 on PGlite, a database only its own process opens.
   */
  apiProcesses: number;
  /** What API_PROCESSES asked for, when PGlite held it back to one process (main.ts says so). */
  apiProcessesRequested: number | undefined;
  /**
   * Connections of each process's PostgreSQL pool (DATABASE_POOL_SIZE): by default the processes share 10,
   * at least 4 each, so that more processes do not pile more statements onto the same cores.
   */
  databasePoolSize: number;
  /** Folder of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  apiBasePath: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  seedDemo: boolean;
  webDist: string | undefined;
  /** A MapLibre style URL replacing the offline base map; its host is admitted by the CSP (connect-src). */
  mapStyleUrl: string | undefined;
  logger: boolean;
  version: string;
  /** A Nominatim-compatible geocoder (…/search?format=jsonv2); absent means the offline gazetteer. */
  geocoderUrl: string | undefined;
  /** Path of a Protomaps PMTiles file Cargolens serves itself at {apiBasePath}/map/tiles.pmtiles. */
  mapPmtiles: string | undefined;
  /** Where export files are written (decision 0070). */
  exportDir: string;
  /** How long an export file is kept for download before the sweep removes it. */
  exportRetentionHours: number;
  /** Second listener for OsmAnd / Traccar Client devices (Traccar's OsmAnd port); 0 picks a free port. */
  osmandPort: number;
  /** Tracking workers run in this process (decision 0085); 0 leaves the queue to other processes. */
  trackingWorkers: number;
  /** How long a worker holds a claimed tracking job before another may take it over. */
  trackingLeaseSeconds: number;
  /** How often quiet trackers are given a run so time-driven rules apply (0: never; needs workers here). */
  trackingSweepSeconds: number;
  /** How often the time-driven tracking rules run, shared by all processes (0: never here; decision 0150). */
  trackingRulesSeconds: number;
  /**
   * A tracking job ready this long and not done means tracking has stalled (TRACKING_STALL_SECONDS): the health
   * and readiness checks report it and the log says so (decision 0219).
   */
  trackingStallSeconds: number;
  /** NATS server with JetStream: when set the tracking queue runs on it (decision 0153); else on PostgreSQL. */
  natsUrl: string | undefined;
  /** The JetStream stream (and subject prefix) of the tracking queue. */
  natsStream: string;
  /** Largest CSV file an import accepts, in bytes (IMPORT_MAX_FILE_MB). */
  importMaxFileBytes: number;
  /** Whether this process runs import tasks (IMPORT_WORKER=false leaves them to other processes). */
  importWorker: boolean;
  /** Lines checked and written per transaction by the import worker. */
  importBatchSize: number;
  /** How often an idle import worker looks for a task another process created. */
  importPollMs: number;
  /** Requests per minute one client address may make to the public tracking page's API (decision 0105). */
  publicLinkRateLimit: number;
  /** Failed sign-ins one username may make within signInWindowSeconds before 429 (decision 0141). */
  signInFailuresPerUser: number;
  /** Failed sign-ins one client address may make within signInWindowSeconds before 429. */
  signInFailuresPerIp: number;
  signInWindowSeconds: number;
  /** The demo fleet drives its tours through the OsmAnd endpoint (decision 0115); SIMULATE=false stops it. */
  simulate: boolean;
  /** How much faster than real life the demo trucks drive and stay at stops. */
  simulateSpeedup: number;
  /** smtp://user:pass@host:587 or smtps://…; absent means mail is off (decision 0121). */
  smtpUrl: string | undefined;
  /** The From of every email Cargolens sends. */
  mailFrom: string;
  /** Where the web app is reached, for the links in emails (PUBLIC_URL). */
  publicUrl: string;
  /** Event streams (GET /api/events/stream) one user may hold open at once in one process. */
  eventStreamsPerUser: number;
  /** Seconds between two heartbeats on an open event stream. */
  eventHeartbeatSeconds: number;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** Up to this many processes by default: each holds its own pool and listeners on PostgreSQL. */
const DEFAULT_MAX_API_PROCESSES = 4;

function apiProcessesFrom(env: NodeJS.ProcessEnv) {
  const asked = env.API_PROCESSES ? Math.min(64, Math.max(1, intFrom(env.API_PROCESSES, 1))) : undefined;
  if (!env.DATABASE_URL)
    return { apiProcesses: 1, apiProcessesRequested: asked !== undefined && asked > 1 ? asked : undefined };
  return {
    // Half the cores: the other half is left to PostgreSQL, which often runs on the same host.
    apiProcesses:
      asked ?? Math.min(Math.max(1, Math.floor(availableParallelism() / 2)), DEFAULT_MAX_API_PROCESSES),
    apiProcessesRequested: undefined,
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? path.join(repoRoot, 'data', 'pglite');
  const processes = apiProcessesFrom(env);
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    ...processes,
    databasePoolSize: Math.max(
      1,
      intFrom(env.DATABASE_POOL_SIZE, Math.max(4, Math.ceil(10 / processes.apiProcesses))),
    ),
    dataDir,
    apiBasePath: env.API_BASE_PATH ?? '/api',
    // A random secret per process would log everyone out on restart and break multi-process setups,
    // so an unset secret is derived once and kept beside the data (see main.ts).
    jwtSecret: env.JWT_SECRET ?? '',
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: intFrom(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    mapStyleUrl: env.MAP_STYLE_URL || undefined,
    logger: (env.LOG ?? 'true') !== 'false',
    version: env.CARGOLENS_VERSION ?? '0.1.0',
    geocoderUrl: env.GEOCODER_URL || undefined,
    mapPmtiles: env.MAP_PMTILES ? path.resolve(env.MAP_PMTILES) : undefined,
    // Beside the data, not inside it: DATA_DIR is PGlite's own folder. An in-memory database has no folder.
    exportDir: path.resolve(
      env.EXPORT_DIR ??
        (dataDir.startsWith('memory://')
          ? path.join(repoRoot, 'data', 'exports')
          : path.join(path.dirname(dataDir), 'exports')),
    ),
    exportRetentionHours: intFrom(env.EXPORT_RETENTION_HOURS, 24),
    osmandPort: intFrom(env.OSMAND_PORT, 5055),
    trackingWorkers: Math.max(0, intFrom(env.TRACKING_WORKERS, 1)),
    trackingLeaseSeconds: Math.max(1, intFrom(env.TRACKING_LEASE_SECONDS, 60)),
    trackingSweepSeconds: Math.max(0, intFrom(env.TRACKING_SWEEP_SECONDS, 60)),
    trackingRulesSeconds: Math.max(0, intFrom(env.TRACKING_RULES_SECONDS, 60)),
    trackingStallSeconds: Math.max(1, intFrom(env.TRACKING_STALL_SECONDS, 120)),
    natsUrl: env.NATS_URL || undefined,
    natsStream: env.NATS_STREAM || 'TRACKING',
    importMaxFileBytes: intFrom(env.IMPORT_MAX_FILE_MB, 100) * 1024 * 1024,
    importWorker: (env.IMPORT_WORKER ?? 'true') !== 'false',
    importBatchSize: intFrom(env.IMPORT_BATCH_SIZE, 1000),
    importPollMs: intFrom(env.IMPORT_POLL_MS, 2000),
    publicLinkRateLimit: Math.max(1, intFrom(env.PUBLIC_LINK_RATE_LIMIT, 60)),
    signInFailuresPerUser: Math.max(1, intFrom(env.SIGN_IN_FAILURES_PER_USER, 10)),
    signInFailuresPerIp: Math.max(1, intFrom(env.SIGN_IN_FAILURES_PER_IP, 50)),
    signInWindowSeconds: Math.max(1, intFrom(env.SIGN_IN_WINDOW_SECONDS, 15 * 60)),
    simulate: (env.SIMULATE ?? 'true') !== 'false',
    simulateSpeedup: Math.max(1, intFrom(env.SIMULATE_SPEEDUP, 10)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Cargolens <no-reply@cargolens.localhost>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${intFrom(env.PORT, 8080)}`).replace(/\/+$/, ''),
    eventStreamsPerUser: Math.max(1, intFrom(env.EVENT_STREAMS_PER_USER, 6)),
    eventHeartbeatSeconds: Math.max(1, intFrom(env.EVENT_HEARTBEAT_SECONDS, 25)),
  };
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export { repoRoot };
