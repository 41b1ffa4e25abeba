// One Cargolens for browser journeys, in a process of its own so that two servers answer two journeys at the same
// time on two cores (global-setup.ts starts one per journey worker). The built web app is served by the real API
// over a fresh in-memory PGlite seeded with the demo data; the environment (SMTP_URL, the test OpenID provider's
// E2E_OIDC_*) comes from the parent.
// It prints one line, {"url": …}, once it listens, and stops on SIGTERM.
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
process.stdout.write(`${JSON.stringify({ url: app.url })}\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
