// The itinerary rules an order must meet before anything of it is written (shipment-domain §3 Stop, §5).
import type { FieldIssue } from '../errors';
import { activityOfStopType } from '../stops/stop-activity';
import type { StopType } from '../stops/stop-types';

export const MIN_ORDER_STOPS = 2;
export const MAX_ORDER_STOPS = 50;

export interface OrderStopInput {
  stopType: StopType;
  plannedStart?: Date | null;
  plannedEnd?: Date | null;
  appointment?: { startAt?: Date | null; endAt?: Date | null } | null;
}

function endsBeforeStart(start: Date | null | undefined, end: Date | null | undefined): boolean {
  return !!start && !!end && end.getTime() < start.getTime();
}

/**
 * Every issue of an order's stop list, each pointing at its field under `base` (the stops array's pointer):
 * too few or too many stops, no loading or no delivery, a delivery before any loading, and a planned window
 * or appointment that ends before it starts.
 */
export function validateOrderStops(stops: readonly OrderStopInput[], base: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (stops.length < MIN_ORDER_STOPS)
    issues.push({
      code: 'validation.too_few_elements',
      pointer: base,
      detail: `An order needs at least ${MIN_ORDER_STOPS} stops: one loading and one delivery`,
    });
  if (stops.length > MAX_ORDER_STOPS)
    issues.push({
      code: 'validation.too_many_elements',
      pointer: base,
      detail: `An order has at most ${MAX_ORDER_STOPS} stops`,
    });
  const activities = stops.map((stop) => activityOfStopType(stop.stopType));
  const firstLoading = activities.indexOf('LOADING');
  const firstDelivery = activities.indexOf('UNLOADING');
  if (stops.length >= MIN_ORDER_STOPS && firstLoading === -1)
    issues.push({ code: 'validation.stop_sequence', pointer: base, detail: 'An order needs a loading stop' });
  if (stops.length >= MIN_ORDER_STOPS && firstDelivery === -1)
    issues.push({
      code: 'validation.stop_sequence',
      pointer: base,
      detail: 'An order needs a delivery stop',
    });
  if (firstDelivery !== -1 && firstLoading !== -1 && firstDelivery < firstLoading)
    issues.push({ code: 'validation.stop_sequence', pointer: `${base}/${firstDelivery}/stopType` });
  stops.forEach((stop, index) => {
    if (endsBeforeStart(stop.plannedStart, stop.plannedEnd))
      issues.push({ code: 'validation.end_before_start', pointer: `${base}/${index}/plannedEnd` });
    if (endsBeforeStart(stop.appointment?.startAt, stop.appointment?.endAt))
      issues.push({ code: 'validation.end_before_start', pointer: `${base}/${index}/appointment/endAt` });
  });
  return issues;
}
