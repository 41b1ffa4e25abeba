import { DEMO_DEVICE_ID } from './seed/demo-fleet';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users';
import { startCargolens } from './start';

const running = await startCargolens();
const { config } = running;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const url = `http://localhost:${config.port}`;
process.stdout.write(
  [
    '',
    `Cargolens is running at ${url}`,
    `  API:      ${url}${config.apiBasePath}   docs: ${url}${config.apiBasePath}/docs`,
    `  OsmAnd:   ${running.osmandUrl.replace('127.0.0.1', 'localhost')}   (also ${url}/osmand)`,
    `  Database: ${where}`,
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
