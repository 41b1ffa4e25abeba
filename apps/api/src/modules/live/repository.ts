// The only SQL of the live feed: who owns and who carries the orders a change names, read once per batch of
// changes for every connected session (visible-change.ts decides per session).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderParties } from './visible-change';

export function createLiveRepository(db: Kysely<Database>) {
  return {
    async orderParties(orderIds: number[]): Promise<Map<number, OrderParties>> {
      // Guard against sending an empty IN list.
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'organization_id', 'carrier_organization_id'])
        .where('id', 'in', orderIds)
        .execute();
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            organizationId: row.organization_id,
            carrierOrganizationId: row.carrier_organization_id,
          },
        ]),
      );
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
