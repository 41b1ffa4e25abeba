import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createSsoRepository(db: Kysely<Database>) {
  const providers = () =>
    db
      .selectFrom('sso_providers')
      .innerJoin('organizations', 'organizations.id', 'sso_providers.organization_id')
      .select([
        'sso_providers.id',
        'sso_providers.organization_id',
        'sso_providers.issuer_url',
        'sso_providers.client_id',
        'sso_providers.client_secret_sealed',
        'sso_providers.updated_at',
        'organizations.name as organization_name',
        'organizations.authentication_method',
      ]);
  return {
    findProviderByHint(hint: string) {
      return providers()
        .innerJoin('sso_login_hints', 'sso_login_hints.provider_id', 'sso_providers.id')
        .where('sso_login_hints.hint', '=', hint)
        .executeTakeFirst();
    },
    /** The user of this organization already linked to the provider's subject. */
    async findLinkedUser(providerId: number, organizationId: number, subject: string) {
      const row = await db
        .selectFrom('sso_identities')
        .innerJoin('users', 'users.id', 'sso_identities.user_id')
        .select('users.id')
        .where('sso_identities.provider_id', '=', providerId)
        .where('sso_identities.subject', '=', subject)
        .where('users.organization_id', '=', organizationId)
        .where('users.deactivated_at', 'is', null)
        .executeTakeFirst();
      return row?.id;
    },
    /** Active users of the organization with this email, at most two: more than one is ambiguous. */
    async findUsersByEmail(organizationId: number, email: string) {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('deactivated_at', 'is', null)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .limit(2)
        .execute();
      return rows.map((row) => row.id);
    },
    async linkIdentity(providerId: number, subject: string, userId: number) {
      await db
        .insertInto('sso_identities')
        .values({ provider_id: providerId, subject, user_id: userId })
        .onConflict((oc) => oc.columns(['provider_id', 'subject']).doNothing())
        .execute();
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
