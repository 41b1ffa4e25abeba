// Sets up (or replaces) the single sign-on of one organization: its provider, its login hints and its
// authenticationMethod. Used by `npm run sso:configure`, and by tests and the e2e setup.
import type { AuthenticationMethod } from '@cargolens/domain/sign-in';
import { normalizeLoginHint } from '@cargolens/domain/sign-in';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { clientSecretSealer } from './sealed-text';

export interface SsoSetup {
  organizationId: number;
  issuerUrl: string;
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string | undefined;
  loginHints: string[];
  authenticationMethod: AuthenticationMethod;
}

export async function configureSso(db: Kysely<Database>, serverSecret: string, setup: SsoSetup) {
  const hints = setup.loginHints.map((hint) => {
    const normalized = normalizeLoginHint(hint);
    if (!normalized) throw new Error(`Not a login hint: ${hint}`);
    return normalized;
  });
  new URL(setup.issuerUrl);
  const sealed = setup.clientSecret ? await clientSecretSealer(serverSecret).seal(setup.clientSecret) : null;
  await db.transaction().execute(async (trx) => {
    const provider = await trx
      .insertInto('sso_providers')
      .values({
        organization_id: setup.organizationId,
        issuer_url: setup.issuerUrl,
        client_id: setup.clientId,
        client_secret_sealed: sealed,
      })
      .onConflict((oc) =>
        oc.column('organization_id').doUpdateSet({
          issuer_url: setup.issuerUrl,
          client_id: setup.clientId,
          client_secret_sealed: sealed,
          updated_at: new Date(),
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('sso_login_hints').where('provider_id', '=', provider.id).execute();
    if (hints.length > 0)
      await trx
        .insertInto('sso_login_hints')
        .values(hints.map((hint) => ({ hint, provider_id: provider.id })))
        .execute();
    await trx
      .updateTable('organizations')
      .set({ authentication_method: setup.authenticationMethod, updated_at: new Date() })
      .where('id', '=', setup.organizationId)
      .execute();
  });
}
