import type { AssignmentRights } from '@cargolens/domain/pairing';
import type { TourDetails } from './types';

export interface TourAssignmentActionsProps {
  kind: 'chartering' | 'pairing';
  tour: TourDetails;
  /** What the caller may do, from the domain's charteringRights / pairingRights. */
  rights: AssignmentRights;
}

/**
 * THE PLACE FOR THE CHARTERING AND PAIRING ACTIONS of the tour details page. The chartering panel renders it
 * with kind "chartering", the pairing panel with kind "pairing". The actions themselves (charter, change the
 * carrier, pair a resource, change it) are built in features/tours/assignment/ and are rendered from here,
 * offered only as `rights` allow. Until they exist it shows nothing.
 */
export function TourAssignmentActions(_props: TourAssignmentActionsProps) {
  return null;
}
