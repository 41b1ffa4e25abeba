// shipment-domain §3 Tour event and issue 6: what happens to a tour — orders added or removed, the chartering
// steps and the pairing — as stored in tour_events.name.
export const TOUR_EVENT_NAMES = [
  'added',
  'removed',
  'chartering_requested',
  'chartered',
  'confirmed',
  'refused',
  'unchartered',
  'paired',
  'unpaired',
] as const;
export type TourEventName = (typeof TOUR_EVENT_NAMES)[number];

export type TourEventCategory = 'orders' | 'chartering' | 'pairing';

/** Which part of the tour an event changed; an unknown name reads as an orders event. */
export function tourEventCategory(name: string): TourEventCategory {
  if (name === 'paired' || name === 'unpaired') return 'pairing';
  if (['chartering_requested', 'chartered', 'confirmed', 'refused', 'unchartered'].includes(name))
    return 'chartering';
  return 'orders';
}
