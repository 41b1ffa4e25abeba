// The tours the chartering and pairing tests start from: a shipper's tour, chartered or not, paired or not.
// Test support of the domain's own tests: never exported from a folder's index, never imported by product code.
import type { AssignmentState, Transition } from '../pairing/tour-assignment';

export const SHIPPER = 1;
export const CARRIER = 2;

/** A tour no resource is paired to. */
export const UNPAIRED: AssignmentState['pairing'] = {
  status: 'AWAITING_PAIRING',
  agency: 'NONE',
  resourceId: null,
  resourceOrganizationId: null,
};

/** The carrier's truck 7, paired by the carrier's side. */
export const CARRIER_TRUCK_PAIRED: AssignmentState['pairing'] = {
  status: 'RESOURCE_PAIRED',
  agency: 'CHARTER',
  resourceId: 7,
  resourceOrganizationId: CARRIER,
};

/** A tour of SHIPPER's, not started unless said, with no resource unless the pairing names one. */
export function assignmentState(parts: {
  chartering: AssignmentState['chartering'];
  pairing?: Partial<AssignmentState['pairing']>;
  tourStatus?: string;
}): AssignmentState {
  return {
    tourStatus: parts.tourStatus ?? 'NOT_STARTED',
    ownerOrganizationId: SHIPPER,
    chartering: parts.chartering,
    pairing: { ...UNPAIRED, ...parts.pairing },
  };
}

/** The change a transition makes; fails the test when the transition refused or changed nothing. */
export function changeOf(transition: Transition) {
  if (transition.kind !== 'change') throw new Error(`expected a change, got ${JSON.stringify(transition)}`);
  return transition.change;
}
