import { normaliseEventName } from './event-name';
import { ORDER_EVENT_FAMILIES, type OrderEventFamily, type OrderEventName } from './order-event-families';

const FAMILY_OF = new Map<string, OrderEventFamily>(
  (Object.entries(ORDER_EVENT_FAMILIES) as [OrderEventFamily, readonly string[]][]).flatMap(
    ([family, names]) => names.map((name) => [name, family] as const),
  ),
);

/** The family of an event or status name (namespaced names accepted); null when unknown. */
export function orderEventFamily(name: string | null | undefined): OrderEventFamily | null {
  return FAMILY_OF.get(normaliseEventName(name)) ?? null;
}

export function isOrderEventName(name: string | null | undefined): name is OrderEventName {
  return orderEventFamily(name) !== null;
}

// §4: refused = refused load/unload or refused by shipper/consignee. The order
// itself being refused by the carrier (ORDER_IS_REFUSED) is a lifecycle step,
// not a goods refusal, and stays out.
export const REFUSED_EVENTS = [
  'REFUSED_LOAD',
  'REFUSED_UNLOAD',
  'REFUSED_BY_SHIPPER',
  'REFUSED_BY_CONSIGNEE',
] as const satisfies readonly OrderEventName[];

// §4: driving to arrival = arrival-at-load, loaded, driving to load or unload,
// left loading site, order created — everything before reaching the consignee.
export const DRIVING_TO_ARRIVAL_EVENTS = [
  'ARR_LOAD',
  'CON_LOAD',
  'DRIVING_TO_LOAD',
  'DRIVING_TO_UNLOAD',
  'LEFT_LOADING_SITE',
  'ORDER_CREATED',
] as const satisfies readonly OrderEventName[];

export function isRefused(name: string | null | undefined): boolean {
  return (REFUSED_EVENTS as readonly string[]).includes(normaliseEventName(name));
}

export function isDrivingToArrival(name: string | null | undefined): boolean {
  return (DRIVING_TO_ARRIVAL_EVENTS as readonly string[]).includes(normaliseEventName(name));
}
