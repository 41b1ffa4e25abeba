// Who may take which chartering or pairing step, and which steps a caller may take on a tour right now: the
// API checks the first on every write and sends the second with the tour, the web shows only those.
import { canUseWebPlatform, hasAdminAccess } from '../permissions';
import { isTourFinished } from '../tours';
import { type TourCaller, type TourParties, tourAssignmentPermissions } from './assignment-permissions';
import { confirmChartering, refuseChartering, uncharterTour } from './chartering-transitions';
import { unpairTour } from './pairing-transitions';
import type { AssignmentState, Transition } from './tour-assignment';

export const ASSIGNMENT_COMMANDS = [
  'REQUEST_CHARTERING',
  'CONFIRM_CHARTERING',
  'REFUSE_CHARTERING',
  'UNCHARTER',
  'PAIR',
  'UNPAIR',
] as const;
export type AssignmentCommand = (typeof ASSIGNMENT_COMMANDS)[number];

/**
 * The carrier agency answers a chartering request: users of the carrier organization the tour is chartered
 * to, or the back office on its behalf. The shipper cannot answer for its carrier.
 */
export function mayAnswerChartering(tour: TourParties, caller: TourCaller): boolean {
  if (!canUseWebPlatform(caller.roles)) return false;
  if (hasAdminAccess(caller.roles)) return true;
  return (
    tour.carrierOrganizationId !== null &&
    tour.carrierOrganizationId !== tour.ownerOrganizationId &&
    caller.organizationId === tour.carrierOrganizationId
  );
}

export function assignmentCommandAllowed(
  command: AssignmentCommand,
  tour: TourParties,
  caller: TourCaller,
): boolean {
  const permissions = tourAssignmentPermissions(tour, caller);
  switch (command) {
    case 'REQUEST_CHARTERING':
    case 'UNCHARTER':
      return permissions.chartering.includes('MODIFY');
    case 'CONFIRM_CHARTERING':
    case 'REFUSE_CHARTERING':
      return mayAnswerChartering(tour, caller);
    case 'PAIR':
    case 'UNPAIR':
      return permissions.pairing.includes('MODIFY');
  }
}

/** Whether the tour's state lets the step happen, whatever the agency or resource it will name. */
function stateAllows(command: AssignmentCommand, state: AssignmentState): boolean {
  const accepts = (transition: Transition) => transition.kind !== 'refused';
  switch (command) {
    case 'REQUEST_CHARTERING':
    case 'PAIR':
      return !isTourFinished(state.tourStatus);
    case 'CONFIRM_CHARTERING':
      return accepts(confirmChartering(state));
    case 'REFUSE_CHARTERING':
      return accepts(refuseChartering(state));
    case 'UNCHARTER':
      return accepts(uncharterTour(state));
    case 'UNPAIR':
      return accepts(unpairTour(state));
  }
}

/** The steps `caller` may take on the tour now. */
export function allowedAssignmentCommands(state: AssignmentState, caller: TourCaller): AssignmentCommand[] {
  const parties: TourParties = {
    ownerOrganizationId: state.ownerOrganizationId,
    carrierOrganizationId: state.chartering.carrierOrganizationId,
  };
  return ASSIGNMENT_COMMANDS.filter(
    (command) => assignmentCommandAllowed(command, parties, caller) && stateAllows(command, state),
  );
}
