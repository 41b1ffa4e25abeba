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
