// The only SQL of public tracking links. The owner's side takes the tenant scope; the public side takes
// nothing but the token's hash, and reads only what the public page shows.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { publicPageQueries } from './public-page-queries';

export function createPublicLinksRepository(db: Kysely<Database>) {
  return {
    /** An order the scope owns (the back office: any); a carrier's carried orders are not its to share. */
    async ownedOrder(scope: TenantScope, orderId: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'organization_id'])
        .where('id', '=', orderId)
        .$if(!scope.allOrganizations, (q) => q.where('organization_id', '=', scope.organizationId))
        .executeTakeFirst();
    },

    /** The order's newest link, live or not. */
    async latestOf(orderId: number) {
      return db
        .selectFrom('order_public_links')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** A new link replaces the live one, in one transaction (one live link per order, migration 0075). */
    async replace(
      order: { id: number; organization_id: number },
      link: { tokenHash: string; tokenSealed: string; isLight: boolean; expiresAt: Date | null },
      userId: number,
      now: Date,
    ) {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('order_public_links')
          .set({ revoked_at: now })
          .where('order_id', '=', order.id)
          .where('revoked_at', 'is', null)
          .execute();
        return trx
          .insertInto('order_public_links')
          .values({
            organization_id: order.organization_id,
            order_id: order.id,
            token_hash: link.tokenHash,
            token_sealed: link.tokenSealed,
            is_light: link.isLight,
            expires_at: link.expiresAt,
            created_by_user_id: userId,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    async update(linkId: number, changes: { expires_at?: Date | null; is_light?: boolean }) {
      return db
        .updateTable('order_public_links')
        .set(changes)
        .where('id', '=', linkId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async revoke(linkId: number, now: Date) {
      return db
        .updateTable('order_public_links')
        .set({ revoked_at: now })
        .where('id', '=', linkId)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    ...publicPageQueries(db),
  };
}

export type PublicLinksRepository = ReturnType<typeof createPublicLinksRepository>;
export type PublicLinkRow = NonNullable<Awaited<ReturnType<PublicLinksRepository['latestOf']>>>;
export type PublicOrderRow = NonNullable<Awaited<ReturnType<PublicLinksRepository['publicOrderOf']>>>;
export type PublicStopRow = Awaited<ReturnType<PublicLinksRepository['publicStopsOf']>>[number];
