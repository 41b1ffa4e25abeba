// The writes of an order sent in that need a transaction: its version claimed, its places' addresses corrected,
// the order written (rewritten, or inserted as planned), its tours' stop states refreshed, its carrier and truck
// assigned. A stale version answers 409.
import { AppError } from '@cargolens/domain/errors';
import type { OrdersInPolicy } from '@cargolens/domain/orders';
import { refreshStopStates } from '../tracking';
import { assignCarrierAndResource } from './assign-carrier-and-resource';
import type { OrderWrite } from './order-tour';
import type { ExistingOrder, OrdersInRepository, Tx } from './orders-in-repository';
import type { NewOrderPlan } from './plan-new-order';
import type { ResolvedStops } from './resolve-stop-locations';
import { rewriteOrder } from './rewrite-order';

export interface OrderWriteInTransaction {
  write: OrderWrite;
  existing: ExistingOrder | undefined;
  /** The new order's rows; absent when an existing order is rewritten. */
  plan: NewOrderPlan | undefined;
  placeUpdates: ResolvedStops['placeUpdates'];
  policy: OrdersInPolicy;
}

async function updatePlaceAddresses(
  repository: OrdersInRepository,
  tx: Tx,
  placeUpdates: ResolvedStops['placeUpdates'],
  userId: number,
) {
  for (const { placeId, address } of placeUpdates) {
    await repository.updatePlaceAddress(
      tx,
      placeId,
      {
        name: address.name,
        street: address.street ?? null,
        postal_code: address.postalCode ?? null,
        town: address.town,
        country: address.country,
        ...(address.lat !== undefined && address.lng !== undefined
          ? { lat: address.lat, lng: address.lng }
          : {}),
      },
      userId,
    );
  }
}

async function insertPlanned(repository: OrdersInRepository, tx: Tx, plan: NewOrderPlan) {
  await repository.insertNewOrder(tx, plan.rows);
  return plan;
}

export async function writeOrderInTransaction(
  repository: OrdersInRepository,
  tx: Tx,
  { write, existing, plan, placeUpdates, policy }: OrderWriteInTransaction,
): Promise<{ orderId: number; warnings: string[] }> {
  const { session, organizationId, input } = write;
  if (existing && !(await repository.claimVersion(tx, existing.id, existing.version)))
    throw new AppError('http.conflict_error', { detail: 'The order was changed by another request' });
  await updatePlaceAddresses(repository, tx, placeUpdates, session.userId);
  const written = existing
    ? await rewriteOrder(repository, tx, { ...write, existing })
    : await insertPlanned(repository, tx, plan!);
  // Stops added, moved or dropped change which stop is next on this tour, and on the one the order left.
  if (!('statesWritten' in written && written.statesWritten))
    await refreshStopStates(tx, [written.tourId, ...(existing?.tour_id ? [existing.tour_id] : [])]);
  const warnings = await assignCarrierAndResource(repository, tx, {
    session,
    organizationId,
    tourId: written.tourId,
    input,
    policy,
  });
  return { orderId: written.orderId, warnings };
}
