// Not every tour of a shipper has its carrier yet: the demo leaves a few of the shipper's tours that have not
// started to be chartered, and a few waiting for their carrier's answer, so both sides have something to do.
import type { PlannedTour } from './tour-plan';

const CLOSED = new Set(['CANCEL_ORDER', 'ORDER_IS_REFUSED']);

/** Changes the first not-started tours of `organizationId` in place; draws nothing from the random stream. */
export function leaveToursToCharter(
  tours: PlannedTour[],
  organizationId: number,
  counts: { unchartered: number; requested: number },
): void {
  const waiting = tours.filter(
    (tour) => tour.organizationId === organizationId && tour.status === 'NOT_STARTED',
  );
  for (const [index, tour] of waiting.slice(0, counts.unchartered + counts.requested).entries()) {
    const unchartered = index < counts.unchartered;
    if (unchartered) {
      tour.carrierOrganizationId = null;
      tour.carrierAgencyId = null;
      tour.driver = null;
    }
    // No truck before the carrier confirms.
    tour.vehicle = null;
    tour.trailer = null;
    tour.charteringStatus = unchartered ? 'NONE' : 'REQUESTED';
    for (const order of tour.orders)
      if (!CLOSED.has(order.currentStatus))
        order.currentStatus = unchartered ? 'ORDER_CREATED' : 'ORDER_PENDING_WAITING_CONFIRMATION';
  }
}
