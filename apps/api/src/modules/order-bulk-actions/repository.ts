// The SQL of tagging orders in bulk. Each statement runs in the transaction the use case opens per order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Tx } from '../orders';

export function createOrderTaggingRepository(db: Kysely<Database>) {
  return {
    /** A tag with its organization, whoever owns it: the service checks it against the caller's scope. */
    findTag(id: number) {
      return db
        .selectFrom('tags')
        .select(['id', 'organization_id', 'is_automatically_assigned'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The order as tagging needs it, locked until the transaction ends. */
    findOrder(tx: Tx, id: number) {
      return tx
        .selectFrom('orders')
        .select(['id', 'organization_id', 'version', 'cancelled_at', 'tag_ids'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async setTags(tx: Tx, orderId: number, tagIds: number[]): Promise<void> {
      await tx.updateTable('orders').set({ tag_ids: tagIds }).where('id', '=', orderId).execute();
    },
  };
}

export type OrderTaggingRepository = ReturnType<typeof createOrderTaggingRepository>;
