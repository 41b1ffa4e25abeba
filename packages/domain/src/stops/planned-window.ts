import { type TimeWindow, windowBounds } from '../delay';
import type { StopType } from './stop-types';

export interface PlannedDates {
  readonly plannedArrival?: TimeWindow | null;
  readonly plannedDeparture?: TimeWindow | null;
}

/**
 * shipment-domain.txt §3: loading stops are planned by when goods must leave,
 * so the departure window comes first; delivery and intermediate stops by when
 * the truck must be there, so arrival first. Other stop types (hubs, terminals,
 * ready for pickup) are reached like deliveries and follow the arrival rule.
 * The fallback only applies when the preferred window is empty.
 */
export function plannedWindow(
  stopType: StopType | string,
  dates: PlannedDates | null | undefined,
): TimeWindow | null {
  const order =
    stopType === 'loading'
      ? [dates?.plannedDeparture, dates?.plannedArrival]
      : [dates?.plannedArrival, dates?.plannedDeparture];
  return order.find((window) => windowBounds(window) !== null) ?? null;
}
