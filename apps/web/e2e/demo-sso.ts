// The demo organization that signs in with the journeys' test OpenID provider: Nordlicht Logistik, whose method
// stays SSO_OR_CARGOLENS_CREDENTIALS so that its users' password sign-in works for every other journey.
import { configureSso } from '../../api/src/modules/sso/configure-sso';
import { DEMO_ORGANIZATIONS } from '../../api/src/seed/demo-users';
import type { RunningCargolens } from '../../api/src/start';

export const E2E_SSO_HINT = 'nordlicht';

export async function configureDemoSso(
  app: Pick<RunningCargolens, 'store' | 'config'>,
  provider: { issuer: string; clientId: string; clientSecret: string },
): Promise<void> {
  const organization = await app.store.db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', DEMO_ORGANIZATIONS.carrier2)
    .executeTakeFirstOrThrow();
  await configureSso(app.store.db, app.config.jwtSecret, {
    organizationId: organization.id,
    issuerUrl: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    loginHints: [E2E_SSO_HINT],
    authenticationMethod: 'SSO_OR_CARGOLENS_CREDENTIALS',
  });
}
