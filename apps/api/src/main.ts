import cluster from 'node:cluster';
import { processIndex, superviseApiProcesses } from './api-processes';
import { readConfig } from './config';

async function serve() {
  // Loaded by the serving processes only: the supervisor stays a small process.
  const [{ startCargolens }, { DEMO_DEVICE_ID }, { DEMO_PASSWORD, DEMO_USERS }] = await Promise.all([
    import('./start'),
    import('./seed/demo-fleet'),
    import('./seed/demo-users'),
  ]);
  const running = await startCargolens();
  const { config } = running;
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // A terminal's Ctrl-C reaches every process of the group, and the supervisor sends SIGTERM as well.
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  if (processIndex() > 0) return;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const url = `http://localhost:${config.port}`;
  process.stdout.write(
    [
      '',
      `Cargolens is running at ${url}`,
      `  API:      ${url}${config.apiBasePath}   docs: ${url}${config.apiBasePath}/docs`,
      `  OsmAnd:   ${running.osmandUrl.replace('127.0.0.1', 'localhost')}   (also ${url}/osmand)`,
      `  Database: ${where}`,
      config.apiProcessesRequested
        ? `  Processes: 1 (API_PROCESSES=${config.apiProcessesRequested} needs DATABASE_URL: PGlite is opened by one process)`
        : `  Processes: ${config.apiProcesses} (API_PROCESSES)`,
      ...(running.simulator
        ? [
            `  Demo fleet: driving through OsmAnd (SIMULATE=false parks it); a phone running Traccar Client`,
            `            reports as a demo truck with the device identifier ${DEMO_DEVICE_ID}`,
          ]
        : []),
      ...(config.seedDemo
        ? [
            '',
            `Demo logins (password for all: ${DEMO_PASSWORD}):`,
            ...DEMO_USERS.map((u) => `  ${u.username.padEnd(20)} ${u.role.padEnd(24)} ${u.organization}`),
          ]
        : []),
      '',
    ].join('\n'),
  );
}

// This process supervises; the ones it forks serve (decision 0215).
if (cluster.isPrimary) superviseApiProcesses(readConfig().apiProcesses);
else await serve();
