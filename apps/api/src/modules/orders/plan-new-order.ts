// A new order: its stops appended to its tour, the order and all its children planned as the rows of one
// statement on the ids writeContext drew, so a create costs the same few round trips whatever its size.
import type { Insertable } from 'kysely';
import type { StopsTable } from '../../db/schema';
import { newTourStates } from '../tracking';
import { childRows, orderRow, orderStopRows, stopColumns } from './order-rows';
import { type OrderWrite, orderTour } from './order-tour';
import type { NewOrderRows, OrdersInRepository, Reader } from './orders-in-repository';

export interface NewOrderPlan {
  orderId: number;
  tourId: number;
  /** On a tour of its own the stop states are written with the rows; a named tour's need refreshStopStates. */
  statesWritten: boolean;
  rows: NewOrderRows;
}

export async function planNewOrder(
  repository: OrdersInRepository,
  reader: Reader,
  write: OrderWrite,
): Promise<NewOrderPlan> {
  const { input, organizationId, context } = write;
  const ids = context.newIds;
  if (!ids) throw new Error('writeContext drew no ids for a new order');
  const tour = await orderTour(repository, reader, write, undefined);
  const tourId = tour.id ?? ids.tourId;
  // A tour of its own starts empty; a named one gets the order's stops after its last.
  const firstSequence = (tour.lastSequence ?? 0) + 1;
  const order = orderRow(input, {
    tourId,
    tagIds: write.tagIds,
    stopIds: ids.stopIds,
    fingerprint: write.fingerprint,
  });
  // On a tour of its own nothing is reached yet: the stop states are known without reading (decision 0065).
  const states = tour.newTour ? newTourStates(ids.stopIds, { ...order, cancelled_at: null }) : undefined;
  const stops = input.stops.map(
    (stop, i): Insertable<StopsTable> => ({
      ...stopColumns(stop, write.locations[i]!),
      ...states?.stops[i],
      id: ids.stopIds[i]!,
      organization_id: organizationId,
      tour_id: tourId,
      sequence: firstSequence + i,
    }),
  );
  return {
    orderId: ids.orderId,
    tourId,
    statesWritten: states !== undefined,
    rows: {
      tour: tour.newTour && { ...tour.newTour, id: ids.tourId },
      stops,
      order: {
        ...order,
        ...states?.order,
        id: ids.orderId,
        organization_id: organizationId,
        created_by_user_id: write.session.userId,
      },
      children: {
        orderStops: orderStopRows(input, ids.orderId, ids.stopIds),
        ...childRows(input, organizationId, ids.orderId),
      },
    },
  };
}
