// shipment-domain.txt §4 "Resource pairing status" and pairing agency values.
export const PAIRING_STATUSES = [
  'AWAITING_PAIRING',
  'AWAITING_CONFIRMATION',
  'AWAITING_SETUP',
  'PENDING_CONFIRMATION',
  'RESOURCE_PAIRED',
  'FINISHED',
  'IN_PROGRESS',
  'NOT_STARTED',
] as const;
export type PairingStatus = (typeof PAIRING_STATUSES)[number];

export const PAIRING_AGENCIES = ['NONE', 'CHARTER', 'SHIPPER'] as const;
export type PairingAgency = (typeof PAIRING_AGENCIES)[number];

/** A tour is paired when the pairing agency is set and not NONE. */
export function isPaired(pairingAgency: string | null | undefined): boolean {
  return !!pairingAgency && pairingAgency !== 'NONE';
}
