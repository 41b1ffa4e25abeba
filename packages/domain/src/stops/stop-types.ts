// shipment-domain.txt §3 "Stop detail" stop types, spelled as the wire values.
import { isOneOf } from '../guards';

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
  return isOneOf(STOP_TYPES, value);
}
