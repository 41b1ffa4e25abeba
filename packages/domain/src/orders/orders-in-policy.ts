// How an organization's and its agencies' features change what orders-in accepts (shipment-domain §5, §6).

export interface OrdersInPolicy {
  /** ALLOW_UNKNOWN_CARRIER: a carrier that is not on the platform is kept by name instead of refused. */
  allowUnknownCarrier: boolean;
  /** ALLOW_UNKNOWN_MEAN: a truck that is not among the resources is kept by its label instead of refused. */
  allowUnknownMean: boolean;
  /** Without NO_PLACE_UPDATE_BY_EDI, an address sent with a known place updates that place. */
  updatePlacesFromOrders: boolean;
  /** BLOCK_PAIRING_MODIFICATION (agency): orders-in never changes an existing pairing. */
  blockPairingModification: boolean;
}

export function ordersInPolicy(
  organizationFeatures: readonly string[],
  agencyFeatures: readonly string[],
): OrdersInPolicy {
  const has = (name: string) => organizationFeatures.includes(name);
  return {
    allowUnknownCarrier: has('ALLOW_UNKNOWN_CARRIER'),
    allowUnknownMean: has('ALLOW_UNKNOWN_MEAN'),
    updatePlacesFromOrders: !has('NO_PLACE_UPDATE_BY_EDI'),
    blockPairingModification:
      agencyFeatures.includes('BLOCK_PAIRING_MODIFICATION') || has('BLOCK_PAIRING_MODIFICATION'),
  };
}

/** The stops an order is dated by: its first loading and its last delivery (indexes into its stop list). */
export function orderEndpoints(activities: ReadonlyArray<'LOADING' | 'UNLOADING' | null>): {
  loadingIndex: number;
  deliveryIndex: number;
} {
  return { loadingIndex: activities.indexOf('LOADING'), deliveryIndex: activities.lastIndexOf('UNLOADING') };
}
