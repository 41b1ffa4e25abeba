// shipment-domain §3 Order "nextStopPoint (arrival or departure)": which of the order's own two stops comes next.

export interface StopPointProgress {
  leftAt: Date | string | null;
  isSkipped: boolean;
}

/**
 * The departure (loading) stop until the vehicle has left it, then the arrival (delivery) stop until it has
 * left that too; a skipped stop is passed over. None once both are behind, or for a cancelled order.
 */
export function nextStopPoint(order: {
  departure: StopPointProgress | null;
  arrival: StopPointProgress | null;
  isCancelled: boolean;
}): 'departure' | 'arrival' | null {
  if (order.isCancelled) return null;
  const ahead = (stop: StopPointProgress | null) => stop !== null && stop.leftAt === null && !stop.isSkipped;
  if (ahead(order.departure)) return 'departure';
  if (ahead(order.arrival)) return 'arrival';
  return null;
}
