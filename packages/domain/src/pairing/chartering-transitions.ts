// The chartering state machine (shipment-domain.txt §3 Tour chartering, §4): a shipper requests a carrier
// agency, the carrier confirms or refuses, the shipper may uncharter or charter another agency. Each step
// records its tour event and moves the orders' lifecycle status. Who may take a step is
// `assignmentCommandAllowed`; these functions only say whether the tour's state allows it.
import { isTourFinished } from '../tours';
import { isCharteringActive } from './chartering-state';
import {
  type AssignmentOrderStatus,
  type AssignmentState,
  changed,
  finishedTour,
  refused,
  type TourAssignmentColumns,
  type TourEventRecord,
  type Transition,
} from './tour-assignment';

/** Organizations that carry freight for others: a tour can be chartered to their agencies. */
const CARRYING_PROFILES: readonly string[] = ['carrier', 'lsp'];

export interface CharterableAgency {
  readonly id: number;
  readonly organizationId: number;
  readonly profile: string;
}

/** A tour is chartered to an agency of another organization that carries freight (carrier or lsp). */
export function isCharterableAgency(agency: CharterableAgency, ownerOrganizationId: number): boolean {
  return agency.organizationId !== ownerOrganizationId && CARRYING_PROFILES.includes(agency.profile);
}

export function isChartered(state: AssignmentState): boolean {
  return isCharteringActive({
    status: state.chartering.status,
    hasCarrierAgency: state.chartering.agencyId !== null,
  });
}

/**
 * A carrier that leaves a tour takes its truck with it: a pairing with one of the leaving carrier's
 * resources ends with the chartering. The shipper's own resources stay paired.
 */
function releasedPairing(state: AssignmentState): {
  tour: TourAssignmentColumns;
  events: TourEventRecord[];
} {
  const carrier = state.chartering.carrierOrganizationId;
  const { resourceId, resourceOrganizationId } = state.pairing;
  if (resourceId === null || carrier === null || resourceOrganizationId !== carrier)
    return { tour: {}, events: [] };
  return {
    tour: { resourceId: null, vehicle: null, pairingAgency: 'NONE', pairingStatus: 'AWAITING_PAIRING' },
    events: [{ name: 'unpaired', details: { resourceId, reason: 'carrier_left' } }],
  };
}

/** The carrier leaves the tour: nothing of the shipper's stays visible to it. */
function carrierLeaves(
  state: AssignmentState,
  charteringStatus: 'REFUSED' | 'UNCHARTERED',
  event: 'refused' | 'unchartered',
  orderStatus: AssignmentOrderStatus,
): Transition {
  const released = releasedPairing(state);
  return changed({
    tour: { charteringStatus, carrierAgencyId: null, carrierOrganizationId: null, ...released.tour },
    events: [{ name: event, details: { agencyId: state.chartering.agencyId } }, ...released.events],
    orders: { carrierOrganizationId: null, status: orderStatus },
  });
}

/** Request (start) or re-request to another agency (edit): the agency has to confirm. */
export function requestChartering(state: AssignmentState, agency: CharterableAgency): Transition {
  if (isTourFinished(state.tourStatus)) return finishedTour();
  if (!isCharterableAgency(agency, state.ownerOrganizationId))
    return refused('agency.not_found_error', 'No carrier agency with this id');
  if (isChartered(state) && state.chartering.agencyId === agency.id) return { kind: 'unchanged' };
  const leaving =
    isChartered(state) && state.chartering.carrierOrganizationId !== agency.organizationId
      ? releasedPairing(state)
      : { tour: {}, events: [] };
  return changed({
    tour: {
      charteringStatus: 'REQUESTED',
      carrierAgencyId: agency.id,
      carrierOrganizationId: agency.organizationId,
      ...leaving.tour,
    },
    events: [
      ...leaving.events,
      {
        name: 'chartering_requested',
        details: {
          agencyId: agency.id,
          previousAgencyId: isChartered(state) ? state.chartering.agencyId : null,
        },
      },
    ],
    orders: { carrierOrganizationId: agency.organizationId, status: 'ORDER_PENDING_WAITING_CONFIRMATION' },
  });
}

function awaitingAnswer(state: AssignmentState): Transition | null {
  if (isTourFinished(state.tourStatus)) return finishedTour();
  if (state.chartering.status !== 'REQUESTED')
    return refused(
      'chartering.transition_error',
      `Only a requested chartering can be confirmed or refused; this one is ${state.chartering.status}`,
    );
  return null;
}

/** The carrier agency accepts the tour. */
export function confirmChartering(state: AssignmentState): Transition {
  return (
    awaitingAnswer(state) ??
    changed({
      tour: { charteringStatus: 'CONFIRMED' },
      events: [{ name: 'confirmed', details: { agencyId: state.chartering.agencyId } }],
      orders: { status: 'ORDER_CONFIRMED' },
    })
  );
}

/** The carrier agency declines the tour and stops seeing it. */
export function refuseChartering(state: AssignmentState): Transition {
  return awaitingAnswer(state) ?? carrierLeaves(state, 'REFUSED', 'refused', 'ORDER_IS_REFUSED');
}

/** The shipper takes the tour back from its carrier (requested or confirmed). */
export function uncharterTour(state: AssignmentState): Transition {
  if (isTourFinished(state.tourStatus)) return finishedTour();
  if (!isChartered(state))
    return refused('chartering.transition_error', 'The tour is not chartered, so it cannot be unchartered');
  return carrierLeaves(state, 'UNCHARTERED', 'unchartered', 'ORDER_IS_UNCHARTERED');
}
