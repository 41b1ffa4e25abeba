// "Something changed" for live screens (issue 7 §5): a PostgreSQL notification on one channel, sent from the
// transaction that stored the change, so listeners hear of it exactly when it becomes visible (NOTIFY is
// delivered on commit, and dropped on rollback). It works on PGlite too. A later SSE feed LISTENs on the
// channel and re-reads what the ids name: the payload stays small (PostgreSQL caps it at 8,000 bytes).
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export const TRACKING_CHANNEL = 'cargolens_tracking_changed';

export interface TrackingChange {
  organizationId: number;
  tourId: number;
  /** The tour's orders, so an order page or list can tell whether the change concerns it. */
  orderIds: number[];
  /** The tour's owner and carrier organizations see the change; nobody else. */
  carrierOrganizationId: number | null;
  status: string;
}

export async function publishTrackingChange(
  db: Kysely<Database> | Transaction<Database>,
  change: TrackingChange,
): Promise<void> {
  // A consolidated tour may carry hundreds of orders: the first 500 ids keep the payload far under the cap, and
  // a listener that needs them all re-reads the tour.
  const payload = JSON.stringify({ ...change, orderIds: change.orderIds.slice(0, 500) });
  await sql`SELECT pg_notify(${TRACKING_CHANNEL}, ${payload})`.execute(db);
}
