// shipment-domain.txt §3 Tour "chartering (agency, isActive, organization, permissions)" and the chartering
// steps of issue 6: requested, confirmed, refused, unchartered.
export const CHARTERING_STATUSES = ['NONE', 'REQUESTED', 'CONFIRMED', 'REFUSED', 'UNCHARTERED'] as const;
export type CharteringStatus = (typeof CHARTERING_STATUSES)[number];

/**
 * A chartering is active while a carrier agency holds the tour and has not refused it nor been taken off
 * it. NONE with an agency is a tour handed to its carrier outside the chartering steps (data created before
 * them, or imported with the carrier already agreed): the carrier holds it, so it counts as active.
 */
export function isCharteringActive(chartering: {
  readonly status?: string | null;
  readonly hasCarrierAgency: boolean;
}): boolean {
  if (!chartering.hasCarrierAgency) return false;
  return chartering.status !== 'REFUSED' && chartering.status !== 'UNCHARTERED';
}
