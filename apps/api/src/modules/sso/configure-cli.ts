// `npm run sso:configure -- <organization name> <issuer URL> <client id> <login hint>[,<hint>…] [method]`
// sets up the single sign-on of one organization (decision 0135). The client secret is read from
// SSO_CLIENT_SECRET (absent for a public client), so it stays out of the shell history; it is stored sealed
// under the server secret, which must therefore be the one the server runs with (JWT_SECRET or the stored one).
import { AUTHENTICATION_METHODS, type AuthenticationMethod } from '@cargolens/domain/sign-in';
import { randomSecret, readConfig } from '../../config';
import { getOrCreateSetting } from '../../db/app-settings';
import { openStore } from '../../db/database';
import { migrate } from '../../db/migrate';
import { configureSso } from './configure-sso';

const [name, issuerUrl, clientId, hints, method = 'SSO_OR_CARGOLENS_CREDENTIALS'] = process.argv.slice(2);
if (
  !name ||
  !issuerUrl ||
  !clientId ||
  !hints ||
  !AUTHENTICATION_METHODS.includes(method as AuthenticationMethod)
) {
  process.stderr.write(
    `usage: npm run sso:configure -- <organization name> <issuer URL> <client id> <hint>[,<hint>…] [${AUTHENTICATION_METHODS.join('|')}]\n`,
  );
  process.exit(2);
}
const config = readConfig();
const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(store);
  const secret = config.jwtSecret || (await getOrCreateSetting(store.db, 'jwt_secret', randomSecret));
  const organization = await store.db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!organization) throw new Error(`No organization is named ${name}`);
  await configureSso(store.db, secret, {
    organizationId: organization.id,
    issuerUrl,
    clientId,
    clientSecret: process.env.SSO_CLIENT_SECRET || undefined,
    loginHints: hints.split(','),
    authenticationMethod: method as AuthenticationMethod,
  });
  process.stdout.write(
    `${name} signs in with ${issuerUrl} at /auth/sso/${hints.split(',')[0]} (${method}).\n`,
  );
} finally {
  await store.close();
}
