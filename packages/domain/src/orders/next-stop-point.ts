// shipment-domain §3 Order "nextStopPoint (arrival or departure)": which of the order's own two stops comes next,
// and the ETA status the orders list filters on (filter[nextStopPointEtaState]).

/** What the order needs of one of its two stops: its state (stopStates) and its ETA status. */
export interface StopPointProgress {
  isDone: boolean;
  isSkipped: boolean;
  etaStatus?: string | null;
}

export interface OrderNextStop {
  nextStopPoint: 'departure' | 'arrival' | null;
  /** The ETA status of that stop; NOT_STARTED while the tour has not started; null without a next stop. */
  nextStopPointEtaState: string | null;
}

/**
 * The departure (loading) stop until it is done, then the arrival (delivery) stop until it is done too; a
 * skipped stop is passed over. "Done" is stopStates' rule, so the order and its stops never disagree. None once
 * both are behind, or for a cancelled order.
 */
export function nextStopPoint(order: {
  departure: StopPointProgress | null;
  arrival: StopPointProgress | null;
  isCancelled: boolean;
}): 'departure' | 'arrival' | null {
  if (order.isCancelled) return null;
  const ahead = (stop: StopPointProgress | null) => stop !== null && !stop.isDone && !stop.isSkipped;
  if (ahead(order.departure)) return 'departure';
  if (ahead(order.arrival)) return 'arrival';
  return null;
}

export function orderNextStop(order: {
  departure: StopPointProgress | null;
  arrival: StopPointProgress | null;
  isCancelled: boolean;
  tourStatus: string | null;
}): OrderNextStop {
  const point = nextStopPoint(order);
  if (point === null) return { nextStopPoint: null, nextStopPointEtaState: null };
  const etaState =
    order.tourStatus === null || order.tourStatus === 'NOT_STARTED'
      ? 'NOT_STARTED'
      : (order[point]?.etaStatus ?? 'NONE');
  return { nextStopPoint: point, nextStopPointEtaState: etaState };
}
