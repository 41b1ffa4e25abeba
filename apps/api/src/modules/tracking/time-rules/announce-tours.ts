// Publishes "tour changed" for tours a time rule touched, through the change feed every live screen listens to
// (publish-tracking-change.ts, decision 0110). Called in the transaction that stored the change.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { publishTrackingChange } from '../publish-tracking-change';

export async function announceTours(tx: Transaction<Database>, tourIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(tourIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const [tours, orders] = await Promise.all([
    tx
      .selectFrom('tours')
      .select(['id', 'organization_id', 'carrier_organization_id', 'status'])
      .where('id', 'in', ids)
      .execute(),
    tx.selectFrom('orders').select(['id', 'tour_id']).where('tour_id', 'in', ids).execute(),
  ]);
  for (const tour of tours)
    await publishTrackingChange(tx, {
      organizationId: tour.organization_id,
      carrierOrganizationId: tour.carrier_organization_id,
      tourId: tour.id,
      orderIds: orders.filter((order) => order.tour_id === tour.id).map((order) => order.id),
      status: tour.status,
    });
}
