export interface AddressLike {
  readonly street?: string | null;
  readonly postalCode?: string | null;
  readonly town?: string | null;
  readonly country?: string | null;
}

/** Street, postal code, town and country in that order, blanks left out (shipment-domain.txt §3). */
export function addressParts(address: AddressLike | null | undefined): string[] {
  if (!address) return [];
  return [address.street, address.postalCode, address.town, address.country]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
}

export function formatAddress(address: AddressLike | null | undefined, separator = ', '): string {
  return addressParts(address).join(separator);
}
