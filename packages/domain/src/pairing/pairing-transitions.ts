// Pairing a tour with a resource (shipment-domain.txt §3 Tour pair, §4 pairing statuses and agencies):
// which resources may be paired, what a pairing or unpairing changes and records.
import { isTourFinished } from '../tours';
import { isPaired, type PairingAgency, type PairingStatus } from './pairing-statuses';
import {
  type AssignmentOrderStatus,
  type AssignmentState,
  changed,
  finishedTour,
  refused,
  type Transition,
} from './tour-assignment';

export interface PairableResource {
  readonly id: number;
  readonly organizationId: number;
  readonly label: string;
}

export interface PairingRequest {
  readonly resource: PairableResource;
  /** Defaults to RESOURCE_PAIRED. */
  readonly status?: PairingStatus;
  /** Defaults to who holds the resource: CHARTER for the carrier's, SHIPPER for the owner's. */
  readonly pairingAgency?: PairingAgency;
}

/** The organizations whose resources may drive the tour: its owner and the carrier it is chartered to. */
export function pairableResourceOwners(state: AssignmentState): number[] {
  const carrier = state.chartering.carrierOrganizationId;
  return carrier === null || carrier === state.ownerOrganizationId
    ? [state.ownerOrganizationId]
    : [state.ownerOrganizationId, carrier];
}

function defaultPairingAgency(state: AssignmentState, resource: PairableResource): PairingAgency {
  return resource.organizationId === state.ownerOrganizationId ? 'SHIPPER' : 'CHARTER';
}

/**
 * A paired tour's orders are ORDER_IS_PAIR. A resource named without a pairing agency is not paired yet:
 * it waits for a confirmation (AWAITING_/PENDING_CONFIRMATION) or for the pairing itself.
 */
export function pairingOrderStatus(pairingAgency: string, status: string): AssignmentOrderStatus {
  if (isPaired(pairingAgency)) return 'ORDER_IS_PAIR';
  return status === 'AWAITING_CONFIRMATION' || status === 'PENDING_CONFIRMATION'
    ? 'ORDER_TO_BE_CONFIRMED'
    : 'ORDER_WAITING_TO_PAIR';
}

/** Sets the tour's resource, pairing status and pairing agency (start, or edit of an existing pairing). */
export function pairResource(state: AssignmentState, request: PairingRequest): Transition {
  if (isTourFinished(state.tourStatus)) return finishedTour();
  const { resource } = request;
  if (!pairableResourceOwners(state).includes(resource.organizationId))
    return refused('http.not_found', 'No resource with this id');
  const status = request.status ?? 'RESOURCE_PAIRED';
  const pairingAgency = request.pairingAgency ?? defaultPairingAgency(state, resource);
  const { pairing } = state;
  if (pairing.resourceId === resource.id && pairing.status === status && pairing.agency === pairingAgency)
    return { kind: 'unchanged' };
  const paired = isPaired(pairingAgency);
  const details = { resourceId: resource.id, status, pairingAgency };
  return changed({
    tour: { resourceId: resource.id, vehicle: resource.label, pairingStatus: status, pairingAgency },
    // Naming a resource without pairing it records nothing, unless it ends a pairing.
    events: paired
      ? [{ name: 'paired', details }]
      : isPaired(pairing.agency)
        ? [{ name: 'unpaired', details }]
        : [],
    orders: { status: pairingOrderStatus(pairingAgency, status) },
  });
}

/** Takes the resource off the tour. */
export function unpairTour(state: AssignmentState): Transition {
  if (isTourFinished(state.tourStatus)) return finishedTour();
  const { pairing } = state;
  if (!isPaired(pairing.agency) && pairing.resourceId === null)
    return refused('pairing.transition_error', 'The tour is not paired, so it cannot be unpaired');
  return changed({
    tour: { resourceId: null, vehicle: null, pairingAgency: 'NONE', pairingStatus: 'AWAITING_PAIRING' },
    events: [{ name: 'unpaired', details: { resourceId: pairing.resourceId } }],
    orders: { status: 'ORDER_IS_UNPAIR' },
  });
}

/**
 * BLOCK_PAIRING_MODIFICATION (organization or agency feature, shipment-domain §5): orders-in never
 * changes a pairing that exists; it may still pair a tour that has none.
 */
export function ordersInKeepsPairing(state: AssignmentState, blockPairingModification: boolean): boolean {
  return blockPairingModification && isPaired(state.pairing.agency);
}
