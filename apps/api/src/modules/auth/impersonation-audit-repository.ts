// The audit trail of impersonation (decision 0142): its start, and every write made while it lasts.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImpersonatedWrite } from '../../http/impersonation-audit';

/** What the HTTP layer's audit hook records (http/impersonation-audit.ts). */
export type ImpersonationAuditEntry = ImpersonatedWrite;

export function createImpersonationAuditRepository(db: Kysely<Database>) {
  return {
    async record(entry: ImpersonationAuditEntry): Promise<void> {
      await db
        .insertInto('impersonation_audit')
        .values({
          impersonator_user_id: entry.impersonatorId,
          impersonated_user_id: entry.impersonatedId,
          impersonated_organization_id: entry.impersonatedOrganizationId,
          method: entry.method,
          route: entry.route,
          url: entry.url.slice(0, 2000),
          resource_id: entry.resourceId,
          status_code: entry.statusCode,
        })
        .execute();
    },
  };
}

export type ImpersonationAuditRepository = ReturnType<typeof createImpersonationAuditRepository>;
