// One Cargolens for browser journeys, in a process of its own so that two servers answer two journeys at the same
// time on two cores (global-setup.ts starts one per journey worker). The built web app is served by the real API
// over a fresh in-memory PGlite seeded with the demo data; the environment (SMTP_URL, the test OpenID provider's
// E2E_OIDC_*) comes from the parent.
// It prints one line, {"url": …, "clockUrl": …}, once it listens, and stops on SIGTERM.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runTimeRules } from '../../api/src/modules/tracking/time-rules/run-time-rules';
import { startCargolens } from '../../api/src/start';
import { configureDemoSso } from './demo-sso';

const dist = process.argv[2];
if (!dist) throw new Error('usage: serve-cargolens.ts <web dist directory>');

const app = await startCargolens({
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  seedDemo: true,
  webDist: dist,
  logger: false,
  simulate: false,
});
const { E2E_OIDC_ISSUER, E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET } = process.env;
if (E2E_OIDC_ISSUER && E2E_OIDC_CLIENT_ID && E2E_OIDC_CLIENT_SECRET)
  await configureDemoSso(app, {
    issuer: E2E_OIDC_ISSUER,
    clientId: E2E_OIDC_CLIENT_ID,
    clientSecret: E2E_OIDC_CLIENT_SECRET,
  });
// The journeys' clock for the time-driven rules (decision 0150): POST /time-rules?at=<epoch ms> runs them once as
// if it were then, so a journey sees what 30 minutes of delay bring without waiting for them. Loopback only, in
// this test-only process; the product's rules run on the real clock.
const clock = createServer((request, response) => {
  const at = Number(new URL(request.url ?? '/', 'http://clock').searchParams.get('at'));
  if (request.method !== 'POST' || !Number.isFinite(at)) {
    response.statusCode = 400;
    response.end();
    return;
  }
  runTimeRules(app.store.db, at).then(
    (result) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(result));
    },
    (error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    },
  );
});
await new Promise<void>((resolve) => clock.listen(0, '127.0.0.1', resolve));
const clockUrl = `http://127.0.0.1:${(clock.address() as AddressInfo).port}/time-rules`;
process.stdout.write(`${JSON.stringify({ url: app.url, clockUrl })}\n`);

const stop = async () => {
  clock.close();
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
