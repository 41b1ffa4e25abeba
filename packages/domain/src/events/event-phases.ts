// shipment-domain.txt §4 "Tracking event code pattern", in snake_case. "Arrived
// at/left" applies to each of hub, delivery hub, intermediate stop and delivery
// intermediate stop; "ready for pickup (order or handling unit)" is two phases;
// "received from shipper or flight" is the air-cargo pair RCS/RCF.
export const ARRIVAL_PHASES = [
  'arrived_at_hub',
  'arrived_at_delivery_hub',
  'arrived_at_intermediate_stop',
  'arrived_at_delivery_intermediate_stop',
] as const;

export const DEPARTURE_PHASES = [
  'left_hub',
  'left_delivery_hub',
  'left_intermediate_stop',
  'left_delivery_intermediate_stop',
] as const;

export const EVENT_PHASES = [
  'loading',
  'delivery',
  ...ARRIVAL_PHASES,
  ...DEPARTURE_PHASES,
  'order_in_transit',
  'order_ready_for_pickup',
  'handling_unit_ready_for_pickup',
  'booked',
  'appointment',
  'received_from_shipper',
  'received_from_flight',
] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

export const EVENT_OUTCOMES = ['compliant', 'non_compliant', 'non_realised', 'refused'] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];

export const EVENT_SOURCES = ['declared', 'calculated'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];
