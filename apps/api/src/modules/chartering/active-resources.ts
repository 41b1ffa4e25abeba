// The resources that may drive a tour: the active ones of the organizations it allows (its owner and carrier).
// Pairing picks one by id, orders-in (modules/orders) by the label an order names.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function activeResourcesOf(db: Kysely<Database>, organizationIds: number[]) {
  return db
    .selectFrom('resources')
    .select(['id', 'organization_id', 'label'])
    .where('organization_id', 'in', organizationIds)
    .where('deactivated_at', 'is', null);
}
