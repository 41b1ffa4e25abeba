// An order sent anew: rewritten in place, its children replaced whole. Stops only this order uses are
// rewritten where they are, so their arrival and departure data survive a correction.

import { childRows, orderRow, orderStopRows, type StopColumns, stopColumns } from './order-rows';
import { type OrderWrite, orderTour } from './order-tour';
import type { ExistingOrder, OrdersInRepository, Tx } from './orders-in-repository';

export async function rewriteOrder(
  repository: OrdersInRepository,
  tx: Tx,
  write: OrderWrite & { existing: ExistingOrder },
): Promise<{ orderId: number; tourId: number }> {
  const { input, organizationId, existing } = write;
  const tour = await orderTour(repository, tx, write, existing);
  const tourId = tour.id ?? (await repository.insertTour(tx, tour.newTour));
  const stopIds = await writeStops(repository, tx, {
    organizationId,
    tourId,
    orderId: existing.id,
    rows: input.stops.map((stop, i) => stopColumns(stop, write.locations[i]!)),
  });
  await repository.updateOrder(
    tx,
    existing.id,
    orderRow(input, { tourId, tagIds: write.tagIds, stopIds, fingerprint: write.fingerprint }),
  );
  await repository.replaceChildren(tx, existing.id, {
    orderStops: orderStopRows(input, existing.id, stopIds),
    ...childRows(input, organizationId, existing.id),
  });
  return { orderId: existing.id, tourId };
}

/**
 * Writes the order's stops on its tour: stops only this order uses are rewritten in place (their tracking
 * survives an update), shared ones are left to the other orders, and the tour is renumbered in driving order.
 */
async function writeStops(
  repository: OrdersInRepository,
  tx: Tx,
  target: { organizationId: number; tourId: number; orderId: number; rows: StopColumns[] },
): Promise<number[]> {
  const previous = await repository.orderStops(tx, target.orderId);
  const reusable = previous.filter((stop) => stop.links === 1 && stop.tour_id === target.tourId);
  const ids: number[] = [];
  for (const [index, row] of target.rows.entries()) {
    const reuse = reusable[index];
    if (!reuse) break;
    await repository.updateStop(tx, reuse.id, row);
    ids.push(reuse.id);
  }
  // The stops beyond the reusable ones are new: one statement, appended after the tour's last stop.
  const added = target.rows.slice(ids.length);
  if (added.length > 0) {
    const firstNew = (await repository.maxSequence(tx, target.tourId)) + 1;
    ids.push(
      ...(await repository.insertStops(
        tx,
        added.map((row, i) => ({
          ...row,
          organization_id: target.organizationId,
          tour_id: target.tourId,
          sequence: firstNew + i,
        })),
      )),
    );
  }
  const dropped = previous.filter((stop) => stop.links === 1 && !ids.includes(stop.id)).map((s) => s.id);
  await repository.deleteStops(tx, dropped);
  // An order that had no stops appended its own in driving order: the tour's numbering is already right.
  if (previous.length === 0) return ids;
  const others = (await repository.tourStopIds(tx, target.tourId)).filter((id) => !ids.includes(id));
  await repository.resequence(tx, target.tourId, [...others, ...ids]);
  return ids;
}
