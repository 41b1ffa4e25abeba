// shipment-domain.txt §3 "Stop detail" stop types, spelled as the wire values.
export const STOP_TYPES = [
  'loading',
  'delivery',
  'hub',
  'deliveryHub',
  'terminal',
  'inTransit',
  'intermediateStop',
  'deliveryIntermediateStop',
  'readyForPickup',
] as const;
export type StopType = (typeof STOP_TYPES)[number];

export const APPOINTMENT_STATES = ['is_not_required', 'is_required', 'is_taken'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

export function isStopType(value: unknown): value is StopType {
  return typeof value === 'string' && (STOP_TYPES as readonly string[]).includes(value);
}
